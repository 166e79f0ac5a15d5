/**
 * @generated SignedSource<<04edf25d227e750ab2f68dfa1da9337c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
export type NewNodePageQuery$variables = {
  applicationId: string;
  hasParent: boolean;
  parentId: string;
};
export type NewNodePageQuery$data = {
  readonly application: {
    readonly __typename: "Application";
    readonly applicationName: string;
    readonly id: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly parent?: {
    readonly __typename: "ApplicationNode";
    readonly id: string;
    readonly name: string;
    readonly path: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly tree: ApplicationTree;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type NewNodePageQuery = {
  response: NewNodePageQuery$data;
  variables: NewNodePageQuery$variables;
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
  "name": "hasParent"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parentId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "applicationId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
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
  "name": "applicationName",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "parentId"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tree",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ApplicationNode",
  "kind": "LinkedField",
  "name": "path",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewNodePageQuery",
    "selections": [
      {
        "alias": "application",
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Application",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasParent",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "parent",
            "args": (v7/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "type": "ApplicationNode",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
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
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewNodePageQuery",
    "selections": [
      {
        "alias": "application",
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/)
            ],
            "type": "Application",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasParent",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "parent",
            "args": (v7/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "type": "ApplicationNode",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "02743d472c88920972454b784f0e1f33",
    "id": null,
    "metadata": {},
    "name": "NewNodePageQuery",
    "operationKind": "query",
    "text": "query NewNodePageQuery(\n  $applicationId: ID!\n  $parentId: ID!\n  $hasParent: Boolean!\n) {\n  application: node(id: $applicationId) {\n    __typename\n    ... on Application {\n      id\n      applicationName\n    }\n    id\n  }\n  parent: node(id: $parentId) @include(if: $hasParent) {\n    __typename\n    ... on ApplicationNode {\n      id\n      name\n      tree\n      path {\n        id\n        name\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3f3baad5b1c813256a5b0a037c17085";

export default node;
