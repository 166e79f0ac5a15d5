/**
 * @generated SignedSource<<d4283b354e2cd3aa524222898013f3bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useEmployeeFormChoices_query">;
  readonly " $fragmentType": "TaskForm_query";
};
export type TaskForm_query$key = {
  readonly " $data"?: TaskForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskForm_query",
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

(node as any).hash = "3431d9b5b6b7b17ca433177c7ed3d7a5";

export default node;
