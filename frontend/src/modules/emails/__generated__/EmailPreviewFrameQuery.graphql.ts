/**
 * @generated SignedSource<<04b752124c5cd4af14d32563d7c11443>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailPreviewFrameQuery$variables = {
  html: string;
  markdown?: string | null | undefined;
  recipients?: ReadonlyArray<string> | null | undefined;
  senderName?: string | null | undefined;
  subject: string;
};
export type EmailPreviewFrameQuery$data = {
  readonly emailPreview: {
    readonly html: string;
    readonly recipient: {
      readonly email: string;
      readonly name: string | null | undefined;
      readonly organizationName: string | null | undefined;
    } | null | undefined;
    readonly subject: string;
    readonly warnings: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
      readonly recipient: string;
      readonly variable: string;
    }>;
  };
};
export type EmailPreviewFrameQuery = {
  response: EmailPreviewFrameQuery$data;
  variables: EmailPreviewFrameQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "html"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "markdown"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recipients"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "senderName"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "subject"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "html",
        "variableName": "html"
      },
      {
        "kind": "Variable",
        "name": "markdown",
        "variableName": "markdown"
      },
      {
        "kind": "Variable",
        "name": "recipients",
        "variableName": "recipients"
      },
      {
        "kind": "Variable",
        "name": "senderName",
        "variableName": "senderName"
      },
      {
        "kind": "Variable",
        "name": "subject",
        "variableName": "subject"
      }
    ],
    "concreteType": "EmailPreview",
    "kind": "LinkedField",
    "name": "emailPreview",
    "plural": false,
    "selections": [
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
        "concreteType": "EmailPreviewRecipient",
        "kind": "LinkedField",
        "name": "recipient",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
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
            "name": "organizationName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailPreviewWarning",
        "kind": "LinkedField",
        "name": "warnings",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "variable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipient",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailPreviewFrameQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailPreviewFrameQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "4997a140ae67a4f088d807d488d28ce9",
    "id": null,
    "metadata": {},
    "name": "EmailPreviewFrameQuery",
    "operationKind": "query",
    "text": "query EmailPreviewFrameQuery(\n  $subject: String!\n  $html: String!\n  $markdown: String\n  $senderName: String\n  $recipients: [String!]\n) {\n  emailPreview(subject: $subject, html: $html, markdown: $markdown, senderName: $senderName, recipients: $recipients) {\n    subject\n    html\n    recipient {\n      email\n      name\n      organizationName\n    }\n    warnings {\n      code\n      message\n      variable\n      recipient\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b4f15150f3694c1476c029c15394bc0";

export default node;
