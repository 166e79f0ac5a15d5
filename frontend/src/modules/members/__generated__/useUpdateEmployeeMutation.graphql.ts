/**
 * @generated SignedSource<<b4d2bd0e8bd44542101cd0ea3cec162a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmployeeInput = {
  email: string;
  employeeId: string;
  expectedVersion: number;
  name: string;
};
export type useUpdateEmployeeMutation$variables = {
  input: UpdateEmployeeInput;
};
export type useUpdateEmployeeMutation$data = {
  readonly updateEmployee: {
    readonly employee: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
      readonly version: number;
    };
  };
};
export type useUpdateEmployeeMutation = {
  response: useUpdateEmployeeMutation$data;
  variables: useUpdateEmployeeMutation$variables;
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
    "concreteType": "UpdateEmployeePayload",
    "kind": "LinkedField",
    "name": "updateEmployee",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
    "name": "useUpdateEmployeeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEmployeeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d6508436d25439b6aecc67d67aeba04b",
    "id": null,
    "metadata": {},
    "name": "useUpdateEmployeeMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEmployeeMutation(\n  $input: UpdateEmployeeInput!\n) {\n  updateEmployee(input: $input) {\n    employee {\n      id\n      name\n      email\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec0b16880b34129d09439ae68dfbd3a5";

export default node;
