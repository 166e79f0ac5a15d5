/**
 * @generated SignedSource<<b38ec7f8e296612f78c951150b457f8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DealStatusText_dealStatus$data = {
  readonly description: string;
  readonly label: string;
  readonly statusId: number;
  readonly " $fragmentType": "DealStatusText_dealStatus";
};
export type DealStatusText_dealStatus$key = {
  readonly " $data"?: DealStatusText_dealStatus$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealStatusText_dealStatus">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealStatusText_dealStatus",
  "selections": [
    {
      "alias": "statusId",
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
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "DealStatus",
  "abstractKey": null
};

(node as any).hash = "98ea1c8bf92ffa936c91e4d7903ece53";

export default node;
