/**
 * @generated SignedSource<<6cc607af5ee5ba7b97a0df46ab7b746f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailReportSummary_job$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useEmailReportCounts_job">;
  readonly " $fragmentType": "EmailReportSummary_job";
};
export type EmailReportSummary_job$key = {
  readonly " $data"?: EmailReportSummary_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailReportSummary_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailReportSummary_job",
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

(node as any).hash = "9e7c1017f910cde87a92f927b85a15c5";

export default node;
