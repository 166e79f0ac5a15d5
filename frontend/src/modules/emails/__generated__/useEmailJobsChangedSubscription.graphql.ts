/**
 * @generated SignedSource<<998449cda4f13cc142ce468bb5eeb9ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type EmailJobKind = "BATCH" | "SINGLE" | "%future added value";
export type EmailJobStatus = "COMPLETED" | "DRAFT" | "QUEUED" | "SCHEDULED" | "%future added value";
export type useEmailJobsChangedSubscription$variables = Record<PropertyKey, never>;
export type useEmailJobsChangedSubscription$data = {
  readonly emailJobsChanged: {
    readonly emailJob: {
      readonly id: string;
      readonly kind: EmailJobKind;
      readonly senderEmail: string;
      readonly senderName: string;
      readonly status: EmailJobStatus;
      readonly subject: string;
      readonly tagNames: ReadonlyArray<string>;
      readonly " $fragmentSpreads": FragmentRefs<"EmailJobRow_job">;
    };
    readonly kind: ChangeKind;
  };
};
export type useEmailJobsChangedSubscription = {
  response: useEmailJobsChangedSubscription$data;
  variables: useEmailJobsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "senderName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "senderEmail",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tagNames",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEmailJobsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailJobChange",
        "kind": "LinkedField",
        "name": "emailJobsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailJob",
            "kind": "LinkedField",
            "name": "emailJob",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailJobRow_job"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useEmailJobsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailJobChange",
        "kind": "LinkedField",
        "name": "emailJobsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailJob",
            "kind": "LinkedField",
            "name": "emailJob",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
    "cacheID": "66f580f637aef18641516a5573579a61",
    "id": null,
    "metadata": {},
    "name": "useEmailJobsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useEmailJobsChangedSubscription {\n  emailJobsChanged {\n    kind\n    emailJob {\n      id\n      kind\n      status\n      subject\n      senderName\n      senderEmail\n      tagNames\n      ...EmailJobRow_job\n    }\n  }\n}\n\nfragment EmailJobRow_job on EmailJob {\n  id\n  kind\n  status\n  subject\n  senderName\n  senderEmail\n  targetEmails\n  tagNames\n  scheduledSendTime\n  updatedAt\n  report {\n    recipients\n    accepted\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d3f1e769c1015bcc6cd7779ee992c59";

export default node;
