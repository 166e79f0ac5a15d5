/**
 * @generated SignedSource<<73464098ca7a195c2b345ba4e69de2f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRoleInput = {
  roleId: number;
};
export type useRoleMutationsDeleteMutation$variables = {
  input: DeleteRoleInput;
};
export type useRoleMutationsDeleteMutation$data = {
  readonly deleteRole: {
    readonly deletedRoleId: number;
  };
};
export type useRoleMutationsDeleteMutation = {
  response: useRoleMutationsDeleteMutation$data;
  variables: useRoleMutationsDeleteMutation$variables;
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
    "name": "useRoleMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRoleMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "81c2ac1b2d8c732669ecfb9b1b486db0",
    "id": null,
    "metadata": {},
    "name": "useRoleMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useRoleMutationsDeleteMutation(\n  $input: DeleteRoleInput!\n) {\n  deleteRole(input: $input) {\n    deletedRoleId\n  }\n}\n"
  }
};
})();

(node as any).hash = "689f67169cc02eb8610f0f903c7a0ca0";

export default node;
