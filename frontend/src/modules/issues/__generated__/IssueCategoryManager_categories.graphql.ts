/**
 * @generated SignedSource<<33d48e13313989177ea1a47b0715c11b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueCategoryManager_categories$data = ReadonlyArray<{
  readonly color: string;
  readonly id: string;
  readonly label: string;
  readonly labelEn: string;
  readonly labelJa: string;
  readonly position: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "IssueCategoryManager_categories";
}>;
export type IssueCategoryManager_categories$key = ReadonlyArray<{
  readonly " $data"?: IssueCategoryManager_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueCategoryManager_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "IssueCategoryManager_categories",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelJa",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "IssueCategory",
  "abstractKey": null
};

(node as any).hash = "edf74f69bebf30478b6c35cd22661d34";

export default node;
