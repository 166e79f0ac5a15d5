/**
 * @generated SignedSource<<f773b7a628d79238bc32db5a603d48ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useBulkFieldsQuery$variables = {
  type: string;
};
export type useBulkFieldsQuery$data = {
  readonly bulkFields: ReadonlyArray<string>;
};
export type useBulkFieldsQuery = {
  response: useBulkFieldsQuery$data;
  variables: useBulkFieldsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "kind": "ScalarField",
    "name": "bulkFields",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBulkFieldsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkFieldsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "548e90c4117a731ff65a47b59b16b34a",
    "id": null,
    "metadata": {},
    "name": "useBulkFieldsQuery",
    "operationKind": "query",
    "text": "query useBulkFieldsQuery(\n  $type: String!\n) {\n  bulkFields(type: $type)\n}\n"
  }
};
})();

(node as any).hash = "00c76f4b8b1f8c3eb75bc48e718e7163";

export default node;
