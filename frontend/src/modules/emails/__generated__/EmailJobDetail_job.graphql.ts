/**
 * @generated SignedSource<<01515488375be6dea3f1fe75696aa61d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailJobKind = "BATCH" | "SINGLE" | "%future added value";
export type EmailJobStatus = "COMPLETED" | "DRAFT" | "QUEUED" | "SCHEDULED" | "%future added value";
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailJobDetail_job$data = {
  readonly attachments: ReadonlyArray<{
    readonly contentType: string;
    readonly id: string;
    readonly name: string;
    readonly size: number;
  }>;
  readonly author: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly bccEmails: ReadonlyArray<string>;
  readonly ccEmails: ReadonlyArray<string>;
  readonly completedAt: string | null | undefined;
  readonly conditions: {
    readonly dealStatusIds: ReadonlyArray<number>;
    readonly tagIds: ReadonlyArray<string>;
  } | null | undefined;
  readonly createdAt: string;
  readonly deletedTemplate: {
    readonly " $fragmentSpreads": FragmentRefs<"DeletedReference_reference">;
  } | null | undefined;
  readonly html: string;
  readonly id: string;
  readonly kind: EmailJobKind;
  readonly queuedAt: string | null | undefined;
  readonly scheduledSendTime: string | null | undefined;
  readonly senderEmail: string;
  readonly senderName: string;
  readonly status: EmailJobStatus;
  readonly statusId: number;
  readonly subject: string;
  readonly tagNames: ReadonlyArray<string>;
  readonly targetEmails: ReadonlyArray<string>;
  readonly template: {
    readonly id: string;
    readonly name: string;
    readonly status: EmailTemplateStatus;
  } | null | undefined;
  readonly updatedAt: string;
  readonly version: number;
  readonly viewerCanChange: boolean;
  readonly viewerCanDuplicate: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"EmailReportSummary_job">;
  readonly " $fragmentType": "EmailJobDetail_job";
};
export type EmailJobDetail_job$key = {
  readonly " $data"?: EmailJobDetail_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailJobDetail_job">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailJobDetail_job",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "name": "version",
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
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v1/*:: as any*/)
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
        (v0/*:: as any*/),
        (v2/*:: as any*/),
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeletedReference_reference"
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
        (v0/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EmailReportSummary_job"
    }
  ],
  "type": "EmailJob",
  "abstractKey": null
};
})();

(node as any).hash = "c49f96b9344b0f1fff5445c2a11ceaf9";

export default node;
