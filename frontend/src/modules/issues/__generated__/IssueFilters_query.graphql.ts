/**
 * @generated SignedSource<<da660cf32032db32212315a289696f40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueFilters_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useIssueOptions_query">;
  readonly " $fragmentType": "IssueFilters_query";
};
export type IssueFilters_query$key = {
  readonly " $data"?: IssueFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueFilters_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useIssueOptions_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ab394f7e1119eb95b7352d4937b6ba6b";

export default node;
