/**
 * @generated SignedSource<<0d7a4214a8d23ffc4327634c66602f9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRoleInput = {
  roleId: number;
};
export type useDeleteRoleMutation$variables = {
  input: DeleteRoleInput;
};
export type useDeleteRoleMutation$data = {
  readonly deleteRole: {
    readonly deletedRoleId: number;
  };
};
export type useDeleteRoleMutation = {
  response: useDeleteRoleMutation$data;
  variables: useDeleteRoleMutation$variables;
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
    "concreteType": "DeleteRolePayload",
    "kind": "LinkedField",
    "name": "deleteRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRoleId",
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
    "name": "useDeleteRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "72877040fa126e475af3bc554cc898bd",
    "id": null,
    "metadata": {},
    "name": "useDeleteRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteRoleMutation(\n  $input: DeleteRoleInput!\n) {\n  deleteRole(input: $input) {\n    deletedRoleId\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9eb961e0d757a4e34aa0c9b97b05935";

export default node;
