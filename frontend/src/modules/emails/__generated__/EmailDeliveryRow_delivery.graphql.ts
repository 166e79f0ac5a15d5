/**
 * @generated SignedSource<<2181a16ed3440a93a5d678afce0df437>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailDeliveryStatus = "ACCEPTED" | "FAILED" | "PENDING" | "SKIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailDeliveryRow_delivery$data = {
  readonly acceptedAt: string | null | undefined;
  readonly attempts: number;
  readonly clickedAt: string | null | undefined;
  readonly deliveredAt: string | null | undefined;
  readonly email: string;
  readonly emlUrl: string | null | undefined;
  readonly id: string;
  readonly lastError: string | null | undefined;
  readonly name: string | null | undefined;
  readonly openedAt: string | null | undefined;
  readonly organizationName: string | null | undefined;
  readonly skipReason: string | null | undefined;
  readonly status: EmailDeliveryStatus;
  readonly " $fragmentType": "EmailDeliveryRow_delivery";
};
export type EmailDeliveryRow_delivery$key = {
  readonly " $data"?: EmailDeliveryRow_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailDeliveryRow_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailDeliveryRow_delivery",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationName",
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
      "name": "skipReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acceptedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clickedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emlUrl",
      "storageKey": null
    }
  ],
  "type": "EmailDelivery",
  "abstractKey": null
};

(node as any).hash = "0a7e5a6137f20799a25c890f801127cc";

export default node;
