/**
 * @generated SignedSource<<b22b499f5f903bc782a6eaf17579d2ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmployeeRolesInput = {
  employeeId: string;
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
    "cacheID": "9dc915acdf4643c1a822ceef4dd70dda",
    "id": null,
    "metadata": {},
    "name": "useUpdateEmployeeRolesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEmployeeRolesMutation(\n  $input: UpdateEmployeeRolesInput!\n) {\n  updateEmployeeRoles(input: $input) {\n    employee {\n      id\n      roles {\n        roleId\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b10a0fb13fc7df9f79cb49345a19dd29";

export default node;
