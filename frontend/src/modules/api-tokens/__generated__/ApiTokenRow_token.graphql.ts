/**
 * @generated SignedSource<<6d528b75d9311303722b945e6257c379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "READ" | "READ_WRITE" | "%future added value";
export type ApiTokenStatus = "ACTIVE" | "EXPIRED" | "REVOKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokenRow_token$data = {
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly scope: ApiTokenScope;
  readonly status: ApiTokenStatus;
  readonly " $fragmentType": "ApiTokenRow_token";
};
export type ApiTokenRow_token$key = {
  readonly " $data"?: ApiTokenRow_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokenRow_token",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "64682b87bad8e474ffe243b87f3fbce7";

export default node;
