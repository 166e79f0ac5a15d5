/**
 * @generated SignedSource<<a91ae82057db7e8afeba185c7d03b8fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BulkEditStatus = "DONE" | "INTERRUPTED" | "RUNNING" | "%future added value";
export type BulkRefusalReason = "NOT_ALLOWED" | "NOT_FOUND" | "RULE" | "STALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BulkEditResult_bulkEdit$data = {
  readonly canUndo: boolean;
  readonly changed: number;
  readonly done: number;
  readonly field: string;
  readonly id: string;
  readonly refusals: ReadonlyArray<{
    readonly code: string;
    readonly itemId: string;
    readonly message: string;
    readonly reason: BulkRefusalReason;
    readonly title: string;
  }>;
  readonly refused: number;
  readonly status: BulkEditStatus;
  readonly total: number;
  readonly type: string;
  readonly unchanged: number;
  readonly undoOf: {
    readonly id: string;
  } | null | undefined;
  readonly undoneBy: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "BulkEditResult_bulkEdit";
};
export type BulkEditResult_bulkEdit$key = {
  readonly " $data"?: BulkEditResult_bulkEdit$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkEditResult_bulkEdit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BulkEditResult_bulkEdit",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "done",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unchanged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refused",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUndo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BulkEdit",
      "kind": "LinkedField",
      "name": "undoOf",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BulkEdit",
      "kind": "LinkedField",
      "name": "undoneBy",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BulkRefusal",
      "kind": "LinkedField",
      "name": "refusals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BulkEdit",
  "abstractKey": null
};
})();

(node as any).hash = "28c18626330bbbae184e86738ddae39c";

export default node;
