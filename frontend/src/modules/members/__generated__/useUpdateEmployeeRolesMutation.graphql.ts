/**
 * @generated SignedSource<<05c0c5dbdd1a8403ca07c58bb9ad3870>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmployeeRolesInput = {
  employeeId: string;
  expectedVersion?: number | null | undefined;
  roleIds: ReadonlyArray<number>;
};
export type useUpdateEmployeeRolesMutation$variables = {
  input: UpdateEmployeeRolesInput;
};
export type useUpdateEmployeeRolesMutation$data = {
  readonly updateEmployeeRoles: {
    readonly employee: {
      readonly id: string;
      readonly roles: ReadonlyArray<{
        readonly name: string;
        readonly roleId: number;
      }>;
      readonly version: number;
    };
  };
};
export type useUpdateEmployeeRolesMutation = {
  response: useUpdateEmployeeRolesMutation$data;
  variables: useUpdateEmployeeRolesMutation$variables;
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
    "concreteType": "UpdateEmployeeRolesPayload",
    "kind": "LinkedField",
    "name": "updateEmployeeRoles",
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
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileRole",
            "kind": "LinkedField",
            "name": "roles",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
    "name": "useUpdateEmployeeRolesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEmployeeRolesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a9c91b396a25d7da2e41379a7eb46ce7",
    "id": null,
    "metadata": {},
    "name": "useUpdateEmployeeRolesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEmployeeRolesMutation(\n  $input: UpdateEmployeeRolesInput!\n) {\n  updateEmployeeRoles(input: $input) {\n    employee {\n      id\n      version\n      roles {\n        roleId\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "158e04b35847c177361f5623a915ba18";

export default node;
