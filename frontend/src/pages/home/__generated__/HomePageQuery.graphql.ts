/**
 * @generated SignedSource<<a93b6875a9fd44a10ad8a91b7423dd8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = {
  me: string;
  since: string;
  staff: boolean;
};
export type HomePageQuery$data = {
  readonly HomeApprovals_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeApprovals_query">;
  } | null | undefined;
  readonly HomeDeals_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeDeals_query">;
  } | null | undefined;
  readonly HomeEmailJobs_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeEmailJobs_query">;
  } | null | undefined;
  readonly HomeIssues_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeIssues_query">;
  } | null | undefined;
  readonly HomeQuestions_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeQuestions_query">;
  } | null | undefined;
  readonly HomeTasks_query?: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeTasks_query">;
  } | null | undefined;
  readonly profile: {
    readonly employeeId: string;
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"HomeActivity_query">;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "me"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "since"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "staff"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employeeId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "me",
  "variableName": "me"
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "items": [
    {
      "kind": "Variable",
      "name": "assigneeIds.0",
      "variableName": "me"
    }
  ],
  "kind": "ListValue",
  "name": "assigneeIds"
},
v8 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCountCapped",
  "storageKey": null
},
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
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priorityId",
  "storageKey": null
},
v15 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "DESC",
    "field": "UPDATED_AT"
  }
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "overdue",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scope",
  "storageKey": null
},
v20 = [
  (v11/*:: as any*/),
  (v3/*:: as any*/)
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v22 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 15
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "staff",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v6/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "HomeTasks_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "HomeTasks_query"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v6/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "HomeIssues_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "HomeIssues_query"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "HomeApprovals_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "HomeApprovals_query"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "HomeQuestions_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "HomeQuestions_query"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v6/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "HomeDeals_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "HomeDeals_query"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v5/*:: as any*/),
                    {
                      "kind": "Variable",
                      "name": "since",
                      "variableName": "since"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "HomeEmailJobs_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "HomeEmailJobs_query"
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeActivity_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "condition": "staff",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "fields": [
                  (v7/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "statusIds",
                    "value": [
                      1,
                      2
                    ]
                  }
                ],
                "kind": "ObjectValue",
                "name": "filter"
              },
              (v8/*:: as any*/),
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": {
                  "direction": "ASC",
                  "field": "DUE_DATE"
                }
              }
            ],
            "concreteType": "TaskConnection",
            "kind": "LinkedField",
            "name": "tasks",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TaskEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Task",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dueDate",
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
          },
          {
            "alias": null,
            "args": [
              {
                "fields": [
                  (v7/*:: as any*/)
                ],
                "kind": "ObjectValue",
                "name": "filter"
              },
              (v8/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "concreteType": "IssueConnection",
            "kind": "LinkedField",
            "name": "issues",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Issue",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v14/*:: as any*/),
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
                        "concreteType": "IssueStatus",
                        "kind": "LinkedField",
                        "name": "status",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          (v16/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "color",
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
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "filter",
                "value": {
                  "waitingForMe": true
                }
              },
              (v8/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "concreteType": "WorkflowInstanceConnection",
            "kind": "LinkedField",
            "name": "workflowInstances",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
                      (v11/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "templateName",
                        "storageKey": null
                      },
                      (v17/*:: as any*/),
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
                            "name": "dueAt",
                            "storageKey": null
                          },
                          (v17/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "workflowInstances(filter:{\"waitingForMe\":true},first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"UPDATED_AT\"})"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "filter",
                "value": {
                  "addressedToMe": true,
                  "statusIds": [
                    3
                  ]
                }
              },
              (v8/*:: as any*/),
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": {
                  "direction": "DESC",
                  "field": "CREATED_AT"
                }
              }
            ],
            "concreteType": "QuestionConnection",
            "kind": "LinkedField",
            "name": "questions",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QuestionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Question",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v19/*:: as any*/),
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
                        "concreteType": "Employee",
                        "kind": "LinkedField",
                        "name": "asker",
                        "plural": false,
                        "selections": (v20/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Project",
                        "kind": "LinkedField",
                        "name": "project",
                        "plural": false,
                        "selections": (v20/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "questions(filter:{\"addressedToMe\":true,\"statusIds\":[3]},first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CREATED_AT\"})"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "cardsPerColumn",
                "value": 1
              },
              {
                "fields": [
                  {
                    "kind": "Variable",
                    "name": "ownerId",
                    "variableName": "me"
                  }
                ],
                "kind": "ObjectValue",
                "name": "filter"
              }
            ],
            "concreteType": "DealBoard",
            "kind": "LinkedField",
            "name": "dealBoard",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DealColumn",
                "kind": "LinkedField",
                "name": "columns",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DealStatus",
                    "kind": "LinkedField",
                    "name": "dealStatus",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "currency",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "minorUnits",
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
          },
          {
            "alias": null,
            "args": [
              {
                "fields": [
                  {
                    "kind": "Variable",
                    "name": "authorId",
                    "variableName": "me"
                  },
                  {
                    "kind": "Variable",
                    "name": "queuedSince",
                    "variableName": "since"
                  }
                ],
                "kind": "ObjectValue",
                "name": "filter"
              },
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              },
              (v15/*:: as any*/)
            ],
            "concreteType": "EmailJobConnection",
            "kind": "LinkedField",
            "name": "emailJobs",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailJobEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EmailJob",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v21/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "subject",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "EmailReport",
                        "kind": "LinkedField",
                        "name": "report",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "accepted",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "delivered",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "opened",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "clicked",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "permanentFailures",
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
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v22/*:: as any*/),
        "concreteType": "ActivityConnection",
        "kind": "LinkedField",
        "name": "activity",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ActivityEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ActivityEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventType",
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subjectTitle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Employee",
                    "kind": "LinkedField",
                    "name": "actor",
                    "plural": false,
                    "selections": (v20/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "subject",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      {
                        "kind": "TypeDiscriminator",
                        "abstractKey": "__isNode"
                      },
                      (v11/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v21/*:: as any*/)
                        ],
                        "type": "EmailJob",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v19/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Project",
                            "kind": "LinkedField",
                            "name": "project",
                            "plural": false,
                            "selections": [
                              (v11/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "Question",
                        "abstractKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v18/*:: as any*/)
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
          }
        ],
        "storageKey": "activity(first:15)"
      },
      {
        "alias": null,
        "args": (v22/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "HomeActivity_activity",
        "kind": "LinkedHandle",
        "name": "activity"
      }
    ]
  },
  "params": {
    "cacheID": "a5dfd7b0c27328fb59bae3290942fc95",
    "id": null,
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery(\n  $me: ID!\n  $staff: Boolean!\n  $since: DateTime!\n) {\n  profile {\n    name\n    employeeId\n  }\n  ...HomeTasks_query_2uXS15 @include(if: $staff)\n  ...HomeIssues_query_2uXS15 @include(if: $staff)\n  ...HomeApprovals_query @include(if: $staff)\n  ...HomeQuestions_query @include(if: $staff)\n  ...HomeDeals_query_2uXS15 @include(if: $staff)\n  ...HomeEmailJobs_query_1hiJyK @include(if: $staff)\n  ...HomeActivity_query\n}\n\nfragment HomeActivity_query on Query {\n  activity(first: 15) {\n    edges {\n      node {\n        id\n        at\n        eventType\n        label\n        subjectTitle\n        actor {\n          id\n          name\n        }\n        subject {\n          __typename\n          __isNode: __typename\n          id\n          ... on EmailJob {\n            kind\n          }\n          ... on Question {\n            scope\n            project {\n              id\n            }\n          }\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment HomeApprovals_query on Query {\n  workflowInstances(first: 5, filter: {waitingForMe: true}, orderBy: {field: UPDATED_AT, direction: DESC}) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        name\n        templateName\n        overdue\n        currentStep {\n          key\n          name\n          dueAt\n          overdue\n        }\n      }\n    }\n  }\n}\n\nfragment HomeDeals_query_2uXS15 on Query {\n  dealBoard(filter: {ownerId: $me}, cardsPerColumn: 1) {\n    columns {\n      dealStatus {\n        statusId\n        label\n      }\n      count\n      totals {\n        amount\n        currency\n        minorUnits\n      }\n    }\n  }\n}\n\nfragment HomeEmailJobs_query_1hiJyK on Query {\n  emailJobs(first: 50, filter: {authorId: $me, queuedSince: $since}, orderBy: {field: UPDATED_AT, direction: DESC}) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        kind\n        subject\n        status\n        report {\n          accepted\n          delivered\n          opened\n          clicked\n          permanentFailures\n        }\n      }\n    }\n  }\n}\n\nfragment HomeIssues_query_2uXS15 on Query {\n  issues(first: 5, filter: {assigneeIds: [$me]}, orderBy: {field: UPDATED_AT, direction: DESC}) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        title\n        priorityId\n        updatedAt\n        status {\n          id\n          label\n          color\n        }\n      }\n    }\n  }\n}\n\nfragment HomeQuestions_query on Query {\n  questions(first: 5, filter: {addressedToMe: true, statusIds: [3]}, orderBy: {field: CREATED_AT, direction: DESC}) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        __typename\n        id\n        title\n        scope\n        createdAt\n        asker {\n          id\n          name\n        }\n        project {\n          id\n          name\n        }\n      }\n    }\n  }\n}\n\nfragment HomeTasks_query_2uXS15 on Query {\n  tasks(first: 5, filter: {assigneeIds: [$me], statusIds: [1, 2]}, orderBy: {field: DUE_DATE, direction: ASC}) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        title\n        statusId\n        priorityId\n        dueDate\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fef873038460e11031fefbd6134ff493";

export default node;
