/**
 * @generated SignedSource<<90279c0a95d8a55b765330fc842dbd68>>
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusId",
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

(node as any).hash = "18e3cc83e8897adaf6e87608f6bddf3f";

export default node;
