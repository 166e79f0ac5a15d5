/**
 * @generated SignedSource<<4de91a28611aa23153fa5f04e04c973b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskAssigneeSelect_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useEmployeeFormChoices_query">;
  readonly " $fragmentType": "TaskAssigneeSelect_query";
};
export type TaskAssigneeSelect_query$key = {
  readonly " $data"?: TaskAssigneeSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskAssigneeSelect_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskAssigneeSelect_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEmployeeFormChoices_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3cab7963229aa49e616ee99ec33c42b1";

export default node;
