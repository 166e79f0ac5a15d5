/**
 * @generated SignedSource<<1d15c75322f35a5d3962e4ef46d5cba8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailEventType = "ACCEPTED" | "CLICKED" | "COMPLAINED" | "DELIVERED" | "OPENED" | "PERMANENT_FAIL" | "TEMPORARY_FAIL" | "UNSUBSCRIBED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailEventRow_event$data = {
  readonly id: string;
  readonly occurredAt: string;
  readonly reason: string | null | undefined;
  readonly recipient: string;
  readonly source: string;
  readonly type: EmailEventType;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "EmailEventRow_event";
};
export type EmailEventRow_event$key = {
  readonly " $data"?: EmailEventRow_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailEventRow_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailEventRow_event",
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipient",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occurredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "type": "EmailEvent",
  "abstractKey": null
};

(node as any).hash = "0e5f7c0743ce041f3d81f8af72ecf6ec";

export default node;
