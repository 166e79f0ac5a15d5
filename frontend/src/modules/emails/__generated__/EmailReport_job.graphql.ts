/**
 * @generated SignedSource<<6f6b14a4ad845582f33b847e7f547814>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailReport_job$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useEmailReportCounts_job">;
  readonly " $fragmentType": "EmailReport_job";
};
export type EmailReport_job$key = {
  readonly " $data"?: EmailReport_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailReport_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailReport_job",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEmailReportCounts_job"
    }
  ],
  "type": "EmailJob",
  "abstractKey": null
};

(node as any).hash = "9bd2097a6ce825301ae14f81e56aa388";

export default node;
