/**
 * @generated SignedSource<<df35a70cd53db535eb4728dca1a11eb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type roleLists_role$data = {
  readonly memberCount: number;
  readonly name: string;
  readonly roleCategoryId: number;
  readonly roleId: number;
  readonly version: number;
  readonly " $fragmentType": "roleLists_role";
};
export type roleLists_role$key = {
  readonly " $data"?: roleLists_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"roleLists_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "roleLists_role",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleId",
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
      "name": "roleCategoryId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "027c43239bbfefbe1080b0ce80d36ac0";

export default node;
