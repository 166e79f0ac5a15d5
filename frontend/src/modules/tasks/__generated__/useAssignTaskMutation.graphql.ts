/**
 * @generated SignedSource<<c725ca937457e929d305f071d6ad7fb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignTaskInput = {
  assigneeId?: string | null | undefined;
  id: string;
};
export type useAssignTaskMutation$variables = {
  input: AssignTaskInput;
};
export type useAssignTaskMutation$data = {
  readonly assignTask: {
    readonly task: {
      readonly assignee: {
        readonly avatarUrl: string | null | undefined;
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly id: string;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useAssignTaskMutation = {
  response: useAssignTaskMutation$data;
  variables: useAssignTaskMutation$variables;
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
    "concreteType": "AssignTaskPayload",
    "kind": "LinkedField",
    "name": "assignTask",
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
          (v1/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Employee",
            "kind": "LinkedField",
            "name": "assignee",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "avatarUrl",
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
    "name": "useAssignTaskMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignTaskMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1ef1de98e6ac8035527741a146cf0941",
    "id": null,
    "metadata": {},
    "name": "useAssignTaskMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignTaskMutation(\n  $input: AssignTaskInput!\n) {\n  assignTask(input: $input) {\n    task {\n      id\n      updatedAt\n      version\n      assignee {\n        id\n        name\n        avatarUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2da0a41dd02b9b6ed9e1d2ff2c9b9286";

export default node;
