/**
 * @generated SignedSource<<c0ffd4d6d3eb38ff4d6dff0e46c2a7fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadEmailAttachmentInput = {
  file: unknown;
};
export type useUploadEmailAttachmentMutation$variables = {
  input: UploadEmailAttachmentInput;
};
export type useUploadEmailAttachmentMutation$data = {
  readonly uploadEmailAttachment: {
    readonly attachment: {
      readonly contentType: string;
      readonly id: string;
      readonly name: string;
      readonly size: number;
    };
  };
};
export type useUploadEmailAttachmentMutation = {
  response: useUploadEmailAttachmentMutation$data;
  variables: useUploadEmailAttachmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UploadEmailAttachmentPayload",
    "kind": "LinkedField",
    "name": "uploadEmailAttachment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailAttachment",
        "kind": "LinkedField",
        "name": "attachment",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUploadEmailAttachmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadEmailAttachmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0d9de6faef0848103f5194959cc11ac0",
    "id": null,
    "metadata": {},
    "name": "useUploadEmailAttachmentMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadEmailAttachmentMutation(\n  $input: UploadEmailAttachmentInput!\n) {\n  uploadEmailAttachment(input: $input) {\n    attachment {\n      id\n      name\n      contentType\n      size\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "785036fd884990af0a7c355e1224b480";

export default node;
