/**
 * @generated SignedSource<<e4095216d0b701686eb390b5eacbcf17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreatePermissionCategoryInput = {
  description?: string;
  name: string;
  roleAssignments?: ReadonlyArray<RoleAssignmentInput>;
};
export type RoleAssignmentInput = {
  accessId: number;
  roleId: number;
};
export type useCreatePermissionCategoryMutation$variables = {
  input: CreatePermissionCategoryInput;
};
export type useCreatePermissionCategoryMutation$data = {
  readonly createPermissionCategory: {
    readonly permissionCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PermissionCategoryItem_category">;
    };
  };
};
export type useCreatePermissionCategoryMutation = {
  response: useCreatePermissionCategoryMutation$data;
  variables: useCreatePermissionCategoryMutation$variables;
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
    "name": "useCreatePermissionCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreatePermissionCategoryPayload",
        "kind": "LinkedField",
        "name": "createPermissionCategory",
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
    "name": "useCreatePermissionCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreatePermissionCategoryPayload",
        "kind": "LinkedField",
        "name": "createPermissionCategory",
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
    "cacheID": "567cdec19c6441c5870d23626cf8e4bb",
    "id": null,
    "metadata": {},
    "name": "useCreatePermissionCategoryMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePermissionCategoryMutation(\n  $input: CreatePermissionCategoryInput!\n) {\n  createPermissionCategory(input: $input) {\n    permissionCategory {\n      id\n      ...PermissionCategoryItem_category\n    }\n  }\n}\n\nfragment PermissionCategoryItem_category on PermissionCategory {\n  id\n  name\n  description\n  version\n  roleAssignments {\n    roleId\n    accessId\n    roleName\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1621aecc0e97f4afcee3a588c9342b9";

export default node;
