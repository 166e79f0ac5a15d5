/**
 * @generated SignedSource<<6ce075f866e123d4edbc4b8a1470d0e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type treePlacementDirectoryQuery$variables = {
  id: string;
};
export type treePlacementDirectoryQuery$data = {
  readonly node: {
    readonly childCount?: number;
    readonly id?: string;
    readonly path?: ReadonlyArray<{
      readonly childCount: number;
      readonly id: string;
      readonly progress: {
        readonly completed: number;
        readonly total: number;
      };
    }>;
    readonly progress?: {
      readonly completed: number;
      readonly total: number;
    };
  } | null | undefined;
};
export type treePlacementDirectoryQuery = {
  response: treePlacementDirectoryQuery$data;
  variables: treePlacementDirectoryQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "childCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Progress",
  "kind": "LinkedField",
  "name": "progress",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ApplicationNode",
  "kind": "LinkedField",
  "name": "path",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "treePlacementDirectoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "ApplicationNode",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "treePlacementDirectoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "ApplicationNode",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9708f1aff4ca449d1ec561f9e3a290af",
    "id": null,
    "metadata": {},
    "name": "treePlacementDirectoryQuery",
    "operationKind": "query",
    "text": "query treePlacementDirectoryQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on ApplicationNode {\n      id\n      childCount\n      progress {\n        completed\n        total\n      }\n      path {\n        id\n        childCount\n        progress {\n          completed\n          total\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "16b9ffbe7707f26f395944349db7d78f";

export default node;
