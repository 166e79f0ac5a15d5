/**
 * @generated SignedSource<<9027e8c4d409de5667233e01237b59b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailJobKind = "BATCH" | "SINGLE" | "%future added value";
export type EmailJobStatus = "COMPLETED" | "DRAFT" | "QUEUED" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailJobRow_job$data = {
  readonly id: string;
  readonly kind: EmailJobKind;
  readonly report: {
    readonly accepted: number;
    readonly recipients: number;
  };
  readonly scheduledSendTime: string | null | undefined;
  readonly senderEmail: string;
  readonly senderName: string;
  readonly status: EmailJobStatus;
  readonly subject: string;
  readonly tagNames: ReadonlyArray<string>;
  readonly targetEmails: ReadonlyArray<string>;
  readonly updatedAt: string;
  readonly " $fragmentType": "EmailJobRow_job";
};
export type EmailJobRow_job$key = {
  readonly " $data"?: EmailJobRow_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailJobRow_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailJobRow_job",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "senderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "senderEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tagNames",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledSendTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
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
          "name": "accepted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EmailJob",
  "abstractKey": null
};

(node as any).hash = "6815aef23f8769e3107a85b70497c8f2";

export default node;
