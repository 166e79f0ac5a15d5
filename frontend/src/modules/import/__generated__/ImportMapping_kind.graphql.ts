/**
 * @generated SignedSource<<18a67a127aa94c60d7481fa0b415d675>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportMapping_kind$data = {
  readonly fields: ReadonlyArray<{
    readonly hint: string | null | undefined;
    readonly key: boolean;
    readonly label: string;
    readonly name: string;
    readonly required: boolean;
  }>;
  readonly " $fragmentType": "ImportMapping_kind";
};
export type ImportMapping_kind$key = {
  readonly " $data"?: ImportMapping_kind$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportMapping_kind">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportMapping_kind",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportFieldInfo",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
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
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hint",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ImportKind",
  "abstractKey": null
};

(node as any).hash = "c18268a376e9ae7a7c83bd520a72fcb6";

export default node;
