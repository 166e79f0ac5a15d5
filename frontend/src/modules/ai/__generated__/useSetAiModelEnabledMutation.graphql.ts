/**
 * @generated SignedSource<<843237ff75f8fd9787bd166388c8f844>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetAiModelEnabledInput = {
  enabled: boolean;
  id: string;
};
export type useSetAiModelEnabledMutation$variables = {
  input: SetAiModelEnabledInput;
};
export type useSetAiModelEnabledMutation$data = {
  readonly setAiModelEnabled: {
    readonly aiModel: {
      readonly enabled: boolean;
      readonly id: string;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useSetAiModelEnabledMutation = {
  response: useSetAiModelEnabledMutation$data;
  variables: useSetAiModelEnabledMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetAiModelEnabledPayload",
    "kind": "LinkedField",
    "name": "setAiModelEnabled",
    "plural": false,
    "selections": [
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
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetAiModelEnabledMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAiModelEnabledMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5294ca22d9d6b5e9d1144ead9b4b097e",
    "id": null,
    "metadata": {},
    "name": "useSetAiModelEnabledMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAiModelEnabledMutation(\n  $input: SetAiModelEnabledInput!\n) {\n  setAiModelEnabled(input: $input) {\n    aiModel {\n      id\n      enabled\n      version\n      updatedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "37da1d9831b98ec0f7e9eeaee7508f28";

export default node;
