/**
 * @generated SignedSource<<d486ba5d14b4c10a623f8b0d302f503d>>
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b0270272c677e7318d704859f5dbc067";

export default node;
