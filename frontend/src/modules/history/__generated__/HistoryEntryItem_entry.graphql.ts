/**
 * @generated SignedSource<<66d26d718b24d8c8ddd7d932e857af5a>>
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
    readonly newValue: unknown;
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

const node: ReaderFragment = {
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HistoryEntry",
  "abstractKey": null
};

(node as any).hash = "13566bfcd28ddf6e08dfdc7cd20feec3";

export default node;
