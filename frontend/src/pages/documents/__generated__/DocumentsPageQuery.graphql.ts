/**
 * @generated SignedSource<<e856aba2acdc5e7b3beefd7b3787d3ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentOrderField = "CREATED_AT" | "RELEVANCE" | "TITLE" | "UPDATED_AT" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DocumentFilter = {
  authorIds?: ReadonlyArray<string> | null | undefined;
  categoryIds?: ReadonlyArray<string> | null | undefined;
  favouritesOnly?: boolean;
  keyword?: string | null | undefined;
  permissionCategoryIds?: ReadonlyArray<string> | null | undefined;
  statusIds?: ReadonlyArray<number> | null | undefined;
  tagIds?: ReadonlyArray<string> | null | undefined;
};
export type DocumentOrder = {
  direction: OrderDirection;
  field: DocumentOrderField;
};
export type DocumentsPageQuery$variables = {
  filter?: DocumentFilter | null | undefined;
  first: number;
  keyword: string;
  orderBy?: DocumentOrder | null | undefined;
  withExcerpt: boolean;
};
export type DocumentsPageQuery$data = {
  readonly profile: {
    readonly roles: ReadonlyArray<{
      readonly roleId: number;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DocumentFilters_query" | "DocumentList_query">;
};
export type DocumentsPageQuery = {
  response: DocumentsPageQuery$data;
  variables: DocumentsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keyword"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withExcerpt"
},
v5 = {
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
v6 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v7 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v8 = {
  "kind": "Variable",
  "name": "keyword",
  "variableName": "keyword"
},
v9 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v10 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = [
  (v11/*:: as any*/),
  (v12/*:: as any*/)
],
v14 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v15 = [
  (v14/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentsPageQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "args": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withExcerpt",
            "variableName": "withExcerpt"
          }
        ],
        "kind": "FragmentSpread",
        "name": "DocumentList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DocumentFilters_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DocumentsPageQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "DocumentConnection",
        "kind": "LinkedField",
        "name": "documents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCountCapped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
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
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusId",
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
                    "name": "isFavourite",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "color",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Employee",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "condition": "withExcerpt",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": [
                          (v8/*:: as any*/)
                        ],
                        "concreteType": "TextPart",
                        "kind": "LinkedField",
                        "name": "excerpt",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "text",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "highlight",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ]
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "DocumentList_documents",
        "kind": "LinkedHandle",
        "name": "documents"
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
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
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "documentCategories(first:100)"
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "PermissionCategoryConnection",
        "kind": "LinkedField",
        "name": "permissionCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionCategoryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionCategory",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "permissionCategories(first:100)"
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": "EmployeeConnection",
        "kind": "LinkedField",
        "name": "employees",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmployeeEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "employees(first:100)"
      },
      {
        "alias": null,
        "args": [
          (v14/*:: as any*/),
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": {
              "direction": "ASC",
              "field": "NAME"
            }
          }
        ],
        "concreteType": "TagConnection",
        "kind": "LinkedField",
        "name": "tags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TagEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v13/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "tags(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
      }
    ]
  },
  "params": {
    "cacheID": "8f09844f929380c35444cece89fbfac9",
    "id": null,
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": "query DocumentsPageQuery(\n  $first: Int!\n  $filter: DocumentFilter\n  $orderBy: DocumentOrder\n  $keyword: String!\n  $withExcerpt: Boolean!\n) {\n  profile {\n    roles {\n      roleId\n    }\n  }\n  ...DocumentList_query_3MRDdD\n  ...DocumentFilters_query\n}\n\nfragment DocumentFilters_query on Query {\n  ...useDocumentFormChoices_query\n  ...useEmployeeFormChoices_query\n  ...useTagFormChoices_query\n}\n\nfragment DocumentList_query_3MRDdD on Query {\n  documents(first: $first, filter: $filter, orderBy: $orderBy) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        version\n        ...DocumentRow_document_9v4jJ\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DocumentRow_document_9v4jJ on Document {\n  id\n  version\n  title\n  statusId\n  updatedAt\n  isFavourite\n  category {\n    id\n    name\n  }\n  tags {\n    id\n    name\n    color\n  }\n  author {\n    id\n    name\n  }\n  excerpt(keyword: $keyword) @include(if: $withExcerpt) {\n    text\n    highlight\n  }\n}\n\nfragment useDocumentFormChoices_query on Query {\n  documentCategories(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  permissionCategories(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment useEmployeeFormChoices_query on Query {\n  employees(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment useTagFormChoices_query on Query {\n  tags(first: 100, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd0a9898f0177b1fa2c5d65e67767332";

export default node;
