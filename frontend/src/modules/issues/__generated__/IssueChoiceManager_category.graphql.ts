/**
 * @generated SignedSource<<9a59f6ef0a0af3c681b73eec7f0e58af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueChoiceManager_category$data = ReadonlyArray<{
  readonly color: string;
  readonly id: string;
  readonly label: string;
  readonly labelEn: string;
  readonly labelJa: string;
  readonly position: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "IssueChoiceManager_category";
}>;
export type IssueChoiceManager_category$key = ReadonlyArray<{
  readonly " $data"?: IssueChoiceManager_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_category">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "IssueChoiceManager_category",
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
  "type": "IssueCategory",
  "abstractKey": null
};

(node as any).hash = "0bbd256dca6e7c912147ffcdd2a534fc";

export default node;
