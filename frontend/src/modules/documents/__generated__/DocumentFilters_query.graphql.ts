/**
 * @generated SignedSource<<7e01ce1ba65b5276bcdb946e2d14b72e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentFilters_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useDocumentFormChoices_query" | "useEmployeeFormChoices_query" | "useTagFormChoices_query">;
  readonly " $fragmentType": "DocumentFilters_query";
};
export type DocumentFilters_query$key = {
  readonly " $data"?: DocumentFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentFilters_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useDocumentFormChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEmployeeFormChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useTagFormChoices_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b582f220a03090a547339f5d072bf6d9";

export default node;
