/**
 * @generated SignedSource<<257df0e8c82ac6a32ff2fc843cb16068>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueChoiceManager_status$data = ReadonlyArray<{
  readonly color: string;
  readonly id: string;
  readonly label: string;
  readonly labelEn: string;
  readonly labelJa: string;
  readonly position: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "IssueChoiceManager_status";
}>;
export type IssueChoiceManager_status$key = ReadonlyArray<{
  readonly " $data"?: IssueChoiceManager_status$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_status">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "IssueChoiceManager_status",
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

(node as any).hash = "c21f4855c2180f214bbfde35a2fd4f4d";

export default node;
