/**
 * @generated SignedSource<<b50cac437cfdc2039c6624eef0cf40fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadImageInput = {
  file: unknown;
};
export type useUploadImageMutation$variables = {
  input: UploadImageInput;
};
export type useUploadImageMutation$data = {
  readonly uploadImage: {
    readonly contentType: string;
    readonly size: number;
    readonly url: string;
  };
};
export type useUploadImageMutation = {
  response: useUploadImageMutation$data;
  variables: useUploadImageMutation$variables;
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
    "concreteType": "UploadImagePayload",
    "kind": "LinkedField",
    "name": "uploadImage",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUploadImageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadImageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aea15cd28caf826efbe67d2871709515",
    "id": null,
    "metadata": {},
    "name": "useUploadImageMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadImageMutation(\n  $input: UploadImageInput!\n) {\n  uploadImage(input: $input) {\n    url\n    contentType\n    size\n  }\n}\n"
  }
};
})();

(node as any).hash = "dce01ee3c04f8b78dabc1193cb8dbbd7";

export default node;
