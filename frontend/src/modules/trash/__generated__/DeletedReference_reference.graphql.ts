/**
 * @generated SignedSource<<59561942ebbf693490661f2e1c629d1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeletedReference_reference$data = {
  readonly entry: {
    readonly title: string;
    readonly typeName: string;
  } | null | undefined;
  readonly " $fragmentType": "DeletedReference_reference";
};
export type DeletedReference_reference$key = {
  readonly " $data"?: DeletedReference_reference$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedReference_reference">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletedReference_reference",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TrashItem",
      "kind": "LinkedField",
      "name": "entry",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "typeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DeletedReference",
  "abstractKey": null
};

(node as any).hash = "fea34f7b185e9827335e1ce7cddfa6ba";

export default node;
