/**
 * @generated SignedSource<<4516cd805acc2cefbbad98710e61c51d>>
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
      readonly version: number;
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
    "cacheID": "5f9e199bd32d66b5e275b402ab9d6f43",
    "id": null,
    "metadata": {},
    "name": "useDeactivateEmployeeMutation",
    "operationKind": "mutation",
    "text": "mutation useDeactivateEmployeeMutation(\n  $input: DeactivateEmployeeInput!\n) {\n  deactivateEmployee(input: $input) {\n    employee {\n      id\n      active\n      deactivatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa35a48e40ead3e821afc3c994c1849e";

export default node;
