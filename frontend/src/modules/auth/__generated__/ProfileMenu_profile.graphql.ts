/**
 * @generated SignedSource<<630799d128f9b3a7aad07d98d22c45aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileMenu_profile$data = {
  readonly avatarUrl: string | null | undefined;
  readonly email: string;
  readonly name: string;
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly " $fragmentType": "ProfileMenu_profile";
};
export type ProfileMenu_profile$key = {
  readonly " $data"?: ProfileMenu_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMenu_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileMenu_profile",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};
})();

(node as any).hash = "6df91fc2aadc5173858e491934c76405";

export default node;
