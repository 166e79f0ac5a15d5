/**
 * @generated SignedSource<<4445d379927f1e08fdafd0e6c885e15c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSavedDocumentTitleQuery$variables = {
  id: string;
};
export type useSavedDocumentTitleQuery$data = {
  readonly document: {
    readonly id: string;
    readonly title: string;
  };
};
export type useSavedDocumentTitleQuery = {
  response: useSavedDocumentTitleQuery$data;
  variables: useSavedDocumentTitleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavedDocumentTitleQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavedDocumentTitleQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "84731cc48ce379521e1ba470e7156c73",
    "id": null,
    "metadata": {},
    "name": "useSavedDocumentTitleQuery",
    "operationKind": "query",
    "text": "query useSavedDocumentTitleQuery(\n  $id: ID!\n) {\n  document(id: $id) {\n    id\n    title\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae5231422b4e0ef34d2287cc3a4bab5c";

export default node;
