/**
 * @generated SignedSource<<33701951d68fa3a5062285ac6bbf13d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeApprovals_query$data = {
  readonly workflowInstances: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly currentStep: {
          readonly dueAt: string | null | undefined;
          readonly key: string;
          readonly name: string;
          readonly overdue: boolean;
        } | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly overdue: boolean;
        readonly templateName: string;
      };
    }>;
    readonly totalCount: number;
    readonly totalCountCapped: boolean;
  };
  readonly " $fragmentType": "HomeApprovals_query";
};
export type HomeApprovals_query$key = {
  readonly " $data"?: HomeApprovals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeApprovals_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "overdue",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 5,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeApprovals_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "waitingForMe": true
          }
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": {
            "direction": "DESC",
            "field": "UPDATED_AT"
          }
        }
      ],
      "concreteType": "WorkflowInstanceConnection",
      "kind": "LinkedField",
      "name": "workflowInstances",
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
          "kind": "ScalarField",
          "name": "totalCountCapped",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkflowInstanceEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WorkflowInstance",
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "templateName",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "WorkflowInstanceStep",
                  "kind": "LinkedField",
                  "name": "currentStep",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "key",
                      "storageKey": null
                    },
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "dueAt",
                      "storageKey": null
                    },
                    (v1/*:: as any*/)
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "962d694bd655d0e3f465c25861959b31";

export default node;
