/**
 * @generated SignedSource<<c1b1ddd7ca07f4521262aaf9a3016821>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskFilters_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useEmployeeFormChoices_query">;
  readonly " $fragmentType": "TaskFilters_query";
};
export type TaskFilters_query$key = {
  readonly " $data"?: TaskFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaskFilters_query",
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

(node as any).hash = "38d54bfa0acf5ad66b0ef2bae12c7792";

export default node;
