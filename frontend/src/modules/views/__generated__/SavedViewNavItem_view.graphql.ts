/**
 * @generated SignedSource<<1b9e9d40c633fe2c45eb0b2d0557af23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedViewNavItem_view$data = {
  readonly id: string;
  readonly isMine: boolean;
  readonly list: string;
  readonly name: string;
  readonly owner: {
    readonly name: string;
  } | null | undefined;
  readonly query: string;
  readonly sharedWithRole: {
    readonly name: string;
    readonly roleId: number;
  } | null | undefined;
  readonly version: number;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "SavedViewNavItem_view";
};
export type SavedViewNavItem_view$key = {
  readonly " $data"?: SavedViewNavItem_view$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedViewNavItem_view">;
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
  "name": "SavedViewNavItem_view",
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
      "name": "list",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "query",
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
      "name": "isMine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
      "kind": "LinkedField",
      "name": "sharedWithRole",
      "plural": false,
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SavedView",
  "abstractKey": null
};
})();

(node as any).hash = "1ec53011b1d9990d950d887465ab6b85";

export default node;
