/**
 * @generated SignedSource<<8661aae21be25761d3a937f75100a452>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationNodeKind = "DIRECTORY" | "LEAF" | "%future added value";
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationTreeItem_node$data = {
  readonly childCount: number;
  readonly id: string;
  readonly kind: ApplicationNodeKind;
  readonly name: string;
  readonly progress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly statusId: number;
  readonly tree: ApplicationTree;
  readonly " $fragmentType": "ApplicationTreeItem_node";
};
export type ApplicationTreeItem_node$key = {
  readonly " $data"?: ApplicationTreeItem_node$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationTreeItem_node">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationTreeItem_node",
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
      "name": "name",
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
    }
  ],
  "type": "ApplicationNode",
  "abstractKey": null
};

(node as any).hash = "4e5eb13b1a121f9080eb7dafffea960d";

export default node;
