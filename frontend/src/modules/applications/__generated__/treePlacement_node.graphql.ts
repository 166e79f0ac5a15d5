/**
 * @generated SignedSource<<e46f329a59b9184777945e5f3adb8b13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationNodeKind = "DIRECTORY" | "LEAF" | "%future added value";
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type treePlacement_node$data = {
  readonly application: {
    readonly id: string;
    readonly pageProgress: {
      readonly completed: number;
      readonly total: number;
    };
    readonly requirementProgress: {
      readonly completed: number;
      readonly total: number;
    };
  };
  readonly id: string;
  readonly kind: ApplicationNodeKind;
  readonly parent: {
    readonly id: string;
  } | null | undefined;
  readonly position: number;
  readonly statusId: number;
  readonly tree: ApplicationTree;
  readonly " $fragmentSpreads": FragmentRefs<"treePlacement_counts">;
  readonly " $fragmentType": "treePlacement_node";
};
export type treePlacement_node$key = {
  readonly " $data"?: treePlacement_node$data;
  readonly " $fragmentSpreads": FragmentRefs<"treePlacement_node">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "treePlacement_node",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
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
      "concreteType": "ApplicationNode",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "treePlacement_counts"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Application",
      "kind": "LinkedField",
      "name": "application",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Progress",
          "kind": "LinkedField",
          "name": "pageProgress",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Progress",
          "kind": "LinkedField",
          "name": "requirementProgress",
          "plural": false,
          "selections": (v1/*:: as any*/),
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

(node as any).hash = "6afc6e1e14ee1ff0b849e07c1d250714";

export default node;
