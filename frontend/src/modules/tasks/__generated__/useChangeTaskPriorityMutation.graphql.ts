/**
 * @generated SignedSource<<426639748b3002f659a8135e30580cde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeTaskPriorityInput = {
  id: string;
  priorityId: number;
};
export type useChangeTaskPriorityMutation$variables = {
  input: ChangeTaskPriorityInput;
};
export type useChangeTaskPriorityMutation$data = {
  readonly changeTaskPriority: {
    readonly task: {
      readonly id: string;
      readonly priorityId: number;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useChangeTaskPriorityMutation = {
  response: useChangeTaskPriorityMutation$data;
  variables: useChangeTaskPriorityMutation$variables;
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
    "concreteType": "ChangeTaskPriorityPayload",
    "kind": "LinkedField",
    "name": "changeTaskPriority",
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
            "name": "priorityId",
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
    "name": "useChangeTaskPriorityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeTaskPriorityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "852ebc599b492a160b72a7a17a449f11",
    "id": null,
    "metadata": {},
    "name": "useChangeTaskPriorityMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeTaskPriorityMutation(\n  $input: ChangeTaskPriorityInput!\n) {\n  changeTaskPriority(input: $input) {\n    task {\n      id\n      priorityId\n      updatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cf53f4265099f18b70571fae5495ed3";

export default node;
