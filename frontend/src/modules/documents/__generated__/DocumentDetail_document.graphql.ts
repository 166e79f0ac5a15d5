/**
 * @generated SignedSource<<ecb8932e3f9bead1e5546d7e0d571ed6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentDetail_document$data = {
  readonly author: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly body: string;
  readonly category: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly isFavourite: boolean;
  readonly mayEdit: boolean;
  readonly mayManageAccess: boolean;
  readonly permissionCategory: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly revision: number;
  readonly statusId: number;
  readonly tags: ReadonlyArray<{
    readonly color: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly title: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentAccess_document" | "DocumentAttachments_document" | "DocumentVersions_document">;
  readonly " $fragmentType": "DocumentDetail_document";
};
export type DocumentDetail_document$key = {
  readonly " $data"?: DocumentDetail_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentDetail_document">;
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentDetail_document",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusId",
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
      "name": "revision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mayEdit",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "isFavourite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionCategory",
      "kind": "LinkedField",
      "name": "permissionCategory",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentAttachments_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentAccess_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentVersions_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "42ae6bc36d81dda43288581db9dc60f1";

export default node;
