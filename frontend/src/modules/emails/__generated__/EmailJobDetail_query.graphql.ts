/**
 * @generated SignedSource<<d5483dc72c8f085b5d40619989c7daaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailJobDetail_query$data = {
  readonly dealStatuses: ReadonlyArray<{
    readonly label: string;
    readonly statusId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"useTagFormChoices_query">;
  readonly " $fragmentType": "EmailJobDetail_query";
};
export type EmailJobDetail_query$key = {
  readonly " $data"?: EmailJobDetail_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailJobDetail_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailJobDetail_query",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useTagFormChoices_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "55175c6e6f5bba28e0e22827c37391c0";

export default node;
