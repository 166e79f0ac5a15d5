/**
 * @generated SignedSource<<1f552eda2f46f556b3688fb2457a64de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeDeals_query$data = {
  readonly dealBoard: {
    readonly columns: ReadonlyArray<{
      readonly count: number;
      readonly dealStatus: {
        readonly label: string;
        readonly statusId: number;
      };
      readonly totals: ReadonlyArray<{
        readonly amount: number;
        readonly currency: string;
        readonly minorUnits: number;
      }>;
    }>;
  };
  readonly " $fragmentType": "HomeDeals_query";
};
export type HomeDeals_query$key = {
  readonly " $data"?: HomeDeals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeDeals_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "me"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeDeals_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "cardsPerColumn",
          "value": 1
        },
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "ownerId",
              "variableName": "me"
            }
          ],
          "kind": "ObjectValue",
          "name": "filter"
        }
      ],
      "concreteType": "DealBoard",
      "kind": "LinkedField",
      "name": "dealBoard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DealColumn",
          "kind": "LinkedField",
          "name": "columns",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DealStatus",
              "kind": "LinkedField",
              "name": "dealStatus",
              "plural": false,
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "totals",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "currency",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "minorUnits",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3f4ded2ebf2a56a7347a5a1eca5c2dc8";

export default node;
