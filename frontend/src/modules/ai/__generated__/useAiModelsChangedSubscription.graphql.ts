/**
 * @generated SignedSource<<e6eca2da56b54c104b552a0510c3c569>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useAiModelsChangedSubscription$variables = Record<PropertyKey, never>;
export type useAiModelsChangedSubscription$data = {
  readonly aiModelsChanged: {
    readonly aiModel: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AiModelFormModal_model" | "AiModelRow_model">;
    };
    readonly kind: ChangeKind;
  };
};
export type useAiModelsChangedSubscription = {
  response: useAiModelsChangedSubscription$data;
  variables: useAiModelsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAiModelsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AiModelChange",
        "kind": "LinkedField",
        "name": "aiModelsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "aiModel",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AiModelRow_model"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AiModelFormModal_model"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAiModelsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AiModelChange",
        "kind": "LinkedField",
        "name": "aiModelsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "aiModel",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provider",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "providerConfigured",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "modelName",
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
                "name": "maxTokens",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AiTool",
                "kind": "LinkedField",
                "name": "tools",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f0231dc593a8913aab9ef428178eda2b",
    "id": null,
    "metadata": {},
    "name": "useAiModelsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useAiModelsChangedSubscription {\n  aiModelsChanged {\n    kind\n    aiModel {\n      id\n      ...AiModelRow_model\n      ...AiModelFormModal_model\n    }\n  }\n}\n\nfragment AiModelFormModal_model on AiModel {\n  id\n  provider\n  modelName\n  displayName\n  maxTokens\n  enabled\n  version\n  tools {\n    id\n  }\n}\n\nfragment AiModelRow_model on AiModel {\n  id\n  displayName\n  provider\n  providerConfigured\n  modelName\n  enabled\n  maxTokens\n  version\n  tools {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "9238feca6feec1c15700e864b9385b12";

export default node;
