/**
 * @generated SignedSource<<13c51accd7bc397fe7e0f00ef745fa38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationNodeKind = "DIRECTORY" | "LEAF" | "%future added value";
export type useTreeOutlineSubtreeQuery$variables = {
  id: string;
};
export type useTreeOutlineSubtreeQuery$data = {
  readonly applicationSubtree: ReadonlyArray<{
    readonly level: number;
    readonly node: {
      readonly childCount: number;
      readonly id: string;
      readonly kind: ApplicationNodeKind;
      readonly name: string;
    };
  }>;
};
export type useTreeOutlineSubtreeQuery = {
  response: useTreeOutlineSubtreeQuery$data;
  variables: useTreeOutlineSubtreeQuery$variables;
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
        "kind": "Literal",
        "name": "depth",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "ApplicationSubtreeEntry",
    "kind": "LinkedField",
    "name": "applicationSubtree",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "level",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApplicationNode",
        "kind": "LinkedField",
        "name": "node",
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
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "childCount",
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
    "name": "useTreeOutlineSubtreeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTreeOutlineSubtreeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f46a780f34e2a1cbf0128b405b3535a6",
    "id": null,
    "metadata": {},
    "name": "useTreeOutlineSubtreeQuery",
    "operationKind": "query",
    "text": "query useTreeOutlineSubtreeQuery(\n  $id: ID!\n) {\n  applicationSubtree(id: $id, depth: 10) {\n    level\n    node {\n      id\n      name\n      kind\n      childCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d341276f42298f18b5d4f75356916d7";

export default node;
