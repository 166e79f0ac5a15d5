/**
 * @generated SignedSource<<6b68e88cd78d653f59f3b5449ab1c76c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentCategoriesPageQuery$variables = Record<PropertyKey, never>;
export type DocumentCategoriesPageQuery$data = {
  readonly profile: {
    readonly roles: ReadonlyArray<{
      readonly roleId: number;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryManager_query">;
};
export type DocumentCategoriesPageQuery = {
  response: DocumentCategoriesPageQuery$data;
  variables: DocumentCategoriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentCategoriesPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DocumentCategoryManager_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DocumentCategoriesPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DocumentCategoryConnection",
        "kind": "LinkedField",
        "name": "documentCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategoryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "node",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "documentCategories(first:100)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "DocumentCategoryManager_documentCategories",
        "kind": "LinkedHandle",
        "name": "documentCategories"
      }
    ]
  },
  "params": {
    "cacheID": "cc21f47115382a06098a7d38acb51d5d",
    "id": null,
    "metadata": {},
    "name": "DocumentCategoriesPageQuery",
    "operationKind": "query",
    "text": "query DocumentCategoriesPageQuery {\n  profile {\n    roles {\n      roleId\n    }\n  }\n  ...DocumentCategoryManager_query\n}\n\nfragment DocumentCategoryItem_category on DocumentCategory {\n  id\n  name\n  description\n  version\n  updatedAt\n}\n\nfragment DocumentCategoryManager_query on Query {\n  documentCategories(first: 100) {\n    edges {\n      node {\n        id\n        ...DocumentCategoryItem_category\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7332927d86882e8f53b1e54d7cfa7d50";

export default node;
