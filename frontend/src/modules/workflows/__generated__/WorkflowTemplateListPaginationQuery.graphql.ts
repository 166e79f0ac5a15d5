/**
 * @generated SignedSource<<6503b6e5e7a18c96c2b5cbfedbc2accc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type WorkflowTemplateOrderField = "CREATED_AT" | "NAME" | "UPDATED_AT" | "%future added value";
export type WorkflowVisibility = "ACTIVE" | "HIDDEN" | "INACTIVE" | "%future added value";
export type WorkflowTemplateFilter = {
  archived?: boolean | null | undefined;
  keyword?: string | null | undefined;
  visibility?: ReadonlyArray<WorkflowVisibility> | null | undefined;
};
export type WorkflowTemplateOrder = {
  direction: OrderDirection;
  field: WorkflowTemplateOrderField;
};
export type WorkflowTemplateListPaginationQuery$variables = {
  after?: string | null | undefined;
  filter?: WorkflowTemplateFilter | null | undefined;
  first?: number | null | undefined;
  orderBy?: WorkflowTemplateOrder | null | undefined;
};
export type WorkflowTemplateListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateList_query">;
};
export type WorkflowTemplateListPaginationQuery = {
  response: WorkflowTemplateListPaginationQuery$data;
  variables: WorkflowTemplateListPaginationQuery$variables;
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
    "name": "filter"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkflowTemplateListPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "WorkflowTemplateList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkflowTemplateListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkflowTemplateConnection",
        "kind": "LinkedField",
        "name": "workflowTemplates",
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
            "concreteType": "WorkflowTemplateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkflowTemplate",
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
                    "name": "version",
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
                    "name": "visibility",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "archived",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stepCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "runningInstanceCount",
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "WorkflowTemplateList_workflowTemplates",
        "kind": "LinkedHandle",
        "name": "workflowTemplates"
      }
    ]
  },
  "params": {
    "cacheID": "d0a2f3ca61bb4ec58dd74744a190c8a8",
    "id": null,
    "metadata": {},
    "name": "WorkflowTemplateListPaginationQuery",
    "operationKind": "query",
    "text": "query WorkflowTemplateListPaginationQuery(\n  $after: String\n  $filter: WorkflowTemplateFilter\n  $first: Int = 20\n  $orderBy: WorkflowTemplateOrder\n) {\n  ...WorkflowTemplateList_query_5SL3L\n}\n\nfragment WorkflowTemplateList_query_5SL3L on Query {\n  workflowTemplates(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        version\n        ...WorkflowTemplateRow_template\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment WorkflowTemplateRow_template on WorkflowTemplate {\n  id\n  version\n  name\n  description\n  visibility\n  archived\n  stepCount\n  runningInstanceCount\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "684625e73ad6acd3b2829ccb5db26553";

export default node;
