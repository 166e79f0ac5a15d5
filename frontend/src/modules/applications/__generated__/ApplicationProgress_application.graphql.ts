/**
 * @generated SignedSource<<b96b3113d1e48a60fbb25887260e5752>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationProgress_application$data = {
  readonly pageProgress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly requirementProgress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly " $fragmentType": "ApplicationProgress_application";
};
export type ApplicationProgress_application$key = {
  readonly " $data"?: ApplicationProgress_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationProgress_application">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "ApplicationProgress_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Progress",
      "kind": "LinkedField",
      "name": "pageProgress",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Progress",
      "kind": "LinkedField",
      "name": "requirementProgress",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};
})();

(node as any).hash = "540d7e281518920c55e16c570554667b";

export default node;
