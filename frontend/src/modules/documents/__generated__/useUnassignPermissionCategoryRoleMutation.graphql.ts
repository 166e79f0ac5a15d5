/**
 * @generated SignedSource<<5523c435a9b9fd7021b816aba57cc606>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnassignPermissionCategoryRoleInput = {
  id: string;
  roleId: number;
};
export type useUnassignPermissionCategoryRoleMutation$variables = {
  input: UnassignPermissionCategoryRoleInput;
};
export type useUnassignPermissionCategoryRoleMutation$data = {
  readonly unassignPermissionCategoryRole: {
    readonly permissionCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PermissionCategoryItem_category">;
    };
  };
};
export type useUnassignPermissionCategoryRoleMutation = {
  response: useUnassignPermissionCategoryRoleMutation$data;
  variables: useUnassignPermissionCategoryRoleMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnassignPermissionCategoryRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnassignPermissionCategoryRolePayload",
        "kind": "LinkedField",
        "name": "unassignPermissionCategoryRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionCategory",
            "kind": "LinkedField",
            "name": "permissionCategory",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PermissionCategoryItem_category"
              }
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
    "name": "useUnassignPermissionCategoryRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnassignPermissionCategoryRolePayload",
        "kind": "LinkedField",
        "name": "unassignPermissionCategoryRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionCategory",
            "kind": "LinkedField",
            "name": "permissionCategory",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "name": "description",
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
                "concreteType": "DocumentRoleAssignment",
                "kind": "LinkedField",
                "name": "roleAssignments",
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
                    "name": "accessId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roleName",
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
    ]
  },
  "params": {
    "cacheID": "3de6f352ca22d774ebe231a851fda03e",
    "id": null,
    "metadata": {},
    "name": "useUnassignPermissionCategoryRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useUnassignPermissionCategoryRoleMutation(\n  $input: UnassignPermissionCategoryRoleInput!\n) {\n  unassignPermissionCategoryRole(input: $input) {\n    permissionCategory {\n      id\n      ...PermissionCategoryItem_category\n    }\n  }\n}\n\nfragment PermissionCategoryItem_category on PermissionCategory {\n  id\n  name\n  description\n  version\n  roleAssignments {\n    roleId\n    accessId\n    roleName\n  }\n}\n"
  }
};
})();

(node as any).hash = "51f34f8feee6c9ced1be98348a4a23e6";

export default node;
