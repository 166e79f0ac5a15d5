/**
 * @generated SignedSource<<7138d11bd47f74b1cabcfc7ea232408d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryTimelinePaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  id: string;
  withReason?: boolean | null | undefined;
};
export type HistoryTimelinePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_query">;
};
export type HistoryTimelinePaginationQuery = {
  response: HistoryTimelinePaginationQuery$data;
  variables: HistoryTimelinePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "withReason"
  }
],
v1 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v2 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v3 = {
  "kind": "Variable",
  "name": "id",
  "variableName": "id"
},
v4 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "newText",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "oldText",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = [
  (v7/*:: as any*/)
],
v12 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v13 = [
  (v5/*:: as any*/)
],
v14 = [
  (v10/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isNode"
  },
  (v6/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v11/*:: as any*/),
    "type": "Employee",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v12/*:: as any*/),
    "type": "Task",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v11/*:: as any*/),
    "type": "Tag",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v11/*:: as any*/),
    "type": "Project",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v12/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v13/*:: as any*/),
    "type": "IssueStatus",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v13/*:: as any*/),
    "type": "IssueCategory",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applicationName",
        "storageKey": null
      }
    ],
    "type": "Application",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v7/*:: as any*/),
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
        "concreteType": "Application",
        "kind": "LinkedField",
        "name": "application",
        "plural": false,
        "selections": [
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ApplicationNode",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v11/*:: as any*/),
    "type": "Agent",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v11/*:: as any*/),
    "type": "AgentRole",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      }
    ],
    "type": "AiModel",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v12/*:: as any*/),
    "type": "ChatRoom",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v11/*:: as any*/),
    "type": "WorkflowTemplate",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v11/*:: as any*/),
    "type": "WorkflowInstance",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HistoryTimelinePaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withReason",
            "variableName": "withReason"
          }
        ],
        "kind": "FragmentSpread",
        "name": "HistoryTimeline_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistoryTimelinePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "HistoryConnection",
        "kind": "LinkedField",
        "name": "history",
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
            "concreteType": "HistoryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "HistoryEntry",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sequence",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recordedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Employee",
                    "kind": "LinkedField",
                    "name": "actor",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "avatarUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viaApiToken",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChangeLine",
                    "kind": "LinkedField",
                    "name": "facts",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FieldChange",
                    "kind": "LinkedField",
                    "name": "changes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "field",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "oldValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "newValue",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChangeLine",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v9/*:: as any*/),
                          (v8/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "oldRef",
                        "plural": false,
                        "selections": (v14/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "newRef",
                        "plural": false,
                        "selections": (v14/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "condition": "withReason",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "payload",
                        "storageKey": null
                      }
                    ]
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": [
          "id"
        ],
        "handle": "connection",
        "key": "HistoryTimeline_history",
        "kind": "LinkedHandle",
        "name": "history"
      }
    ]
  },
  "params": {
    "cacheID": "6da62d2b129af6e5de0c179a2bd3fb9f",
    "id": null,
    "metadata": {},
    "name": "HistoryTimelinePaginationQuery",
    "operationKind": "query",
    "text": "query HistoryTimelinePaginationQuery(\n  $after: String\n  $first: Int = 20\n  $id: ID!\n  $withReason: Boolean = false\n) {\n  ...HistoryTimeline_query_4gEoUc\n}\n\nfragment HistoryEntryItem_entry_4erBF4 on HistoryEntry {\n  sequence\n  payload @include(if: $withReason)\n  label\n  recordedAt\n  actor {\n    id\n    name\n    avatarUrl\n  }\n  viaApiToken\n  facts {\n    label\n    newText\n  }\n  changes {\n    field\n    label\n    oldValue\n    newValue\n    oldText\n    newText\n    items {\n      label\n      oldText\n      newText\n    }\n    oldRef {\n      __typename\n      __isNode: __typename\n      ... on Employee {\n        id\n        name\n      }\n      ... on Task {\n        id\n        title\n      }\n      ... on Tag {\n        id\n        name\n      }\n      ... on Project {\n        id\n        name\n      }\n      ... on Issue {\n        id\n        title\n      }\n      ... on IssueStatus {\n        id\n        label\n      }\n      ... on IssueCategory {\n        id\n        label\n      }\n      ... on Application {\n        id\n        applicationName\n      }\n      ... on ApplicationNode {\n        id\n        name\n        tree\n        application {\n          id\n        }\n      }\n      ... on Agent {\n        id\n        name\n      }\n      ... on AgentRole {\n        id\n        name\n      }\n      ... on AiModel {\n        id\n        displayName\n      }\n      ... on ChatRoom {\n        id\n        title\n      }\n      ... on WorkflowTemplate {\n        id\n        name\n      }\n      ... on WorkflowInstance {\n        id\n        name\n      }\n      id\n    }\n    newRef {\n      __typename\n      __isNode: __typename\n      ... on Employee {\n        id\n        name\n      }\n      ... on Task {\n        id\n        title\n      }\n      ... on Tag {\n        id\n        name\n      }\n      ... on Project {\n        id\n        name\n      }\n      ... on Issue {\n        id\n        title\n      }\n      ... on IssueStatus {\n        id\n        label\n      }\n      ... on IssueCategory {\n        id\n        label\n      }\n      ... on Application {\n        id\n        applicationName\n      }\n      ... on ApplicationNode {\n        id\n        name\n        tree\n        application {\n          id\n        }\n      }\n      ... on Agent {\n        id\n        name\n      }\n      ... on AgentRole {\n        id\n        name\n      }\n      ... on AiModel {\n        id\n        displayName\n      }\n      ... on ChatRoom {\n        id\n        title\n      }\n      ... on WorkflowTemplate {\n        id\n        name\n      }\n      ... on WorkflowInstance {\n        id\n        name\n      }\n      id\n    }\n  }\n}\n\nfragment HistoryTimeline_query_4gEoUc on Query {\n  history(id: $id, first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        sequence\n        ...HistoryEntryItem_entry_4erBF4\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "61354d9c0597e1cf0e5d805eb9591358";

export default node;
