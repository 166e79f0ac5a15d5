/**
 * @generated SignedSource<<2d113851f1198e3b7e2f55c1758b44f2>>
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
export type useCreateRoleMutation$variables = {
  input: CreateRoleInput;
};
export type useCreateRoleMutation$data = {
  readonly createRole: {
    readonly role: {
      readonly memberCount: number;
      readonly name: string;
      readonly roleCategoryId: number;
      readonly roleId: number;
      readonly version: number;
    };
  };
};
export type useCreateRoleMutation = {
  response: useCreateRoleMutation$data;
  variables: useCreateRoleMutation$variables;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roleCategoryId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "memberCount",
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
    "name": "useCreateRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2b0587752086f7055ac7796797c2c9fb",
    "id": null,
    "metadata": {},
    "name": "useCreateRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateRoleMutation(\n  $input: CreateRoleInput!\n) {\n  createRole(input: $input) {\n    role {\n      roleId\n      name\n      roleCategoryId\n      memberCount\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e967396bf93659c777af86ed859502d";

export default node;
