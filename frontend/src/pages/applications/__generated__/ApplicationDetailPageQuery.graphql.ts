/**
 * @generated SignedSource<<b669c9af6d21d9848cbd2694d0b1cc31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationDetailPageQuery$variables = {
  id: string;
};
export type ApplicationDetailPageQuery$data = {
  readonly node: {
    readonly __typename: string;
    readonly ApplicationDetail_application: {
      readonly " $fragmentSpreads": FragmentRefs<"ApplicationDetail_application">;
    } | null | undefined;
    readonly ApplicationTraceability_application: {
      readonly " $fragmentSpreads": FragmentRefs<"ApplicationTraceability_application">;
    } | null | undefined;
    readonly applicationName?: string;
    readonly id?: string;
    readonly version?: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationPageRoots_query" | "ApplicationRequirementRoots_query">;
};
export type ApplicationDetailPageQuery = {
  response: ApplicationDetailPageQuery$data;
  variables: ApplicationDetailPageQuery$variables;
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
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v6 = {
  "kind": "Variable",
  "name": "applicationId",
  "variableName": "id"
},
v7 = [
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = [
  (v3/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = [
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
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tree",
  "storageKey": null
},
v14 = [
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
          (v3/*:: as any*/),
          (v9/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v15 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v16 = [
  (v6/*:: as any*/),
  (v15/*:: as any*/),
  {
    "kind": "Literal",
    "name": "tree",
    "value": "PAGES"
  }
],
v17 = [
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
          (v3/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          (v13/*:: as any*/),
          (v8/*:: as any*/),
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
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          (v2/*:: as any*/)
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
v18 = [
  "applicationId",
  "tree"
],
v19 = [
  (v6/*:: as any*/),
  (v15/*:: as any*/),
  {
    "kind": "Literal",
    "name": "tree",
    "value": "REQUIREMENTS"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplicationDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Application",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ApplicationDetail_application"
                }
              ],
              "type": "Application",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "ApplicationDetail_application"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ApplicationTraceability_application"
                }
              ],
              "type": "Application",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "ApplicationTraceability_application"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v7/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ApplicationPageRoots_query"
      },
      {
        "args": (v7/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ApplicationRequirementRoots_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApplicationDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Application",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Progress",
                "kind": "LinkedField",
                "name": "pageProgress",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Progress",
                "kind": "LinkedField",
                "name": "requirementProgress",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "ApplicationNodeConnection",
                "kind": "LinkedField",
                "name": "requirementsWithoutPage",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": "requirementsWithoutPage(first:50)"
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "ApplicationNodeConnection",
                "kind": "LinkedField",
                "name": "pagesWithoutRequirement",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": "pagesWithoutRequirement(first:50)"
              }
            ],
            "type": "Application",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "pageRoots",
        "args": (v16/*:: as any*/),
        "concreteType": "ApplicationNodeConnection",
        "kind": "LinkedField",
        "name": "applicationRoots",
        "plural": false,
        "selections": (v17/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "pageRoots",
        "args": (v16/*:: as any*/),
        "filters": (v18/*:: as any*/),
        "handle": "connection",
        "key": "ApplicationPageRoots_pageRoots",
        "kind": "LinkedHandle",
        "name": "applicationRoots"
      },
      {
        "alias": "requirementRoots",
        "args": (v19/*:: as any*/),
        "concreteType": "ApplicationNodeConnection",
        "kind": "LinkedField",
        "name": "applicationRoots",
        "plural": false,
        "selections": (v17/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "requirementRoots",
        "args": (v19/*:: as any*/),
        "filters": (v18/*:: as any*/),
        "handle": "connection",
        "key": "ApplicationRequirementRoots_requirementRoots",
        "kind": "LinkedHandle",
        "name": "applicationRoots"
      }
    ]
  },
  "params": {
    "cacheID": "aef0b0aa107180c0f360104c04a2b147",
    "id": null,
    "metadata": {},
    "name": "ApplicationDetailPageQuery",
    "operationKind": "query",
    "text": "query ApplicationDetailPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Application {\n      id\n      applicationName\n      version\n    }\n    ...ApplicationDetail_application\n    ...ApplicationTraceability_application\n    id\n  }\n  ...ApplicationPageRoots_query_4Gm7W1\n  ...ApplicationRequirementRoots_query_4Gm7W1\n}\n\nfragment ApplicationDetail_application on Application {\n  id\n  applicationName\n  description\n  statusId\n  createdAt\n  updatedAt\n  version\n  project {\n    id\n    name\n  }\n  createdBy {\n    id\n    name\n  }\n  ...ApplicationProgress_application\n  ...ApplicationForm_application\n}\n\nfragment ApplicationForm_application on Application {\n  id\n  applicationName\n  description\n  statusId\n  version\n  project {\n    id\n    name\n  }\n}\n\nfragment ApplicationPageRoots_query_4Gm7W1 on Query {\n  pageRoots: applicationRoots(applicationId: $id, tree: PAGES, first: 100) {\n    edges {\n      node {\n        id\n        ...ApplicationTreeItem_node\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ApplicationProgress_application on Application {\n  pageProgress {\n    completed\n    total\n  }\n  requirementProgress {\n    completed\n    total\n  }\n}\n\nfragment ApplicationRequirementRoots_query_4Gm7W1 on Query {\n  requirementRoots: applicationRoots(applicationId: $id, tree: REQUIREMENTS, first: 100) {\n    edges {\n      node {\n        id\n        ...ApplicationTreeItem_node\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ApplicationTraceability_application on Application {\n  id\n  requirementsWithoutPage(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        tree\n      }\n    }\n  }\n  pagesWithoutRequirement(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        tree\n      }\n    }\n  }\n}\n\nfragment ApplicationTreeItem_node on ApplicationNode {\n  id\n  name\n  kind\n  tree\n  statusId\n  childCount\n  progress {\n    completed\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c581559d89acf7d1a2dedc9a580ee52";

export default node;
