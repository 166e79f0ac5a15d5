/**
 * @generated SignedSource<<077020b4a1a92353b2aa0803e14023fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationRow_application$data = {
  readonly applicationName: string;
  readonly id: string;
  readonly project: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly statusId: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationProgress_application">;
  readonly " $fragmentType": "ApplicationRow_application";
};
export type ApplicationRow_application$key = {
  readonly " $data"?: ApplicationRow_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationRow_application">;
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
  "name": "ApplicationRow_application",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "applicationName",
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
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplicationProgress_application"
    }
  ],
  "type": "Application",
  "abstractKey": null
};
})();

(node as any).hash = "25c9cfa384735d29aff4dc149cb39509";

export default node;
