/**
 * @generated SignedSource<<b4f009a0753fb8d8fe86aaca09a63e06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeletedRoles_query$data = {
  readonly deletedRoles: ReadonlyArray<{
    readonly name: string;
    readonly roleCategoryId: number;
    readonly roleId: number;
  }>;
  readonly " $fragmentType": "DeletedRoles_query";
};
export type DeletedRoles_query$key = {
  readonly " $data"?: DeletedRoles_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedRoles_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletedRoles_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "deletedRoles",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleCategoryId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "800194f0dc23af5801da0644dc1f1f1d";

export default node;
