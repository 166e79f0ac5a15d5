/**
 * @generated SignedSource<<51c122ef66a463138404b7d65b0a58b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RestoreRoleInput = {
  roleId: number;
};
export type useRestoreRoleMutation$variables = {
  input: RestoreRoleInput;
};
export type useRestoreRoleMutation$data = {
  readonly restoreRole: {
    readonly role: {
      readonly deleted: boolean;
      readonly memberCount: number;
      readonly name: string;
      readonly roleCategoryId: number;
      readonly roleId: number;
      readonly version: number;
    };
  };
};
export type useRestoreRoleMutation = {
  response: useRestoreRoleMutation$data;
  variables: useRestoreRoleMutation$variables;
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
    "concreteType": "RestoreRolePayload",
    "kind": "LinkedField",
    "name": "restoreRole",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deleted",
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
    "name": "useRestoreRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRestoreRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "24c090cc76b0de2bc5483fddbcb4071c",
    "id": null,
    "metadata": {},
    "name": "useRestoreRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useRestoreRoleMutation(\n  $input: RestoreRoleInput!\n) {\n  restoreRole(input: $input) {\n    role {\n      roleId\n      name\n      roleCategoryId\n      memberCount\n      version\n      deleted\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8b67d33e9d219bbb40f18181c07b2dea";

export default node;
