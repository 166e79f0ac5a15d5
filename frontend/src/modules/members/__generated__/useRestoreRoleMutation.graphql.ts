/**
 * @generated SignedSource<<0637c19c6e053896c1a3dd36040c6a8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"roleLists_role">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRestoreRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "roleLists_role"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRestoreRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b031d2745bde360f65c3198d80a684f4",
    "id": null,
    "metadata": {},
    "name": "useRestoreRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useRestoreRoleMutation(\n  $input: RestoreRoleInput!\n) {\n  restoreRole(input: $input) {\n    role {\n      ...roleLists_role\n      deleted\n    }\n  }\n}\n\nfragment roleLists_role on Role {\n  roleId\n  name\n  roleCategoryId\n  memberCount\n  version\n}\n"
  }
};
})();

(node as any).hash = "027f7d024c8a8ef14425f51d99d6e43d";

export default node;
