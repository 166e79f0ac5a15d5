/**
 * @generated SignedSource<<c843e253feba1e2ea99dd906fa815a31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type WorkflowInstanceOrderField = "NAME" | "STARTED_AT" | "UPDATED_AT" | "%future added value";
export type WorkflowProgress = "ARCHIVED" | "COMPLETED" | "IN_PROGRESS" | "%future added value";
export type WorkflowInstanceFilter = {
  keyword?: string | null | undefined;
  overdue?: boolean | null | undefined;
  ownerId?: string | null | undefined;
  progress?: ReadonlyArray<WorkflowProgress> | null | undefined;
  templateId?: string | null | undefined;
  waitingForMe?: boolean | null | undefined;
};
export type WorkflowInstanceOrder = {
  direction: OrderDirection;
  field: WorkflowInstanceOrderField;
};
export type WorkflowInstanceListPaginationQuery$variables = {
  after?: string | null | undefined;
  filter?: WorkflowInstanceFilter | null | undefined;
  first?: number | null | undefined;
  orderBy?: WorkflowInstanceOrder | null | undefined;
};
export type WorkflowInstanceListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowInstanceList_query">;
};
export type WorkflowInstanceListPaginationQuery = {
  response: WorkflowInstanceListPaginationQuery$data;
  variables: WorkflowInstanceListPaginationQuery$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkflowInstanceListPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "WorkflowInstanceList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkflowInstanceListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkflowInstanceConnection",
        "kind": "LinkedField",
        "name": "workflowInstances",
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
            "concreteType": "WorkflowInstanceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkflowInstance",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "templateName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "progress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "overdue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "waitingForMe",
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
                    "name": "doneStepCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Employee",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkflowInstanceStep",
                    "kind": "LinkedField",
                    "name": "currentStep",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "key",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "waitingFor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Role",
                        "kind": "LinkedField",
                        "name": "approverRole",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "deleted",
                            "storageKey": null
                          }
                        ],
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
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "WorkflowInstanceList_workflowInstances",
        "kind": "LinkedHandle",
        "name": "workflowInstances"
      }
    ]
  },
  "params": {
    "cacheID": "1cbc4e768ac7c48a3871cc5d5d879811",
    "id": null,
    "metadata": {},
    "name": "WorkflowInstanceListPaginationQuery",
    "operationKind": "query",
    "text": "query WorkflowInstanceListPaginationQuery(\n  $after: String\n  $filter: WorkflowInstanceFilter\n  $first: Int = 20\n  $orderBy: WorkflowInstanceOrder\n) {\n  ...WorkflowInstanceList_query_5SL3L\n}\n\nfragment WorkflowInstanceList_query_5SL3L on Query {\n  workflowInstances(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        ...WorkflowInstanceRow_instance\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment WorkflowInstanceRow_instance on WorkflowInstance {\n  id\n  name\n  templateName\n  progress\n  overdue\n  waitingForMe\n  ...WorkflowStepsDone_instance\n  startedAt\n  owner {\n    id\n    name\n  }\n  currentStep {\n    key\n    name\n    waitingFor\n    approverRole {\n      name\n      deleted\n    }\n  }\n}\n\nfragment WorkflowStepsDone_instance on WorkflowInstance {\n  progress\n  stepCount\n  doneStepCount\n}\n"
  }
};
})();

(node as any).hash = "8eb30e4a8e30e0fa1399232b099a346f";

export default node;
