/**
 * @generated SignedSource<<c91bcfc65ef59700a737f3affb82a34f>>
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
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationProgress_application">;
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ApplicationProgress_application"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApplicationNode",
  "abstractKey": null
};
})();

(node as any).hash = "e7db068e1adc9cc8516a49bfee71a349";

export default node;
