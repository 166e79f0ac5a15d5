/**
 * @generated SignedSource<<300df4d5fb66d6457b140da76dd6e281>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PermissionCategoryItem_category$data = {
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly roleAssignments: ReadonlyArray<{
    readonly accessId: number;
    readonly roleId: number;
    readonly roleName: string | null | undefined;
  }>;
  readonly version: number;
  readonly " $fragmentType": "PermissionCategoryItem_category";
};
export type PermissionCategoryItem_category$key = {
  readonly " $data"?: PermissionCategoryItem_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"PermissionCategoryItem_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PermissionCategoryItem_category",
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
      "concreteType": "DocumentRoleAssignment",
      "kind": "LinkedField",
      "name": "roleAssignments",
      "plural": true,
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
          "name": "accessId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PermissionCategory",
  "abstractKey": null
};

(node as any).hash = "d712c9b7e05d7c0994e7424f27815180";

export default node;
