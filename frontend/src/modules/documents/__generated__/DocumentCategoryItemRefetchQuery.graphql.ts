/**
 * @generated SignedSource<<16088e4375b0f2d09b03804d20cff0c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentCategoryItemRefetchQuery$variables = {
  id: string;
};
export type DocumentCategoryItemRefetchQuery$data = {
  readonly node: {
    readonly DocumentCategoryItem_category: {
      readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryItem_category">;
    } | null | undefined;
  } | null | undefined;
};
export type DocumentCategoryItemRefetchQuery = {
  response: DocumentCategoryItemRefetchQuery$data;
  variables: DocumentCategoryItemRefetchQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentCategoryItemRefetchQuery",
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
                  "name": "DocumentCategoryItem_category"
                }
              ],
              "type": "DocumentCategory",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "DocumentCategoryItem_category"
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
    "name": "DocumentCategoryItemRefetchQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
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
            "type": "DocumentCategory",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "65f8971d1d61ef6e918701981306a203",
    "id": null,
    "metadata": {},
    "name": "DocumentCategoryItemRefetchQuery",
    "operationKind": "query",
    "text": "query DocumentCategoryItemRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...DocumentCategoryItem_category\n    id\n  }\n}\n\nfragment DocumentCategoryItem_category on DocumentCategory {\n  id\n  name\n  description\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "38a3bec2d781324eead75562b5c3b1aa";

export default node;
