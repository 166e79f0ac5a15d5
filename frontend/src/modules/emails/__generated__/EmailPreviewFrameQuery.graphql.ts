/**
 * @generated SignedSource<<1a02fe718da55d722f216c85729a9340>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailPreviewFrameQuery$variables = {
  html: string;
  senderName?: string | null | undefined;
  subject: string;
};
export type EmailPreviewFrameQuery$data = {
  readonly emailPreview: {
    readonly html: string;
    readonly subject: string;
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
  "name": "senderName"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "subject"
},
v3 = [
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailPreviewFrameQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailPreviewFrameQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4fda5c7e8f22140a7c030a78f4063cab",
    "id": null,
    "metadata": {},
    "name": "EmailPreviewFrameQuery",
    "operationKind": "query",
    "text": "query EmailPreviewFrameQuery(\n  $subject: String!\n  $html: String!\n  $senderName: String\n) {\n  emailPreview(subject: $subject, html: $html, senderName: $senderName) {\n    subject\n    html\n  }\n}\n"
  }
};
})();

(node as any).hash = "02f93d23f79a9132467d431e81fb1fa2";

export default node;
