/**
 * @generated SignedSource<<54abe2545b01df20fb10e91bc5fd62c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationDetail_application$data = {
  readonly applicationName: string;
  readonly createdAt: string;
  readonly createdBy: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly pageProgress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly project: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly requirementProgress: {
    readonly completed: number;
    readonly total: number;
  };
  readonly statusId: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_application">;
  readonly " $fragmentType": "ApplicationDetail_application";
};
export type ApplicationDetail_application$key = {
  readonly " $data"?: ApplicationDetail_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationDetail_application">;
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
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationDetail_application",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "description",
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
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplicationForm_application"
    }
  ],
  "type": "Application",
  "abstractKey": null
};
})();

(node as any).hash = "62a9d96ffeaf1027d44154f67ab554bb";

export default node;
