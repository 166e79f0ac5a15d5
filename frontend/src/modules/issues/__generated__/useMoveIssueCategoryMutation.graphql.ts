/**
 * @generated SignedSource<<d353758ce3965d184dfa1500c2248521>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MoveIssueCategoryInput = {
  id: string;
  position: number;
};
export type useMoveIssueCategoryMutation$variables = {
  input: MoveIssueCategoryInput;
};
export type useMoveIssueCategoryMutation$data = {
  readonly moveIssueCategory: {
    readonly issueCategory: {
      readonly id: string;
      readonly position: number;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useMoveIssueCategoryMutation = {
  response: useMoveIssueCategoryMutation$data;
  variables: useMoveIssueCategoryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MoveIssueCategoryPayload",
    "kind": "LinkedField",
    "name": "moveIssueCategory",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueCategory",
        "kind": "LinkedField",
        "name": "issueCategory",
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
            "name": "position",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
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
    "name": "useMoveIssueCategoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveIssueCategoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "68b86c7f0a3f1c35189758d04a306d54",
    "id": null,
    "metadata": {},
    "name": "useMoveIssueCategoryMutation",
    "operationKind": "mutation",
    "text": "mutation useMoveIssueCategoryMutation(\n  $input: MoveIssueCategoryInput!\n) {\n  moveIssueCategory(input: $input) {\n    issueCategory {\n      id\n      position\n      updatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "af2ed3b16280f3b32735f39904761bf4";

export default node;
