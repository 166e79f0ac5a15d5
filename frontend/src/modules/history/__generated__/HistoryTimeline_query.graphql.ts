/**
 * @generated SignedSource<<8b2909439057ad72fd23d1e49d31bd25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryTimeline_query$data = {
  readonly history: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly sequence: number;
        readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryItem_entry">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "HistoryTimeline_query";
};
export type HistoryTimeline_query$key = {
  readonly " $data"?: HistoryTimeline_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_query">;
};

import HistoryTimelinePaginationQuery_graphql from './HistoryTimelinePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "history"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "id"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withReason"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": HistoryTimelinePaginationQuery_graphql
    }
  },
  "name": "HistoryTimeline_query",
  "selections": [
    {
      "alias": "history",
      "args": [
        {
          "kind": "Variable",
          "name": "id",
          "variableName": "id"
        }
      ],
      "concreteType": "HistoryConnection",
      "kind": "LinkedField",
      "name": "__HistoryTimeline_history_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HistoryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "HistoryEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "sequence",
                  "storageKey": null
                },
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "withReason",
                      "variableName": "withReason"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "HistoryEntryItem_entry"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
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
})();

(node as any).hash = "61354d9c0597e1cf0e5d805eb9591358";

export default node;
