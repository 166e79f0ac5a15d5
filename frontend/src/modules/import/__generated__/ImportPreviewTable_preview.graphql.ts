/**
 * @generated SignedSource<<127b88d82b0bb3f27859cd6cadad7497>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImportRowOutcome = "CREATED" | "REFUSED" | "UNCHANGED" | "UPDATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImportPreviewTable_preview$data = {
  readonly columns: ReadonlyArray<string | null | undefined>;
  readonly creates: number;
  readonly encoding: string;
  readonly fileName: string;
  readonly headers: ReadonlyArray<string>;
  readonly refused: number;
  readonly rows: ReadonlyArray<{
    readonly cells: ReadonlyArray<string>;
    readonly code: string | null | undefined;
    readonly field: string | null | undefined;
    readonly line: number;
    readonly message: string | null | undefined;
    readonly outcome: ImportRowOutcome;
  }>;
  readonly total: number;
  readonly unchanged: number;
  readonly updates: number;
  readonly " $fragmentType": "ImportPreviewTable_preview";
};
export type ImportPreviewTable_preview$key = {
  readonly " $data"?: ImportPreviewTable_preview$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportPreviewTable_preview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportPreviewTable_preview",
  "selections": [
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
      "name": "encoding",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "columns",
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
      "name": "creates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updates",
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
      "concreteType": "ImportPreviewRow",
      "kind": "LinkedField",
      "name": "rows",
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
          "name": "outcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cells",
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
          "name": "field",
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
  "type": "ImportPreview",
  "abstractKey": null
};

(node as any).hash = "ab75a49d7ffd5bf6d3c807a42eaa642e";

export default node;
