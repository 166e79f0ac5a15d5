/**
 * @generated SignedSource<<4e1b584a03159db17f6e4cc82f0bbe50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeTaskStatusInput = {
  id: string;
  statusId: number;
};
export type useChangeTaskStatusMutation$variables = {
  input: ChangeTaskStatusInput;
};
export type useChangeTaskStatusMutation$data = {
  readonly changeTaskStatus: {
    readonly task: {
      readonly id: string;
      readonly statusId: number;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useChangeTaskStatusMutation = {
  response: useChangeTaskStatusMutation$data;
  variables: useChangeTaskStatusMutation$variables;
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
    "concreteType": "ChangeTaskStatusPayload",
    "kind": "LinkedField",
    "name": "changeTaskStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "task",
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
            "name": "statusId",
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
    "name": "useChangeTaskStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeTaskStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1af57d2a4ed169054626b9f816fb221e",
    "id": null,
    "metadata": {},
    "name": "useChangeTaskStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeTaskStatusMutation(\n  $input: ChangeTaskStatusInput!\n) {\n  changeTaskStatus(input: $input) {\n    task {\n      id\n      statusId\n      updatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44fc71a404bc7dbf5ea55e4e5f44cc25";

export default node;
