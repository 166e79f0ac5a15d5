/**
 * @generated SignedSource<<6dfd31bf4aeeafd0fad94dd2f4fd794a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MoveIssueStatusInput = {
  id: string;
  position: number;
};
export type useMoveIssueStatusMutation$variables = {
  input: MoveIssueStatusInput;
};
export type useMoveIssueStatusMutation$data = {
  readonly moveIssueStatus: {
    readonly issueStatus: {
      readonly id: string;
      readonly position: number;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useMoveIssueStatusMutation = {
  response: useMoveIssueStatusMutation$data;
  variables: useMoveIssueStatusMutation$variables;
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
    "concreteType": "MoveIssueStatusPayload",
    "kind": "LinkedField",
    "name": "moveIssueStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueStatus",
        "kind": "LinkedField",
        "name": "issueStatus",
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
    "name": "useMoveIssueStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveIssueStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4d9fdceeeae3f2238ba9cb08c8caded8",
    "id": null,
    "metadata": {},
    "name": "useMoveIssueStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useMoveIssueStatusMutation(\n  $input: MoveIssueStatusInput!\n) {\n  moveIssueStatus(input: $input) {\n    issueStatus {\n      id\n      position\n      updatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "72f71a8f0d34acb1622636beadba494d";

export default node;
