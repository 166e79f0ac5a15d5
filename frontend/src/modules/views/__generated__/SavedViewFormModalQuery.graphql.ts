/**
 * @generated SignedSource<<b88a2d4e2711fae88b98662182502f67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SavedViewFormModalQuery$variables = Record<PropertyKey, never>;
export type SavedViewFormModalQuery$data = {
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
};
export type SavedViewFormModalQuery = {
  response: SavedViewFormModalQuery$data;
  variables: SavedViewFormModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Role",
    "kind": "LinkedField",
    "name": "roles",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "SavedViewFormModalQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SavedViewFormModalQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1f60a5a6f94fcecd1e063c2115164d99",
    "id": null,
    "metadata": {},
    "name": "SavedViewFormModalQuery",
    "operationKind": "query",
    "text": "query SavedViewFormModalQuery {\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "36709fa9e650c6888714b316087f0375";

export default node;
