/**
 * @generated SignedSource<<6e2a33342e7afe06b064cd8ddc136ca6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationPageRootsPaginationQuery$variables = {
  after?: string | null | undefined;
  applicationId: string;
  first?: number | null | undefined;
};
export type ApplicationPageRootsPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationPageRoots_query">;
};
export type ApplicationPageRootsPaginationQuery = {
  response: ApplicationPageRootsPaginationQuery$data;
  variables: ApplicationPageRootsPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "applicationId"
  },
  {
    "defaultValue": 100,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v2 = {
  "kind": "Variable",
  "name": "applicationId",
  "variableName": "applicationId"
},
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v4 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  {
    "kind": "Literal",
    "name": "tree",
    "value": "PAGES"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplicationPageRootsPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ApplicationPageRoots_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApplicationPageRootsPaginationQuery",
    "selections": [
      {
        "alias": "pageRoots",
        "args": (v4/*:: as any*/),
        "concreteType": "ApplicationNodeConnection",
        "kind": "LinkedField",
        "name": "applicationRoots",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApplicationNodeEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationNode",
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
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tree",
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
                    "name": "childCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Progress",
                    "kind": "LinkedField",
                    "name": "progress",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "completed",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "total",
                        "storageKey": null
                      }
                    ],
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
        "storageKey": null
      },
      {
        "alias": "pageRoots",
        "args": (v4/*:: as any*/),
        "filters": [
          "applicationId",
          "tree"
        ],
        "handle": "connection",
        "key": "ApplicationPageRoots_pageRoots",
        "kind": "LinkedHandle",
        "name": "applicationRoots"
      }
    ]
  },
  "params": {
    "cacheID": "f3f181fb81d22fed98cf3495c567ddd8",
    "id": null,
    "metadata": {},
    "name": "ApplicationPageRootsPaginationQuery",
    "operationKind": "query",
    "text": "query ApplicationPageRootsPaginationQuery(\n  $after: String\n  $applicationId: ID!\n  $first: Int = 100\n) {\n  ...ApplicationPageRoots_query_4gA6s3\n}\n\nfragment ApplicationPageRoots_query_4gA6s3 on Query {\n  pageRoots: applicationRoots(applicationId: $applicationId, tree: PAGES, first: $first, after: $after) {\n    edges {\n      node {\n        id\n        ...ApplicationTreeItem_node\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ApplicationTreeItem_node on ApplicationNode {\n  id\n  name\n  kind\n  tree\n  statusId\n  childCount\n  progress {\n    completed\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "a60170f1408491d3f86a67e6b8ece4e8";

export default node;
