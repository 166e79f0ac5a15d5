/**
 * @generated SignedSource<<6077d6c915fe26c9d2775352f46bf907>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
export type useTreeSiblingsQuery$variables = {
  applicationId: string;
  parentId: string;
  top: boolean;
  tree: ApplicationTree;
};
export type useTreeSiblingsQuery$data = {
  readonly applicationNodeChildren?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly applicationRoots?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly parent?: {
    readonly id?: string;
    readonly name?: string;
    readonly path?: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type useTreeSiblingsQuery = {
  response: useTreeSiblingsQuery$data;
  variables: useTreeSiblingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "applicationId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parentId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "top"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tree"
},
v4 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  },
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
        "selections": (v7/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v9 = {
  "condition": "top",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "applicationId",
          "variableName": "applicationId"
        },
        (v4/*:: as any*/),
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
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ]
},
v10 = {
  "kind": "Variable",
  "name": "id",
  "variableName": "parentId"
},
v11 = [
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ApplicationNode",
  "kind": "LinkedField",
  "name": "path",
  "plural": true,
  "selections": (v7/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": [
    (v4/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "concreteType": "ApplicationNodeConnection",
  "kind": "LinkedField",
  "name": "applicationNodeChildren",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTreeSiblingsQuery",
    "selections": [
      (v9/*:: as any*/),
      {
        "condition": "top",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "parent",
            "args": (v11/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "type": "ApplicationNode",
                "abstractKey": null
              }
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useTreeSiblingsQuery",
    "selections": [
      (v9/*:: as any*/),
      {
        "condition": "top",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "parent",
            "args": (v11/*:: as any*/),
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
              (v5/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "type": "ApplicationNode",
                "abstractKey": null
              }
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "eb88ecd715e734d6f60d5df1b2cc7698",
    "id": null,
    "metadata": {},
    "name": "useTreeSiblingsQuery",
    "operationKind": "query",
    "text": "query useTreeSiblingsQuery(\n  $applicationId: ID!\n  $tree: ApplicationTree!\n  $parentId: ID!\n  $top: Boolean!\n) {\n  applicationRoots(applicationId: $applicationId, tree: $tree, first: 100) @include(if: $top) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  parent: node(id: $parentId) @skip(if: $top) {\n    __typename\n    ... on ApplicationNode {\n      id\n      name\n      path {\n        id\n        name\n      }\n    }\n    id\n  }\n  applicationNodeChildren(id: $parentId, first: 100) @skip(if: $top) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6009fc7041a3dbecabab9833690fa4f";

export default node;
