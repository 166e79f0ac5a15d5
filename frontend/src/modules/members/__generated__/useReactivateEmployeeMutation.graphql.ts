/**
 * @generated SignedSource<<87d6b55d1928d6269c8ec6242492f73a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReactivateEmployeeInput = {
  employeeId: string;
};
export type useReactivateEmployeeMutation$variables = {
  input: ReactivateEmployeeInput;
};
export type useReactivateEmployeeMutation$data = {
  readonly reactivateEmployee: {
    readonly employee: {
      readonly active: boolean;
      readonly deactivatedAt: string | null | undefined;
      readonly id: string;
      readonly roles: ReadonlyArray<{
        readonly name: string;
        readonly roleId: number;
      }>;
      readonly version: number;
    };
  };
};
export type useReactivateEmployeeMutation = {
  response: useReactivateEmployeeMutation$data;
  variables: useReactivateEmployeeMutation$variables;
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
    "concreteType": "ReactivateEmployeePayload",
    "kind": "LinkedField",
    "name": "reactivateEmployee",
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
    "name": "useReactivateEmployeeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReactivateEmployeeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "740738e140d5460d1c09b20880d63b86",
    "id": null,
    "metadata": {},
    "name": "useReactivateEmployeeMutation",
    "operationKind": "mutation",
    "text": "mutation useReactivateEmployeeMutation(\n  $input: ReactivateEmployeeInput!\n) {\n  reactivateEmployee(input: $input) {\n    employee {\n      id\n      active\n      deactivatedAt\n      version\n      roles {\n        roleId\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e7bed6d4b7c98480392f0ae5a2437f8";

export default node;
