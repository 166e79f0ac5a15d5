/**
 * @generated SignedSource<<4b7a77a607b70d9da0bf2dafcea91db8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailReport_job$data = {
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

(node as any).hash = "5da32d1bf651a02edbfa7ba91f4b1039";

export default node;
