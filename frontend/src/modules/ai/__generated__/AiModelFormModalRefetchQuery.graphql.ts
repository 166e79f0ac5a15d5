/**
 * @generated SignedSource<<fce3a42ec85d1560f1119e2f8e85a43c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiModelFormModalRefetchQuery$variables = {
  id: string;
};
export type AiModelFormModalRefetchQuery$data = {
  readonly node: {
    readonly AiModelFormModal_model: {
      readonly " $fragmentSpreads": FragmentRefs<"AiModelFormModal_model">;
    } | null | undefined;
  } | null | undefined;
};
export type AiModelFormModalRefetchQuery = {
  response: AiModelFormModalRefetchQuery$data;
  variables: AiModelFormModalRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
    "name": "AiModelFormModalRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AiModelFormModal_model"
                }
              ],
              "type": "AiModel",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "AiModelFormModal_model"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AiModelFormModalRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                "name": "modelName",
                "storageKey": null
              },
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
                "name": "maxTokens",
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
                "concreteType": "AiTool",
                "kind": "LinkedField",
                "name": "tools",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "AiModel",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f02505225ff040583227f66ddafa2254",
    "id": null,
    "metadata": {},
    "name": "AiModelFormModalRefetchQuery",
    "operationKind": "query",
    "text": "query AiModelFormModalRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...AiModelFormModal_model\n    id\n  }\n}\n\nfragment AiModelFormModal_model on AiModel {\n  id\n  provider\n  modelName\n  displayName\n  maxTokens\n  enabled\n  version\n  tools {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f8e364cccd1bce4c958c29842f4e8a2";

export default node;
