/**
 * @generated SignedSource<<36e754b543d599ad204511c0653d1494>>
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
export type useRenameRoleMutation$variables = {
  input: RenameRoleInput;
};
export type useRenameRoleMutation$data = {
  readonly renameRole: {
    readonly role: {
      readonly name: string;
      readonly roleId: number;
      readonly version: number;
    };
  };
};
export type useRenameRoleMutation = {
  response: useRenameRoleMutation$data;
  variables: useRenameRoleMutation$variables;
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
    "name": "useRenameRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenameRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cb30ed2cb9fb37547199a561f6027102",
    "id": null,
    "metadata": {},
    "name": "useRenameRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useRenameRoleMutation(\n  $input: RenameRoleInput!\n) {\n  renameRole(input: $input) {\n    role {\n      roleId\n      name\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "345bbf2405297fa8e0b6b5a5ab4b7447";

export default node;
