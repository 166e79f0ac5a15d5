/**
 * @generated SignedSource<<f54184ce48c7ab803ecdfc46792042c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryEntryItem_entry$data = {
  readonly actor: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly changes: ReadonlyArray<{
    readonly field: string;
    readonly newRef: {
      readonly __typename: "Employee";
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
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    } | null | undefined;
    readonly newValue: unknown;
    readonly oldRef: {
      readonly __typename: "Employee";
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
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    } | null | undefined;
    readonly oldValue: unknown;
  }>;
  readonly label: string;
  readonly recordedAt: string;
  readonly sequence: number;
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
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      }
    ],
    "type": "Task",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": (v2/*:: as any*/),
    "type": "Tag",
    "abstractKey": null
  }
];
return {
  "argumentDefinitions": [],
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "oldRef",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "newRef",
          "plural": false,
          "selections": (v3/*:: as any*/),
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

(node as any).hash = "b82d28c1eed34eee739f965f32e7b0e1";

export default node;
