/**
 * @generated SignedSource<<0b1d404d29ac128e8df6b8f0e59fb842>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImportStatus = "DONE" | "INTERRUPTED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImportResult_import$data = {
  readonly created: number;
  readonly done: number;
  readonly fileName: string;
  readonly id: string;
  readonly refusals: ReadonlyArray<{
    readonly code: string;
    readonly field: string | null | undefined;
    readonly line: number;
    readonly message: string;
  }>;
  readonly refused: number;
  readonly status: ImportStatus;
  readonly total: number;
  readonly unchanged: number;
  readonly updated: number;
  readonly " $fragmentType": "ImportResult_import";
};
export type ImportResult_import$key = {
  readonly " $data"?: ImportResult_import$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportResult_import">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportResult_import",
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
      "name": "fileName",
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
      "name": "created",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updated",
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
      "concreteType": "ImportRefusal",
      "kind": "LinkedField",
      "name": "refusals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line",
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
  "type": "Import",
  "abstractKey": null
};

(node as any).hash = "5c630db592df2edb7e387e922fc99896";

export default node;
