/**
 * @generated SignedSource<<f5bed17330675edb326f14782119cd97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailJobKind = "BATCH" | "SINGLE" | "%future added value";
export type EmailJobOrderField = "CREATED_AT" | "SCHEDULED_SEND_TIME" | "UPDATED_AT" | "%future added value";
export type EmailJobStatus = "COMPLETED" | "DRAFT" | "QUEUED" | "SCHEDULED" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type EmailJobFilter = {
  authorId?: string | null | undefined;
  keyword?: string | null | undefined;
  kind?: EmailJobKind | null | undefined;
  queuedSince?: string | null | undefined;
  statuses?: ReadonlyArray<EmailJobStatus> | null | undefined;
  tagName?: string | null | undefined;
};
export type EmailJobOrder = {
  direction: OrderDirection;
  field: EmailJobOrderField;
};
export type EmailJobsPageQuery$variables = {
  filter?: EmailJobFilter | null | undefined;
  first: number;
  kind: EmailJobKind;
  orderBy?: EmailJobOrder | null | undefined;
};
export type EmailJobsPageQuery$data = {
  readonly viewerCanCreateEmailJob: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"EmailJobList_query">;
};
export type EmailJobsPageQuery = {
  response: EmailJobsPageQuery$data;
  variables: EmailJobsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "kind",
      "variableName": "kind"
    }
  ],
  "kind": "ScalarField",
  "name": "viewerCanCreateEmailJob",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailJobsPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "EmailJobList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailJobsPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
                    "name": "status",
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
                    "name": "senderName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "senderEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetEmails",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tagNames",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduledSendTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
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
                        "name": "recipients",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "accepted",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
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
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "EmailJobList_emailJobs",
        "kind": "LinkedHandle",
        "name": "emailJobs"
      }
    ]
  },
  "params": {
    "cacheID": "2b68ddf3642c16707e986588cc279766",
    "id": null,
    "metadata": {},
    "name": "EmailJobsPageQuery",
    "operationKind": "query",
    "text": "query EmailJobsPageQuery(\n  $first: Int!\n  $filter: EmailJobFilter\n  $orderBy: EmailJobOrder\n  $kind: EmailJobKind!\n) {\n  viewerCanCreateEmailJob(kind: $kind)\n  ...EmailJobList_query_2d34Kc\n}\n\nfragment EmailJobList_query_2d34Kc on Query {\n  emailJobs(first: $first, filter: $filter, orderBy: $orderBy) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        ...EmailJobRow_job\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment EmailJobRow_job on EmailJob {\n  id\n  kind\n  status\n  subject\n  senderName\n  senderEmail\n  targetEmails\n  tagNames\n  scheduledSendTime\n  updatedAt\n  report {\n    recipients\n    accepted\n  }\n}\n"
  }
};
})();

(node as any).hash = "a841bece91bc664cb3c98cf259150144";

export default node;
