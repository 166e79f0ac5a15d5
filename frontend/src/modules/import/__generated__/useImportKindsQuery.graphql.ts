/**
 * @generated SignedSource<<d8321fa0b2085c96aabecd27d0bcc6a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useImportKindsQuery$variables = Record<PropertyKey, never>;
export type useImportKindsQuery$data = {
  readonly importKinds: ReadonlyArray<{
    readonly type: string;
  }>;
};
export type useImportKindsQuery = {
  response: useImportKindsQuery$data;
  variables: useImportKindsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ImportKind",
    "kind": "LinkedField",
    "name": "importKinds",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useImportKindsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useImportKindsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "aa6015d7b3db8a6778f5de75187ab91d",
    "id": null,
    "metadata": {},
    "name": "useImportKindsQuery",
    "operationKind": "query",
    "text": "query useImportKindsQuery {\n  importKinds {\n    type\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a23c6dc24b376f8101822031de89f50";

export default node;
