/**
 * @generated SignedSource<<357adf20e30a02bca0539e2e43529ea4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useEmailReportCounts_job$data = {
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
  readonly " $fragmentType": "useEmailReportCounts_job";
};
export type useEmailReportCounts_job$key = {
  readonly " $data"?: useEmailReportCounts_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"useEmailReportCounts_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useEmailReportCounts_job",
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

(node as any).hash = "e6641263f8da4437669a9bd25dd8093e";

export default node;
