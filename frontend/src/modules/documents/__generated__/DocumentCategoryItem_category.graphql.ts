/**
 * @generated SignedSource<<3bac6eb9bfed00eebe8d24ea39e99360>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentCategoryItem_category$data = {
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "DocumentCategoryItem_category";
};
export type DocumentCategoryItem_category$key = {
  readonly " $data"?: DocumentCategoryItem_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryItem_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentCategoryItem_category",
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
      "name": "description",
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
  "type": "DocumentCategory",
  "abstractKey": null
};

(node as any).hash = "729c7d7970c3332e9fbd986d12cd5eb4";

export default node;
