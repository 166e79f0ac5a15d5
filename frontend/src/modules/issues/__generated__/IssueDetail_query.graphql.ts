/**
 * @generated SignedSource<<6bd67f75b4d80a83f08e79c84d31d898>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDetail_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"IssueSidePanel_query" | "useIssueOptions_query">;
  readonly " $fragmentType": "IssueDetail_query";
};
export type IssueDetail_query$key = {
  readonly " $data"?: IssueDetail_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDetail_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueDetail_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useIssueOptions_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueSidePanel_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "253a4724ef0a96ad79f33e109b8c3677";

export default node;
