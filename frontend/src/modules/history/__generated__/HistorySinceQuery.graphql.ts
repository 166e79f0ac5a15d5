/**
 * @generated SignedSource<<f11830ccf83da6e31367b649a0130863>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistorySinceQuery$variables = {
  id: string;
  since: number;
};
export type HistorySinceQuery$data = {
  readonly history: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly sequence: number;
        readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryItem_entry">;
      };
    }>;
  };
};
export type HistorySinceQuery = {
  response: HistorySinceQuery$data;
  variables: HistorySinceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "since"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "sinceVersion",
    "variableName": "since"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sequence",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "newText",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "oldText",
  "storageKey": null
},
v8 = [
  (v5/*:: as any*/)
],
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v10 = [
  (v3/*:: as any*/)
],
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isNode"
  },
  (v4/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": (v8/*:: as any*/),
    "type": "Employee",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v9/*:: as any*/),
    "type": "Task",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v8/*:: as any*/),
    "type": "Tag",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v8/*:: as any*/),
    "type": "Project",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v9/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v10/*:: as any*/),
    "type": "IssueStatus",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v10/*:: as any*/),
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
      (v5/*:: as any*/),
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ApplicationNode",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v8/*:: as any*/),
    "type": "Agent",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v8/*:: as any*/),
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
    "selections": (v9/*:: as any*/),
    "type": "ChatRoom",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v8/*:: as any*/),
    "type": "WorkflowTemplate",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v8/*:: as any*/),
    "type": "WorkflowInstance",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HistorySinceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HistoryConnection",
        "kind": "LinkedField",
        "name": "history",
        "plural": false,
        "selections": [
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
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "HistoryEntryItem_entry"
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistorySinceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HistoryConnection",
        "kind": "LinkedField",
        "name": "history",
        "plural": false,
        "selections": [
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v6/*:: as any*/)
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
                      (v3/*:: as any*/),
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
                      (v7/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChangeLine",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v7/*:: as any*/),
                          (v6/*:: as any*/)
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
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "newRef",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
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
  "params": {
    "cacheID": "01eca57c6dd23503944b99803afeb453",
    "id": null,
    "metadata": {},
    "name": "HistorySinceQuery",
    "operationKind": "query",
    "text": "query HistorySinceQuery(\n  $id: ID!\n  $since: Int!\n) {\n  history(id: $id, first: 100, sinceVersion: $since) {\n    edges {\n      node {\n        sequence\n        ...HistoryEntryItem_entry\n      }\n    }\n  }\n}\n\nfragment HistoryEntryItem_entry on HistoryEntry {\n  sequence\n  label\n  recordedAt\n  actor {\n    id\n    name\n    avatarUrl\n  }\n  viaApiToken\n  facts {\n    label\n    newText\n  }\n  changes {\n    field\n    label\n    oldValue\n    newValue\n    oldText\n    newText\n    items {\n      label\n      oldText\n      newText\n    }\n    oldRef {\n      __typename\n      __isNode: __typename\n      ... on Employee {\n        id\n        name\n      }\n      ... on Task {\n        id\n        title\n      }\n      ... on Tag {\n        id\n        name\n      }\n      ... on Project {\n        id\n        name\n      }\n      ... on Issue {\n        id\n        title\n      }\n      ... on IssueStatus {\n        id\n        label\n      }\n      ... on IssueCategory {\n        id\n        label\n      }\n      ... on Application {\n        id\n        applicationName\n      }\n      ... on ApplicationNode {\n        id\n        name\n        tree\n        application {\n          id\n        }\n      }\n      ... on Agent {\n        id\n        name\n      }\n      ... on AgentRole {\n        id\n        name\n      }\n      ... on AiModel {\n        id\n        displayName\n      }\n      ... on ChatRoom {\n        id\n        title\n      }\n      ... on WorkflowTemplate {\n        id\n        name\n      }\n      ... on WorkflowInstance {\n        id\n        name\n      }\n      id\n    }\n    newRef {\n      __typename\n      __isNode: __typename\n      ... on Employee {\n        id\n        name\n      }\n      ... on Task {\n        id\n        title\n      }\n      ... on Tag {\n        id\n        name\n      }\n      ... on Project {\n        id\n        name\n      }\n      ... on Issue {\n        id\n        title\n      }\n      ... on IssueStatus {\n        id\n        label\n      }\n      ... on IssueCategory {\n        id\n        label\n      }\n      ... on Application {\n        id\n        applicationName\n      }\n      ... on ApplicationNode {\n        id\n        name\n        tree\n        application {\n          id\n        }\n      }\n      ... on Agent {\n        id\n        name\n      }\n      ... on AgentRole {\n        id\n        name\n      }\n      ... on AiModel {\n        id\n        displayName\n      }\n      ... on ChatRoom {\n        id\n        title\n      }\n      ... on WorkflowTemplate {\n        id\n        name\n      }\n      ... on WorkflowInstance {\n        id\n        name\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "70e38b47de43eb82a733729e11a992ca";

export default node;
