/**
 * @generated SignedSource<<126d8aa65024c26cee58b868504aca23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationForm_query$data = {
  readonly dealStatuses: ReadonlyArray<{
    readonly description: string;
    readonly label: string;
    readonly statusId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"useEmployeeFormChoices_query" | "useTagFormChoices_query">;
  readonly " $fragmentType": "OrganizationForm_query";
};
export type OrganizationForm_query$key = {
  readonly " $data"?: OrganizationForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationForm_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEmployeeFormChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useTagFormChoices_query"
    },
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

(node as any).hash = "3ad1a7e1ff9e114748cb799efd8c0577";

export default node;
