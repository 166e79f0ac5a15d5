/**
 * @generated SignedSource<<861fd4016b3b85aa82d8f8b280d573b0>>
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
  readonly childCount: number;
  readonly id: string;
  readonly kind: ApplicationNodeKind;
  readonly parent: {
    readonly id: string;
  } | null | undefined;
  readonly path: ReadonlyArray<{
    readonly childCount: number;
    readonly id: string;
    readonly progress: {
      readonly completed: number;
      readonly total: number;
    };
  }>;
  readonly position: number;
  readonly progress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly statusId: number;
  readonly tree: ApplicationTree;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "childCount",
  "storageKey": null
},
v2 = [
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
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Progress",
  "kind": "LinkedField",
  "name": "progress",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
};
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
    (v1/*:: as any*/),
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
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationNode",
      "kind": "LinkedField",
      "name": "path",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v3/*:: as any*/)
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Progress",
          "kind": "LinkedField",
          "name": "pageProgress",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Progress",
          "kind": "LinkedField",
          "name": "requirementProgress",
          "plural": false,
          "selections": (v2/*:: as any*/),
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

(node as any).hash = "01eb5d242e3fa1efefde9ee2fa5a8a06";

export default node;
