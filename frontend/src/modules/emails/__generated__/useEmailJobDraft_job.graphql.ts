/**
 * @generated SignedSource<<58069260a99a4bf950a9704d81233a23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useEmailJobDraft_job$data = {
  readonly attachments: ReadonlyArray<{
    readonly contentType: string;
    readonly id: string;
    readonly name: string;
    readonly size: number;
  }>;
  readonly bccEmails: ReadonlyArray<string>;
  readonly ccEmails: ReadonlyArray<string>;
  readonly conditions: {
    readonly dealStatusIds: ReadonlyArray<number>;
    readonly tagIds: ReadonlyArray<string>;
  } | null | undefined;
  readonly html: string;
  readonly scheduledSendTime: string | null | undefined;
  readonly senderEmail: string;
  readonly senderName: string;
  readonly subject: string;
  readonly tagNames: ReadonlyArray<string>;
  readonly targetEmails: ReadonlyArray<string>;
  readonly template: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "useEmailJobDraft_job";
};
export type useEmailJobDraft_job$key = {
  readonly " $data"?: useEmailJobDraft_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"useEmailJobDraft_job">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useEmailJobDraft_job",
  "selections": [
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
        (v0/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
    }
  ],
  "type": "EmailJob",
  "abstractKey": null
};
})();

(node as any).hash = "ce23610a9c5dd11b08523175a01809dc";

export default node;
