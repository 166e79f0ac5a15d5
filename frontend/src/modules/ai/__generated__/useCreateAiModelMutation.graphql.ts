/**
 * @generated SignedSource<<a042a57cb620e4c23a3e12db89643505>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateAiModelInput = {
  displayName: string;
  enabled?: boolean;
  maxTokens?: number;
  modelName: string;
  provider: string;
  toolIds?: ReadonlyArray<string>;
};
export type useCreateAiModelMutation$variables = {
  input: CreateAiModelInput;
};
export type useCreateAiModelMutation$data = {
  readonly createAiModel: {
    readonly aiModel: {
      readonly displayName: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AiModelFormModal_model" | "AiModelRow_model">;
    };
  };
};
export type useCreateAiModelMutation = {
  response: useCreateAiModelMutation$data;
  variables: useCreateAiModelMutation$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateAiModelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateAiModelPayload",
        "kind": "LinkedField",
        "name": "createAiModel",
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
              (v3/*:: as any*/),
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
    "name": "useCreateAiModelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateAiModelPayload",
        "kind": "LinkedField",
        "name": "createAiModel",
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
              (v3/*:: as any*/),
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
    "cacheID": "ec8d187d9ddfa33d3d949b2a2e13bcb4",
    "id": null,
    "metadata": {},
    "name": "useCreateAiModelMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateAiModelMutation(\n  $input: CreateAiModelInput!\n) {\n  createAiModel(input: $input) {\n    aiModel {\n      id\n      displayName\n      ...AiModelRow_model\n      ...AiModelFormModal_model\n    }\n  }\n}\n\nfragment AiModelFormModal_model on AiModel {\n  id\n  provider\n  modelName\n  displayName\n  maxTokens\n  enabled\n  version\n  tools {\n    id\n  }\n}\n\nfragment AiModelRow_model on AiModel {\n  id\n  displayName\n  provider\n  providerConfigured\n  modelName\n  enabled\n  maxTokens\n  version\n  tools {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "df08fa7d6254c505f66167b2e83e8297";

export default node;
