/**
 * @generated SignedSource<<7c302e677ae048548ba9c74cac4f255e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueBoard_query$data = {
  readonly issueBoard: {
    readonly columns: ReadonlyArray<{
      readonly __id: string;
      readonly status: {
        readonly id: string;
        readonly label: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"IssueColumn_column">;
    }>;
  };
  readonly " $fragmentType": "IssueBoard_query";
};
export type IssueBoard_query$key = {
  readonly " $data"?: IssueBoard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueBoard_query">;
};

import IssueBoardRefetchQuery_graphql from './IssueBoardRefetchQuery.graphql';

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
      "operation": IssueBoardRefetchQuery_graphql
    }
  },
  "name": "IssueBoard_query",
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
      "concreteType": "IssueBoard",
      "kind": "LinkedField",
      "name": "issueBoard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "IssueBoardColumn",
          "kind": "LinkedField",
          "name": "columns",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "IssueStatus",
              "kind": "LinkedField",
              "name": "status",
              "plural": false,
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
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "IssueColumn_column"
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

(node as any).hash = "01663afafd527f3619a116770b3ca41e";

export default node;
