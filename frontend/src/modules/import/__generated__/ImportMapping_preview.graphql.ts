/**
 * @generated SignedSource<<e65ad5403381b7cef75cebbea467b626>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportMapping_preview$data = {
  readonly headers: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<{
    readonly cells: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "ImportMapping_preview";
};
export type ImportMapping_preview$key = {
  readonly " $data"?: ImportMapping_preview$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportMapping_preview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportMapping_preview",
  "selections": [
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
      "concreteType": "ImportPreviewRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cells",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ImportPreview",
  "abstractKey": null
};

(node as any).hash = "70002cefdc8f336ab1e9db39bfc04ceb";

export default node;
