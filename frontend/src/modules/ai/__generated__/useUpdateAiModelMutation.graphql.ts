/**
 * @generated SignedSource<<b720a12099ba285fc0f4877587995413>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateAiModelInput = {
  displayName: string;
  expectedVersion?: number | null | undefined;
  id: string;
  maxTokens: number;
  modelName: string;
  toolIds: ReadonlyArray<string>;
};
export type useUpdateAiModelMutation$variables = {
  input: UpdateAiModelInput;
};
export type useUpdateAiModelMutation$data = {
  readonly updateAiModel: {
    readonly aiModel: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AiModelFormModal_model" | "AiModelRow_model">;
    };
  };
};
export type useUpdateAiModelMutation = {
  response: useUpdateAiModelMutation$data;
  variables: useUpdateAiModelMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateAiModelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateAiModelPayload",
        "kind": "LinkedField",
        "name": "updateAiModel",
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
              (v2/*:: as any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateAiModelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateAiModelPayload",
        "kind": "LinkedField",
        "name": "updateAiModel",
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
              (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
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
    "cacheID": "7c0f3712cdbca9054fbb960c839f627d",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiModelMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiModelMutation(\n  $input: UpdateAiModelInput!\n) {\n  updateAiModel(input: $input) {\n    aiModel {\n      id\n      ...AiModelRow_model\n      ...AiModelFormModal_model\n    }\n  }\n}\n\nfragment AiModelFormModal_model on AiModel {\n  id\n  provider\n  modelName\n  displayName\n  maxTokens\n  enabled\n  version\n  tools {\n    id\n  }\n}\n\nfragment AiModelRow_model on AiModel {\n  id\n  displayName\n  provider\n  providerConfigured\n  modelName\n  enabled\n  maxTokens\n  version\n  tools {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c0e6283dd8861bc2460edda9fabb2aa";

export default node;
