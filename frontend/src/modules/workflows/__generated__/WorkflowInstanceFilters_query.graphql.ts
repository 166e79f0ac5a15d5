/**
 * @generated SignedSource<<c35e3851715a6f7d35f23f70fcc6ad92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowInstanceFilters_query$data = {
  readonly workflowTemplates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"useEmployeeFormChoices_query">;
  readonly " $fragmentType": "WorkflowInstanceFilters_query";
};
export type WorkflowInstanceFilters_query$key = {
  readonly " $data"?: WorkflowInstanceFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowInstanceFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowInstanceFilters_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "archived": null
          }
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": {
            "direction": "ASC",
            "field": "NAME"
          }
        }
      ],
      "concreteType": "WorkflowTemplateConnection",
      "kind": "LinkedField",
      "name": "workflowTemplates",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkflowTemplateEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WorkflowTemplate",
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
      "storageKey": "workflowTemplates(filter:{\"archived\":null},first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useEmployeeFormChoices_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a2d32ff08a8d0440744a0af2dd4447dc";

export default node;
