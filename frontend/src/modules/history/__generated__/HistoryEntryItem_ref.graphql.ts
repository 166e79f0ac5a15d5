/**
 * @generated SignedSource<<c1ba6361dced384e38f83aad949bb230>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HistoryEntryItem_ref$data = {
  readonly __typename: "Agent";
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "AgentRole";
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "AiModel";
  readonly displayName: string;
  readonly id: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "Application";
  readonly applicationName: string;
  readonly id: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "ApplicationNode";
  readonly application: {
    readonly id: string;
  };
  readonly id: string;
  readonly name: string;
  readonly tree: ApplicationTree;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "ChatRoom";
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "Employee";
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "Issue";
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "IssueCategory";
  readonly id: string;
  readonly label: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "IssueStatus";
  readonly id: string;
  readonly label: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "Project";
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "Tag";
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "Task";
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "WorkflowInstance";
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  readonly __typename: "WorkflowTemplate";
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HistoryEntryItem_ref";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "HistoryEntryItem_ref";
};
export type HistoryEntryItem_ref$key = {
  readonly " $data"?: HistoryEntryItem_ref$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryItem_ref">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v3 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v4 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryEntryItem_ref",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "Employee",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v3/*:: as any*/),
      "type": "Task",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "Tag",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "Project",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v3/*:: as any*/),
      "type": "Issue",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "IssueStatus",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "IssueCategory",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "type": "ApplicationNode",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "Agent",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "AgentRole",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
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
      "selections": (v3/*:: as any*/),
      "type": "ChatRoom",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "WorkflowTemplate",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "WorkflowInstance",
      "abstractKey": null
    }
  ],
  "type": "Node",
  "abstractKey": "__isNode"
};
})();

(node as any).hash = "7fd488014fa3fbbc6689abd2625b941e";

export default node;
