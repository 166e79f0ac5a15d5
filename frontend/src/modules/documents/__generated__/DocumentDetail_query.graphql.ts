/**
 * @generated SignedSource<<1016ba97e25208fa8ca47ea7585a08aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentDetail_query$data = {
  readonly deletedRoles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"useDocumentFormChoices_query">;
  readonly " $fragmentType": "DocumentDetail_query";
};
export type DocumentDetail_query$key = {
  readonly " $data"?: DocumentDetail_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentDetail_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentDetail_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useDocumentFormChoices_query"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "deletedRoles",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "1916375f97c0c54cbda9763b47133a4c";

export default node;
