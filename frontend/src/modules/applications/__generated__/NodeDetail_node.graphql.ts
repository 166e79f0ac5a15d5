/**
 * @generated SignedSource<<4cbcc084057a3da0d4c8b71a38cd449d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationNodeKind = "DIRECTORY" | "LEAF" | "%future added value";
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NodeDetail_node$data = {
  readonly application: {
    readonly id: string;
  };
  readonly childCount: number;
  readonly createdAt: string;
  readonly id: string;
  readonly kind: ApplicationNodeKind;
  readonly linkedNodes: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly name: string;
  readonly path: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly progress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly statusId: number;
  readonly tree: ApplicationTree;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"NodeForm_node" | "NodeLinks_node">;
  readonly " $fragmentType": "NodeDetail_node";
};
export type NodeDetail_node$key = {
  readonly " $data"?: NodeDetail_node$data;
  readonly " $fragmentSpreads": FragmentRefs<"NodeDetail_node">;
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
  "name": "NodeDetail_node",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "tree",
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
      "name": "childCount",
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
      "concreteType": "Progress",
      "kind": "LinkedField",
      "name": "progress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Application",
      "kind": "LinkedField",
      "name": "application",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationNode",
      "kind": "LinkedField",
      "name": "linkedNodes",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationNode",
      "kind": "LinkedField",
      "name": "path",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NodeForm_node"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NodeLinks_node"
    }
  ],
  "type": "ApplicationNode",
  "abstractKey": null
};
})();

(node as any).hash = "06ba59aff031bbd40f145b9924028e79";

export default node;
