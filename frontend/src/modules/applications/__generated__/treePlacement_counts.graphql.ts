/**
 * @generated SignedSource<<9002ce90f1fc3b4db92aebd73ebb3b73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type treePlacement_counts$data = {
  readonly childCount: number;
  readonly id: string;
  readonly path: ReadonlyArray<{
    readonly childCount: number;
    readonly id: string;
    readonly progress: {
      readonly completed: number;
      readonly total: number;
    };
  }>;
  readonly progress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly " $fragmentType": "treePlacement_counts";
};
export type treePlacement_counts$key = {
  readonly " $data"?: treePlacement_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"treePlacement_counts">;
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
v2 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "treePlacement_counts",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationNode",
  "abstractKey": null
};
})();

(node as any).hash = "51569c7bb823f32d69420ca8c21417f5";

export default node;
