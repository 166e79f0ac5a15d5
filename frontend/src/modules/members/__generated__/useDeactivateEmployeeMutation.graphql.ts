/**
 * @generated SignedSource<<c553b29c3cfae5633c8d0ae13cdc05d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeactivateEmployeeInput = {
  employeeId: string;
};
export type useDeactivateEmployeeMutation$variables = {
  input: DeactivateEmployeeInput;
};
export type useDeactivateEmployeeMutation$data = {
  readonly deactivateEmployee: {
    readonly employee: {
      readonly active: boolean;
      readonly deactivatedAt: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useDeactivateEmployeeMutation = {
  response: useDeactivateEmployeeMutation$data;
  variables: useDeactivateEmployeeMutation$variables;
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
    "concreteType": "DeactivateEmployeePayload",
    "kind": "LinkedField",
    "name": "deactivateEmployee",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Employee",
        "kind": "LinkedField",
        "name": "employee",
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
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deactivatedAt",
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
    "name": "useDeactivateEmployeeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeactivateEmployeeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bb86ec07745830fb79610e9096c519e4",
    "id": null,
    "metadata": {},
    "name": "useDeactivateEmployeeMutation",
    "operationKind": "mutation",
    "text": "mutation useDeactivateEmployeeMutation(\n  $input: DeactivateEmployeeInput!\n) {\n  deactivateEmployee(input: $input) {\n    employee {\n      id\n      active\n      deactivatedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7fe92412059063c98b8175b08aa96e8a";

export default node;
