/**
 * @generated SignedSource<<c726c34b9d19383cf590308ead3d7cf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrashRow_item$data = {
  readonly deletedAt: string;
  readonly deletedBy: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly entityId: string;
  readonly id: string;
  readonly title: string;
  readonly typeName: string;
  readonly " $fragmentType": "TrashRow_item";
};
export type TrashRow_item$key = {
  readonly " $data"?: TrashRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrashRow_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrashRow_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "typeName",
      "storageKey": null
    },
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
      "name": "deletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "deletedBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TrashItem",
  "abstractKey": null
};
})();

(node as any).hash = "6bc2fe9798197ed9f633a45c2a1b1757";

export default node;
