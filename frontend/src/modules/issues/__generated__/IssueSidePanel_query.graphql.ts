/**
 * @generated SignedSource<<11c907e1ca53670ea9d8f89ef037e1c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueSidePanel_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useIssueOptions_query">;
  readonly " $fragmentType": "IssueSidePanel_query";
};
export type IssueSidePanel_query$key = {
  readonly " $data"?: IssueSidePanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueSidePanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueSidePanel_query",
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

(node as any).hash = "04150595992b1c9602f254be452bd7a3";

export default node;
