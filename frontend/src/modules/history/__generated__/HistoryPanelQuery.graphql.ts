/**
 * @generated SignedSource<<a510e72a6fa0f3335c7682add270e064>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryPanelQuery$variables = {
  first: number;
  id: string;
  withReason: boolean;
};
export type HistoryPanelQuery$data = {
  readonly latest: {
    readonly totalCount: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_query">;
};
export type HistoryPanelQuery = {
  response: HistoryPanelQuery$data;
  variables: HistoryPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withReason"
},
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v4 = {
  "kind": "Variable",
  "name": "id",
  "variableName": "id"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": "latest",
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
    },
    (v4/*:: as any*/)
  ],
  "concreteType": "HistoryConnection",
  "kind": "LinkedField",
  "name": "history",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "newText",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "oldText",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v14 = [
  (v10/*:: as any*/)
],
v15 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v16 = [
  (v8/*:: as any*/)
],
v17 = [
  (v13/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isNode"
  },
  (v9/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v14/*:: as any*/),
    "type": "Employee",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v15/*:: as any*/),
    "type": "Task",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v14/*:: as any*/),
    "type": "Tag",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v14/*:: as any*/),
    "type": "Project",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v15/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v16/*:: as any*/),
    "type": "IssueStatus",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v16/*:: as any*/),
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
      (v10/*:: as any*/),
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
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ApplicationNode",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v14/*:: as any*/),
    "type": "Agent",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v14/*:: as any*/),
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
    "selections": (v15/*:: as any*/),
    "type": "ChatRoom",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v14/*:: as any*/),
    "type": "WorkflowTemplate",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v14/*:: as any*/),
    "type": "WorkflowInstance",
    "abstractKey": null
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
    "name": "HistoryPanelQuery",
    "selections": [
      {
        "args": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withReason",
            "variableName": "withReason"
          }
        ],
        "kind": "FragmentSpread",
        "name": "HistoryTimeline_query"
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HistoryPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "HistoryConnection",
        "kind": "LinkedField",
        "name": "history",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v8/*:: as any*/),
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
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
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
                      (v8/*:: as any*/),
                      (v11/*:: as any*/)
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
                      (v8/*:: as any*/),
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
                      (v12/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChangeLine",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          (v8/*:: as any*/),
                          (v12/*:: as any*/),
                          (v11/*:: as any*/)
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
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "newRef",
                        "plural": false,
                        "selections": (v17/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
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
        "args": (v7/*:: as any*/),
        "filters": [
          "id"
        ],
        "handle": "connection",
        "key": "HistoryTimeline_history",
        "kind": "LinkedHandle",
        "name": "history"
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "60d9b9c74b7cc98cb2ae238b6a4175f4",
    "id": null,
    "metadata": {},
    "name": "HistoryPanelQuery",
    "operationKind": "query",
    "text": "query HistoryPanelQuery(\n  $id: ID!\n  $first: Int!\n  $withReason: Boolean!\n) {\n  ...HistoryTimeline_query_3bbAYF\n  latest: history(id: $id, first: 1) {\n    totalCount\n  }\n}\n\nfragment HistoryEntryItem_entry_4erBF4 on HistoryEntry {\n  sequence\n  payload @include(if: $withReason)\n  label\n  recordedAt\n  actor {\n    id\n    name\n    avatarUrl\n  }\n  viaApiToken\n  facts {\n    label\n    newText\n  }\n  changes {\n    field\n    label\n    oldValue\n    newValue\n    oldText\n    newText\n    items {\n      label\n      oldText\n      newText\n    }\n    oldRef {\n      __typename\n      __isNode: __typename\n      ... on Employee {\n        id\n        name\n      }\n      ... on Task {\n        id\n        title\n      }\n      ... on Tag {\n        id\n        name\n      }\n      ... on Project {\n        id\n        name\n      }\n      ... on Issue {\n        id\n        title\n      }\n      ... on IssueStatus {\n        id\n        label\n      }\n      ... on IssueCategory {\n        id\n        label\n      }\n      ... on Application {\n        id\n        applicationName\n      }\n      ... on ApplicationNode {\n        id\n        name\n        tree\n        application {\n          id\n        }\n      }\n      ... on Agent {\n        id\n        name\n      }\n      ... on AgentRole {\n        id\n        name\n      }\n      ... on AiModel {\n        id\n        displayName\n      }\n      ... on ChatRoom {\n        id\n        title\n      }\n      ... on WorkflowTemplate {\n        id\n        name\n      }\n      ... on WorkflowInstance {\n        id\n        name\n      }\n      id\n    }\n    newRef {\n      __typename\n      __isNode: __typename\n      ... on Employee {\n        id\n        name\n      }\n      ... on Task {\n        id\n        title\n      }\n      ... on Tag {\n        id\n        name\n      }\n      ... on Project {\n        id\n        name\n      }\n      ... on Issue {\n        id\n        title\n      }\n      ... on IssueStatus {\n        id\n        label\n      }\n      ... on IssueCategory {\n        id\n        label\n      }\n      ... on Application {\n        id\n        applicationName\n      }\n      ... on ApplicationNode {\n        id\n        name\n        tree\n        application {\n          id\n        }\n      }\n      ... on Agent {\n        id\n        name\n      }\n      ... on AgentRole {\n        id\n        name\n      }\n      ... on AiModel {\n        id\n        displayName\n      }\n      ... on ChatRoom {\n        id\n        title\n      }\n      ... on WorkflowTemplate {\n        id\n        name\n      }\n      ... on WorkflowInstance {\n        id\n        name\n      }\n      id\n    }\n  }\n}\n\nfragment HistoryTimeline_query_3bbAYF on Query {\n  history(id: $id, first: $first) {\n    totalCount\n    edges {\n      node {\n        sequence\n        ...HistoryEntryItem_entry_4erBF4\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "95a71928cf9ad8e983e670fcd555fd04";

export default node;
