/**
 * @generated SignedSource<<ac82cd6cf95e264b76906b70bea62763>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailReportSummary_job$data = {
  readonly report: {
    readonly accepted: number;
    readonly clicked: number;
    readonly complained: number;
    readonly delivered: number;
    readonly opened: number;
    readonly pending: number;
    readonly permanentFailures: number;
    readonly recipients: number;
    readonly skipped: number;
    readonly temporaryFailures: number;
    readonly unsubscribed: number;
  };
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
      "alias": null,
      "args": null,
      "concreteType": "EmailReport",
      "kind": "LinkedField",
      "name": "report",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipients",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skipped",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pending",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accepted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delivered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opened",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clicked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unsubscribed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "complained",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "permanentFailures",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "temporaryFailures",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EmailJob",
  "abstractKey": null
};

(node as any).hash = "ee19bc2e03609f3d00addb460988e539";

export default node;
