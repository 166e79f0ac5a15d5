/**
 * @generated SignedSource<<a6bf599aa6dc44abe93c50f6ae8241d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DealBoard_query$data = {
  readonly dealBoard: {
    readonly columns: ReadonlyArray<{
      readonly __id: string;
      readonly dealStatus: {
        readonly label: string;
        readonly statusId: number;
      };
      readonly " $fragmentSpreads": FragmentRefs<"DealColumn_column">;
    }>;
  };
  readonly " $fragmentType": "DealBoard_query";
};
export type DealBoard_query$key = {
  readonly " $data"?: DealBoard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealBoard_query">;
};

import DealBoardRefetchQuery_graphql from './DealBoardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "cardsPerColumn"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": DealBoardRefetchQuery_graphql
    }
  },
  "name": "DealBoard_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "cardsPerColumn",
          "variableName": "cardsPerColumn"
        },
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "DealColumn_column"
            },
            {
              "kind": "ClientExtension",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__id",
                  "storageKey": null
                }
              ]
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

(node as any).hash = "d20af6572f8f64aba5a2237b79db394a";

export default node;
