/**
 * @generated SignedSource<<4c461a1925e1f54c97c193ea677152dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentFilters_query$data = {
  readonly tags: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"useDocumentFormChoices_query" | "useEmployeeFormChoices_query">;
  readonly " $fragmentType": "DocumentFilters_query";
};
export type DocumentFilters_query$key = {
  readonly " $data"?: DocumentFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentFilters_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useDocumentFormChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEmployeeFormChoices_query"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "TagConnection",
      "kind": "LinkedField",
      "name": "tags",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TagEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Tag",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "tags(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c05bdc7e5644ca6adf54c72f45028a8f";

export default node;
