/**
 * @generated SignedSource<<79fc740f517f1d5b2e159ff06914bce4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useAiAvailabilityModelsSubscription$variables = Record<PropertyKey, never>;
export type useAiAvailabilityModelsSubscription$data = {
  readonly aiModelsChanged: {
    readonly aiModel: {
      readonly enabled: boolean;
      readonly id: string;
      readonly providerConfigured: boolean;
    };
    readonly kind: ChangeKind;
  };
};
export type useAiAvailabilityModelsSubscription = {
  response: useAiAvailabilityModelsSubscription$data;
  variables: useAiAvailabilityModelsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AiModelChange",
    "kind": "LinkedField",
    "name": "aiModelsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiModel",
        "kind": "LinkedField",
        "name": "aiModel",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "providerConfigured",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAiAvailabilityModelsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAiAvailabilityModelsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cce391e1ee7ba9afe3a86914c4751bec",
    "id": null,
    "metadata": {},
    "name": "useAiAvailabilityModelsSubscription",
    "operationKind": "subscription",
    "text": "subscription useAiAvailabilityModelsSubscription {\n  aiModelsChanged {\n    kind\n    aiModel {\n      id\n      enabled\n      providerConfigured\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2bc858c18cdbf3b833adeec58e96d55";

export default node;
