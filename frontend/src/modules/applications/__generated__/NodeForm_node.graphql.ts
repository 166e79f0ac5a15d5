/**
 * @generated SignedSource<<624edf7dfd23c7935cc59ceae2f583f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationNodeKind = "DIRECTORY" | "LEAF" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NodeForm_node$data = {
  readonly content: string;
  readonly id: string;
  readonly kind: ApplicationNodeKind;
  readonly name: string;
  readonly parent: {
    readonly id: string;
  } | null | undefined;
  readonly statusId: number;
  readonly version: number;
  readonly " $fragmentType": "NodeForm_node";
};
export type NodeForm_node$key = {
  readonly " $data"?: NodeForm_node$data;
  readonly " $fragmentSpreads": FragmentRefs<"NodeForm_node">;
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
  "name": "NodeForm_node",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "concreteType": "ApplicationNode",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationNode",
  "abstractKey": null
};
})();

(node as any).hash = "73b8c450aead8ed1d379f8217f96d035";

export default node;
