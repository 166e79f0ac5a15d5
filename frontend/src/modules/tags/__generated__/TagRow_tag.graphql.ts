/**
 * @generated SignedSource<<f837d23e19f8bf7776d8d0ccb2b87ea9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TagRow_tag$data = {
  readonly color: string;
  readonly id: string;
  readonly name: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "TagRow_tag";
};
export type TagRow_tag$key = {
  readonly " $data"?: TagRow_tag$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagRow_tag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TagRow_tag",
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
      "name": "color",
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
  "type": "Tag",
  "abstractKey": null
};

(node as any).hash = "e4be453b92cb7b6c746cfca712611342";

export default node;
