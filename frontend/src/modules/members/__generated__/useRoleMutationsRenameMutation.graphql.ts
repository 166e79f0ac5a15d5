/**
 * @generated SignedSource<<72babf687c7fe75b4d65819201869d53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RenameRoleInput = {
  name: string;
  roleId: number;
};
export type useRoleMutationsRenameMutation$variables = {
  input: RenameRoleInput;
};
export type useRoleMutationsRenameMutation$data = {
  readonly renameRole: {
    readonly role: {
      readonly name: string;
      readonly roleId: number;
    };
  };
};
export type useRoleMutationsRenameMutation = {
  response: useRoleMutationsRenameMutation$data;
  variables: useRoleMutationsRenameMutation$variables;
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
    "concreteType": "RenameRolePayload",
    "kind": "LinkedField",
    "name": "renameRole",
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
    "name": "useRoleMutationsRenameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRoleMutationsRenameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "106cf8901b0ca878a83e1a985da6f020",
    "id": null,
    "metadata": {},
    "name": "useRoleMutationsRenameMutation",
    "operationKind": "mutation",
    "text": "mutation useRoleMutationsRenameMutation(\n  $input: RenameRoleInput!\n) {\n  renameRole(input: $input) {\n    role {\n      roleId\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5c7743df16e008c0eaa1bc1115082d9";

export default node;
