/**
 * @generated SignedSource<<64b166251562611c4c184f324e3a0cf0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type EmailEventType = "ACCEPTED" | "CLICKED" | "COMPLAINED" | "DELIVERED" | "OPENED" | "PERMANENT_FAIL" | "TEMPORARY_FAIL" | "UNSUBSCRIBED" | "%future added value";
export type EmailJobStatus = "COMPLETED" | "DRAFT" | "QUEUED" | "SCHEDULED" | "%future added value";
export type EmailEventFilter = {
  recipient?: string | null | undefined;
  types?: ReadonlyArray<EmailEventType> | null | undefined;
};
export type useEmailJobChangedSubscription$variables = {
  eventFilter?: EmailEventFilter | null | undefined;
  id: string;
};
export type useEmailJobChangedSubscription$data = {
  readonly emailJobChanged: {
    readonly emailJob: {
      readonly id: string;
      readonly status: EmailJobStatus;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"EmailJobDetail_job" | "EmailJobRow_job" | "EmailReport_job">;
    };
    readonly events: ReadonlyArray<{
      readonly id: string;
      readonly occurredAt: string;
      readonly recipient: string;
      readonly type: EmailEventType;
      readonly " $fragmentSpreads": FragmentRefs<"EmailEventRow_event">;
    }>;
    readonly kind: ChangeKind;
  };
};
export type useEmailJobChangedSubscription = {
  response: useEmailJobChangedSubscription$data;
  variables: useEmailJobChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "eventFilter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "eventFilter",
    "variableName": "eventFilter"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipient",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occurredAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEmailJobChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EmailJobChange",
        "kind": "LinkedField",
        "name": "emailJobChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailJob",
            "kind": "LinkedField",
            "name": "emailJob",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailJobDetail_job"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailJobRow_job"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailReport_job"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailEvent",
            "kind": "LinkedField",
            "name": "events",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailEventRow_event"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useEmailJobChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "EmailJobChange",
        "kind": "LinkedField",
        "name": "emailJobChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailJob",
            "kind": "LinkedField",
            "name": "emailJob",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "viewerCanChange",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanDuplicate",
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
                "name": "senderName",
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
                "name": "html",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailTemplate",
                "kind": "LinkedField",
                "name": "template",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v10/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailAttachment",
                "kind": "LinkedField",
                "name": "attachments",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contentType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "size",
                    "storageKey": null
                  }
                ],
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
                "name": "targetEmails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ccEmails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bccEmails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EmailConditions",
                "kind": "LinkedField",
                "name": "conditions",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dealStatusIds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tagIds",
                    "storageKey": null
                  }
                ],
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
                "concreteType": "DeletedReference",
                "kind": "LinkedField",
                "name": "deletedTemplate",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrashItem",
                    "kind": "LinkedField",
                    "name": "entry",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "typeName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "queuedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
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
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v10/*:: as any*/)
                ],
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
                    "name": "skipped",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pending",
                    "storageKey": null
                  },
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
                    "name": "unsubscribed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "complained",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "permanentFailures",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "temporaryFailures",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailEvent",
            "kind": "LinkedField",
            "name": "events",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "affde600865939a6d8803d442d5c7c52",
    "id": null,
    "metadata": {},
    "name": "useEmailJobChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useEmailJobChangedSubscription(\n  $id: ID!\n  $eventFilter: EmailEventFilter\n) {\n  emailJobChanged(id: $id, eventFilter: $eventFilter) {\n    kind\n    emailJob {\n      id\n      status\n      version\n      ...EmailJobDetail_job\n      ...EmailJobRow_job\n      ...EmailReport_job\n    }\n    events {\n      id\n      type\n      recipient\n      occurredAt\n      ...EmailEventRow_event\n    }\n  }\n}\n\nfragment DeletedReference_reference on DeletedReference {\n  entry {\n    typeName\n    title\n    id\n  }\n}\n\nfragment EmailEventRow_event on EmailEvent {\n  id\n  type\n  recipient\n  occurredAt\n  source\n  url\n  reason\n}\n\nfragment EmailJobDetail_job on EmailJob {\n  id\n  kind\n  status\n  statusId\n  version\n  viewerCanChange\n  viewerCanDuplicate\n  senderEmail\n  senderName\n  subject\n  html\n  template {\n    id\n    name\n    status\n  }\n  attachments {\n    id\n    name\n    contentType\n    size\n  }\n  tagNames\n  targetEmails\n  ccEmails\n  bccEmails\n  conditions {\n    dealStatusIds\n    tagIds\n  }\n  scheduledSendTime\n  deletedTemplate {\n    ...DeletedReference_reference\n  }\n  queuedAt\n  completedAt\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n  ...EmailReportSummary_job\n}\n\nfragment EmailJobRow_job on EmailJob {\n  id\n  kind\n  status\n  subject\n  senderName\n  senderEmail\n  targetEmails\n  tagNames\n  scheduledSendTime\n  updatedAt\n  report {\n    recipients\n    accepted\n  }\n}\n\nfragment EmailReportSummary_job on EmailJob {\n  ...useEmailReportCounts_job\n}\n\nfragment EmailReport_job on EmailJob {\n  ...useEmailReportCounts_job\n}\n\nfragment useEmailReportCounts_job on EmailJob {\n  report {\n    recipients\n    skipped\n    pending\n    accepted\n    delivered\n    opened\n    clicked\n    unsubscribed\n    complained\n    permanentFailures\n    temporaryFailures\n  }\n}\n"
  }
};
})();

(node as any).hash = "c0efa83bd72e587eda5b94b652826b10";

export default node;
