/**
 * @generated SignedSource<<597b9961ec09299c7ae65a682d93a16a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentAccess_document$data = {
  readonly id: string;
  readonly mayManageAccess: boolean;
  readonly permissionCategory: {
    readonly id: string;
    readonly name: string;
    readonly roleAssignments: ReadonlyArray<{
      readonly accessId: number;
      readonly roleId: number;
      readonly roleName: string | null | undefined;
    }>;
  } | null | undefined;
  readonly roleAssignments: ReadonlyArray<{
    readonly accessId: number;
    readonly roleId: number;
    readonly roleName: string | null | undefined;
  }>;
  readonly " $fragmentType": "DocumentAccess_document";
};
export type DocumentAccess_document$key = {
  readonly " $data"?: DocumentAccess_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentAccess_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentAccess_document",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mayManageAccess",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionCategory",
      "kind": "LinkedField",
      "name": "permissionCategory",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "e3fe81aff3c248108bca6d86a25e64ff";

export default node;
