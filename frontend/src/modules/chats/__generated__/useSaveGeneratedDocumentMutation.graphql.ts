/**
 * @generated SignedSource<<10a1336508e1fc4ce94ec8bcbac8530c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveGeneratedDocumentInput = {
  body?: string | null | undefined;
  messageId: string;
  title: string;
};
export type useSaveGeneratedDocumentMutation$variables = {
  input: SaveGeneratedDocumentInput;
};
export type useSaveGeneratedDocumentMutation$data = {
  readonly saveGeneratedDocument: {
    readonly document: {
      readonly id: string;
      readonly title: string;
    };
  };
};
export type useSaveGeneratedDocumentMutation = {
  response: useSaveGeneratedDocumentMutation$data;
  variables: useSaveGeneratedDocumentMutation$variables;
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
    "concreteType": "SaveGeneratedDocumentPayload",
    "kind": "LinkedField",
    "name": "saveGeneratedDocument",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
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
            "name": "title",
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
    "name": "useSaveGeneratedDocumentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveGeneratedDocumentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "64c292cde908640917d70c2b724792d7",
    "id": null,
    "metadata": {},
    "name": "useSaveGeneratedDocumentMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveGeneratedDocumentMutation(\n  $input: SaveGeneratedDocumentInput!\n) {\n  saveGeneratedDocument(input: $input) {\n    document {\n      id\n      title\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "482615f54670535ab1e3dad46fbd3d0e";

export default node;
