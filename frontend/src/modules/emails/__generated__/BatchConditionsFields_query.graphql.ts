/**
 * @generated SignedSource<<c0ec3b84d009726cc50f513a3ab136bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BatchConditionsFields_query$data = {
  readonly dealStatuses: ReadonlyArray<{
    readonly description: string;
    readonly label: string;
    readonly statusId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"useTagFormChoices_query">;
  readonly " $fragmentType": "BatchConditionsFields_query";
};
export type BatchConditionsFields_query$key = {
  readonly " $data"?: BatchConditionsFields_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BatchConditionsFields_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BatchConditionsFields_query",
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

(node as any).hash = "27473e2c3ebd4e0e45c8dd862f50d133";

export default node;
