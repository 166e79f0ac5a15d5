/**
 * @generated SignedSource<<3a2662753235f490ef4abf23fa977f32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateRoleInput = {
  name: string;
  roleCategoryId: number;
};
export type useRoleMutationsCreateMutation$variables = {
  input: CreateRoleInput;
};
export type useRoleMutationsCreateMutation$data = {
  readonly createRole: {
    readonly role: {
      readonly name: string;
      readonly roleId: number;
    };
  };
};
export type useRoleMutationsCreateMutation = {
  response: useRoleMutationsCreateMutation$data;
  variables: useRoleMutationsCreateMutation$variables;
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
    "concreteType": "CreateRolePayload",
    "kind": "LinkedField",
    "name": "createRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "role",
        "plural": false,
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRoleMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRoleMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "00534e9e538f55393fa89e17e4e3c617",
    "id": null,
    "metadata": {},
    "name": "useRoleMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useRoleMutationsCreateMutation(\n  $input: CreateRoleInput!\n) {\n  createRole(input: $input) {\n    role {\n      roleId\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6d8e713488da9ed58ddf3be9dd1d893";

export default node;
