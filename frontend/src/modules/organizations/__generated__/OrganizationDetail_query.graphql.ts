/**
 * @generated SignedSource<<046ff0f3a1a5016e9e364107bffe598a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationDetail_query$data = {
  readonly dealStatuses: ReadonlyArray<{
    readonly description: string;
    readonly label: string;
    readonly statusId: number;
  }>;
  readonly " $fragmentType": "OrganizationDetail_query";
};
export type OrganizationDetail_query$key = {
  readonly " $data"?: OrganizationDetail_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationDetail_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationDetail_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DealStatus",
      "kind": "LinkedField",
      "name": "dealStatuses",
      "plural": true,
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "41b140b3f5c05b55dea945b00278395a";

export default node;
