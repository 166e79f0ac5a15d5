/**
 * @generated SignedSource<<a2d2cb9ae7d14e1b3786e6def5adc346>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HistoryEntryItem_entry$data = {
  readonly actor: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly changes: ReadonlyArray<{
    readonly field: string;
    readonly items: ReadonlyArray<{
      readonly label: string;
      readonly newText: string | null | undefined;
      readonly oldText: string | null | undefined;
    }>;
    readonly label: string;
    readonly newRef: {
      readonly __typename: "Agent";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "AgentRole";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "AiModel";
      readonly displayName: string;
      readonly id: string;
    } | {
      readonly __typename: "Application";
      readonly applicationName: string;
      readonly id: string;
    } | {
      readonly __typename: "ApplicationNode";
      readonly application: {
        readonly id: string;
      };
      readonly id: string;
      readonly name: string;
      readonly tree: ApplicationTree;
    } | {
      readonly __typename: "ChatRoom";
      readonly id: string;
      readonly title: string;
    } | {
      readonly __typename: "Employee";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "Issue";
      readonly id: string;
      readonly title: string;
    } | {
      readonly __typename: "IssueCategory";
      readonly id: string;
      readonly label: string;
    } | {
      readonly __typename: "IssueStatus";
      readonly id: string;
      readonly label: string;
    } | {
      readonly __typename: "Project";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "Tag";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "Task";
      readonly id: string;
      readonly title: string;
    } | {
      readonly __typename: "WorkflowInstance";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "WorkflowTemplate";
      readonly id: string;
      readonly name: string;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    } | null | undefined;
    readonly newText: string | null | undefined;
    readonly newValue: unknown;
    readonly oldRef: {
      readonly __typename: "Agent";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "AgentRole";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "AiModel";
      readonly displayName: string;
      readonly id: string;
    } | {
      readonly __typename: "Application";
      readonly applicationName: string;
      readonly id: string;
    } | {
      readonly __typename: "ApplicationNode";
      readonly application: {
        readonly id: string;
      };
      readonly id: string;
      readonly name: string;
      readonly tree: ApplicationTree;
    } | {
      readonly __typename: "ChatRoom";
      readonly id: string;
      readonly title: string;
    } | {
      readonly __typename: "Employee";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "Issue";
      readonly id: string;
      readonly title: string;
    } | {
      readonly __typename: "IssueCategory";
      readonly id: string;
      readonly label: string;
    } | {
      readonly __typename: "IssueStatus";
      readonly id: string;
      readonly label: string;
    } | {
      readonly __typename: "Project";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "Tag";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "Task";
      readonly id: string;
      readonly title: string;
    } | {
      readonly __typename: "WorkflowInstance";
      readonly id: string;
      readonly name: string;
    } | {
      readonly __typename: "WorkflowTemplate";
      readonly id: string;
      readonly name: string;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    } | null | undefined;
    readonly oldText: string | null | undefined;
    readonly oldValue: unknown;
  }>;
  readonly facts: ReadonlyArray<{
    readonly label: string;
    readonly newText: string | null | undefined;
  }>;
  readonly label: string;
  readonly payload?: unknown;
  readonly recordedAt: string;
  readonly sequence: number;
  readonly viaApiToken: string | null | undefined;
  readonly " $fragmentType": "HistoryEntryItem_entry";
};
export type HistoryEntryItem_entry$key = {
  readonly " $data"?: HistoryEntryItem_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryItem_entry">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "newText",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "oldText",
  "storageKey": null
},
v5 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v6 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v7 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "Employee",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v6/*:: as any*/),
    "type": "Task",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "Tag",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "Project",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v6/*:: as any*/),
    "type": "Issue",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v7/*:: as any*/),
    "type": "IssueStatus",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v7/*:: as any*/),
    "type": "IssueCategory",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v1/*:: as any*/),
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ApplicationNode",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "Agent",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "AgentRole",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v1/*:: as any*/),
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
    "selections": (v6/*:: as any*/),
    "type": "ChatRoom",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "WorkflowTemplate",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v5/*:: as any*/),
    "type": "WorkflowInstance",
    "abstractKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withReason"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryEntryItem_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sequence",
      "storageKey": null
    },
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
    },
    (v0/*:: as any*/),
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
        (v0/*:: as any*/),
        (v3/*:: as any*/)
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
        (v0/*:: as any*/),
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
        (v4/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ChangeLine",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v4/*:: as any*/),
            (v3/*:: as any*/)
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
          "selections": (v8/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "newRef",
          "plural": false,
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HistoryEntry",
  "abstractKey": null
};
})();

(node as any).hash = "bd29263adb6aaba705ab0515763941f2";

export default node;
