/**
 * @generated SignedSource<<40ffdc2e3dd58c0f921fc0f41efb33e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
export type RestoreNodeInput = {
  id: string;
};
export type useRestoreNodeMutation$variables = {
  input: RestoreNodeInput;
};
export type useRestoreNodeMutation$data = {
  readonly restoreNode: {
    readonly node: {
      readonly __typename: string;
      readonly application?: {
        readonly id: string;
      };
      readonly id: string;
      readonly tree?: ApplicationTree;
    } | null | undefined;
    readonly restoredId: string;
  };
};
export type useRestoreNodeMutation = {
  response: useRestoreNodeMutation$data;
  variables: useRestoreNodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RestoreNodePayload",
    "kind": "LinkedField",
    "name": "restoreNode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restoredId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tree",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Application",
                "kind": "LinkedField",
                "name": "application",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ApplicationNode",
            "abstractKey": null
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
    "name": "useRestoreNodeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRestoreNodeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0608b8c36b8063385af2ef165926a58b",
    "id": null,
    "metadata": {},
    "name": "useRestoreNodeMutation",
    "operationKind": "mutation",
    "text": "mutation useRestoreNodeMutation(\n  $input: RestoreNodeInput!\n) {\n  restoreNode(input: $input) {\n    restoredId\n    node {\n      __typename\n      id\n      ... on ApplicationNode {\n        tree\n        application {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f430ea633aba988b73d43903c3aa70a";

export default node;
