/**
 * @generated SignedSource<<f8ed651d18a1635a3278ca634d472b74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationFilters_query$data = {
  readonly dealStatuses: ReadonlyArray<{
    readonly label: string;
    readonly statusId: number;
  }>;
  readonly " $fragmentType": "OrganizationFilters_query";
};
export type OrganizationFilters_query$key = {
  readonly " $data"?: OrganizationFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationFilters_query",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3b8b095203b50cebafcaabaa518773af";

export default node;
