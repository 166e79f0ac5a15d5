/**
 * @generated SignedSource<<c36937101a24ff5d4796afcd20a622af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignPermissionCategoryRoleInput = {
  accessId: number;
  id: string;
  roleId: number;
};
export type useAssignPermissionCategoryRoleMutation$variables = {
  input: AssignPermissionCategoryRoleInput;
};
export type useAssignPermissionCategoryRoleMutation$data = {
  readonly assignPermissionCategoryRole: {
    readonly permissionCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PermissionCategoryItem_category">;
    };
  };
};
export type useAssignPermissionCategoryRoleMutation = {
  response: useAssignPermissionCategoryRoleMutation$data;
  variables: useAssignPermissionCategoryRoleMutation$variables;
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
    "name": "useAssignPermissionCategoryRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AssignPermissionCategoryRolePayload",
        "kind": "LinkedField",
        "name": "assignPermissionCategoryRole",
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
    "name": "useAssignPermissionCategoryRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AssignPermissionCategoryRolePayload",
        "kind": "LinkedField",
        "name": "assignPermissionCategoryRole",
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
    "cacheID": "64f7f92d16983beaa7801647ecbed5d5",
    "id": null,
    "metadata": {},
    "name": "useAssignPermissionCategoryRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignPermissionCategoryRoleMutation(\n  $input: AssignPermissionCategoryRoleInput!\n) {\n  assignPermissionCategoryRole(input: $input) {\n    permissionCategory {\n      id\n      ...PermissionCategoryItem_category\n    }\n  }\n}\n\nfragment PermissionCategoryItem_category on PermissionCategory {\n  id\n  name\n  description\n  version\n  roleAssignments {\n    roleId\n    accessId\n    roleName\n  }\n}\n"
  }
};
})();

(node as any).hash = "27eecd02f9f1430c1aa84e54e599781d";

export default node;
