/**
 * @generated SignedSource<<d1866d9f0d79c56498d51ee53104b4f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueStatusManager_statuses$data = ReadonlyArray<{
  readonly color: string;
  readonly id: string;
  readonly label: string;
  readonly labelEn: string;
  readonly labelJa: string;
  readonly position: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "IssueStatusManager_statuses";
}>;
export type IssueStatusManager_statuses$key = ReadonlyArray<{
  readonly " $data"?: IssueStatusManager_statuses$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStatusManager_statuses">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "IssueStatusManager_statuses",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelJa",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "IssueStatus",
  "abstractKey": null
};

(node as any).hash = "41e4a6d1ad722aeedd433d2e811674b4";

export default node;
