/**
 * @generated SignedSource<<98c47bdad95af8bfa7a709af832969b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleManager_query$data = {
  readonly roles: ReadonlyArray<{
    readonly memberCount: number;
    readonly name: string;
    readonly roleCategoryId: number;
    readonly roleId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"DeletedRoles_query">;
  readonly " $fragmentType": "RoleManager_query";
};
export type RoleManager_query$key = {
  readonly " $data"?: RoleManager_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleManager_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleManager_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "roles",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeletedRoles_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ed91880b74cc60657e4b45e6219d7cd9";

export default node;
