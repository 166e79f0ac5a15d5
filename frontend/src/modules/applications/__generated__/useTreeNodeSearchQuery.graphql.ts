/**
 * @generated SignedSource<<51c89d10e08c4dfcff1e35ba76e54009>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationNodeKind = "DIRECTORY" | "LEAF" | "%future added value";
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
export type useTreeNodeSearchQuery$variables = {
  applicationId: string;
  keyword: string;
  kind?: ApplicationNodeKind | null | undefined;
  tree: ApplicationTree;
};
export type useTreeNodeSearchQuery$data = {
  readonly applicationNodeSearch: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly childCount: number;
        readonly id: string;
        readonly kind: ApplicationNodeKind;
        readonly name: string;
        readonly path: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
      };
    }>;
  };
};
export type useTreeNodeSearchQuery = {
  response: useTreeNodeSearchQuery$data;
  variables: useTreeNodeSearchQuery$variables;
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
  "name": "keyword"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tree"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
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
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "keyword",
        "variableName": "keyword"
      },
      {
        "kind": "Variable",
        "name": "kind",
        "variableName": "kind"
      },
      {
        "kind": "Variable",
        "name": "tree",
        "variableName": "tree"
      }
    ],
    "concreteType": "ApplicationNodeConnection",
    "kind": "LinkedField",
    "name": "applicationNodeSearch",
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationNode",
                "kind": "LinkedField",
                "name": "path",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTreeNodeSearchQuery",
    "selections": (v6/*:: as any*/),
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
    "name": "useTreeNodeSearchQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "6018da00968656873f43a257678bc55a",
    "id": null,
    "metadata": {},
    "name": "useTreeNodeSearchQuery",
    "operationKind": "query",
    "text": "query useTreeNodeSearchQuery(\n  $applicationId: ID!\n  $tree: ApplicationTree!\n  $keyword: String!\n  $kind: ApplicationNodeKind\n) {\n  applicationNodeSearch(applicationId: $applicationId, tree: $tree, keyword: $keyword, kind: $kind, first: 20) {\n    edges {\n      node {\n        id\n        name\n        kind\n        childCount\n        path {\n          id\n          name\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10f6e7baaa26c4b23c0d079b3b3ff0d8";

export default node;
