/**
 * @generated SignedSource<<b875599ae5ea16d7540d4f81aa99066e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationRequirementRootsPaginationQuery$variables = {
  after?: string | null | undefined;
  applicationId: string;
  first?: number | null | undefined;
};
export type ApplicationRequirementRootsPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationRequirementRoots_query">;
};
export type ApplicationRequirementRootsPaginationQuery = {
  response: ApplicationRequirementRootsPaginationQuery$data;
  variables: ApplicationRequirementRootsPaginationQuery$variables;
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
    "value": "REQUIREMENTS"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplicationRequirementRootsPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
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
    "name": "ApplicationRequirementRootsPaginationQuery",
    "selections": [
      {
        "alias": "requirementRoots",
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
        "alias": "requirementRoots",
        "args": (v4/*:: as any*/),
        "filters": [
          "applicationId",
          "tree"
        ],
        "handle": "connection",
        "key": "ApplicationRequirementRoots_requirementRoots",
        "kind": "LinkedHandle",
        "name": "applicationRoots"
      }
    ]
  },
  "params": {
    "cacheID": "eb791ad25f3b1457067d68d48ac04e1d",
    "id": null,
    "metadata": {},
    "name": "ApplicationRequirementRootsPaginationQuery",
    "operationKind": "query",
    "text": "query ApplicationRequirementRootsPaginationQuery(\n  $after: String\n  $applicationId: ID!\n  $first: Int = 100\n) {\n  ...ApplicationRequirementRoots_query_4gA6s3\n}\n\nfragment ApplicationRequirementRoots_query_4gA6s3 on Query {\n  requirementRoots: applicationRoots(applicationId: $applicationId, tree: REQUIREMENTS, first: $first, after: $after) {\n    edges {\n      node {\n        id\n        ...ApplicationTreeItem_node\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ApplicationTreeItem_node on ApplicationNode {\n  id\n  name\n  kind\n  tree\n  statusId\n  childCount\n  progress {\n    completed\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ffb0c3c668181e91255ef22ef93258f";

export default node;
