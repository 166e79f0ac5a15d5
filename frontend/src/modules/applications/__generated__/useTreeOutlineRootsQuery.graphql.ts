/**
 * @generated SignedSource<<ac862ba47f99a81a8ddf3f6ceaf97b62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationNodeKind = "DIRECTORY" | "LEAF" | "%future added value";
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
export type useTreeOutlineRootsQuery$variables = {
  applicationId: string;
  tree: ApplicationTree;
};
export type useTreeOutlineRootsQuery$data = {
  readonly applicationRoots: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly childCount: number;
        readonly id: string;
        readonly kind: ApplicationNodeKind;
        readonly name: string;
      };
    }>;
  };
};
export type useTreeOutlineRootsQuery = {
  response: useTreeOutlineRootsQuery$data;
  variables: useTreeOutlineRootsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "applicationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tree"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "applicationId",
        "variableName": "applicationId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Variable",
        "name": "tree",
        "variableName": "tree"
      }
    ],
    "concreteType": "ApplicationNodeConnection",
    "kind": "LinkedField",
    "name": "applicationRoots",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApplicationNodeEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useTreeOutlineRootsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTreeOutlineRootsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "966c72828868ace83bddbdc878ee02b8",
    "id": null,
    "metadata": {},
    "name": "useTreeOutlineRootsQuery",
    "operationKind": "query",
    "text": "query useTreeOutlineRootsQuery(\n  $applicationId: ID!\n  $tree: ApplicationTree!\n) {\n  applicationRoots(applicationId: $applicationId, tree: $tree, first: 100) {\n    edges {\n      node {\n        id\n        name\n        kind\n        childCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c394c19fd26904c86714ba7f9931cc4";

export default node;
