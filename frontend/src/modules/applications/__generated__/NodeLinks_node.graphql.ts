/**
 * @generated SignedSource<<a77904015da08f08290ed5c09de4e398>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NodeLinks_node$data = {
  readonly application: {
    readonly id: string;
  };
  readonly deletedLinks: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly trashTitle: string;
  }>;
  readonly id: string;
  readonly linkedNodes: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly statusId: number;
    readonly tree: ApplicationTree;
  }>;
  readonly tree: ApplicationTree;
  readonly " $fragmentType": "NodeLinks_node";
};
export type NodeLinks_node$key = {
  readonly " $data"?: NodeLinks_node$data;
  readonly " $fragmentSpreads": FragmentRefs<"NodeLinks_node">;
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
  "name": "tree",
  "storageKey": null
},
v2 = {
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
  "name": "NodeLinks_node",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeletedNodeLink",
      "kind": "LinkedField",
      "name": "deletedLinks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trashTitle",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationNode",
  "abstractKey": null
};
})();

(node as any).hash = "7ee3d512a1057cf0bd86f7b87c58598e";

export default node;
