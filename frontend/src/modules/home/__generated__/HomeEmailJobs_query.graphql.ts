/**
 * @generated SignedSource<<9988ab0c5dcc5d14ecfe10c47b2ab533>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailJobKind = "BATCH" | "SINGLE" | "%future added value";
export type EmailJobStatus = "COMPLETED" | "DRAFT" | "QUEUED" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeEmailJobs_query$data = {
  readonly emailJobs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly kind: EmailJobKind;
        readonly report: {
          readonly accepted: number;
          readonly clicked: number;
          readonly delivered: number;
          readonly opened: number;
          readonly permanentFailures: number;
        };
        readonly status: EmailJobStatus;
        readonly subject: string;
      };
    }>;
    readonly totalCount: number;
    readonly totalCountCapped: boolean;
  };
  readonly " $fragmentType": "HomeEmailJobs_query";
};
export type HomeEmailJobs_query$key = {
  readonly " $data"?: HomeEmailJobs_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeEmailJobs_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "me"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "since"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeEmailJobs_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "authorId",
              "variableName": "me"
            },
            {
              "kind": "Variable",
              "name": "queuedSince",
              "variableName": "since"
            }
          ],
          "kind": "ObjectValue",
          "name": "filter"
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
      "concreteType": "EmailJobConnection",
      "kind": "LinkedField",
      "name": "emailJobs",
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
          "concreteType": "EmailJobEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "EmailJob",
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
                  "name": "kind",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "subject",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "EmailReport",
                  "kind": "LinkedField",
                  "name": "report",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "accepted",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "delivered",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "opened",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "clicked",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "permanentFailures",
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "46cd81c11b40c8f137e7028fa1222388";

export default node;
