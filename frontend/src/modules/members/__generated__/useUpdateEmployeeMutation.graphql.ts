/**
 * @generated SignedSource<<c2e2035e6156974ca057be22f18f3045>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmployeeInput = {
  email: string;
  employeeId: string;
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
    "cacheID": "fd1016f3c03a0a2bba589bd1a2fbaa5d",
    "id": null,
    "metadata": {},
    "name": "useUpdateEmployeeMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEmployeeMutation(\n  $input: UpdateEmployeeInput!\n) {\n  updateEmployee(input: $input) {\n    employee {\n      id\n      name\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e103667c15da5f86eb9776c7ec3465a";

export default node;
