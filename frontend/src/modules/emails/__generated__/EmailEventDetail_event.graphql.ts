/**
 * @generated SignedSource<<e39103d5d4055804f5bfd4c4679344f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailEventType = "ACCEPTED" | "CLICKED" | "COMPLAINED" | "DELIVERED" | "OPENED" | "PERMANENT_FAIL" | "TEMPORARY_FAIL" | "UNSUBSCRIBED" | "%future added value";
export type EmailJobKind = "BATCH" | "SINGLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailEventDetail_event$data = {
  readonly headers: string | null | undefined;
  readonly id: string;
  readonly job: {
    readonly id: string;
    readonly kind: EmailJobKind;
    readonly subject: string;
  };
  readonly occurredAt: string;
  readonly raw: string;
  readonly reason: string | null | undefined;
  readonly recipient: string;
  readonly source: string;
  readonly type: EmailEventType;
  readonly typeId: number;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "EmailEventDetail_event";
};
export type EmailEventDetail_event$key = {
  readonly " $data"?: EmailEventDetail_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailEventDetail_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailEventDetail_event",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "typeId",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "raw",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EmailJob",
      "kind": "LinkedField",
      "name": "job",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "subject",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EmailEvent",
  "abstractKey": null
};
})();

(node as any).hash = "e2ac6cc86c3dd01c1e146b163b0acebf";

export default node;
