/**
 * @generated SignedSource<<1a741871203d78f490569d87dd2acf39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type usePermissionCategoriesChangedSubscription$variables = Record<PropertyKey, never>;
export type usePermissionCategoriesChangedSubscription$data = {
  readonly permissionCategoriesChanged: {
    readonly kind: ChangeKind;
    readonly permissionCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PermissionCategoryItem_category">;
    };
  };
};
export type usePermissionCategoriesChangedSubscription = {
  response: usePermissionCategoriesChangedSubscription$data;
  variables: usePermissionCategoriesChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePermissionCategoriesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PermissionCategoryChange",
        "kind": "LinkedField",
        "name": "permissionCategoriesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionCategory",
            "kind": "LinkedField",
            "name": "permissionCategory",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePermissionCategoriesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PermissionCategoryChange",
        "kind": "LinkedField",
        "name": "permissionCategoriesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionCategory",
            "kind": "LinkedField",
            "name": "permissionCategory",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "cacheID": "e828e04d8ed17642c8d729e4e92666be",
    "id": null,
    "metadata": {},
    "name": "usePermissionCategoriesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription usePermissionCategoriesChangedSubscription {\n  permissionCategoriesChanged {\n    kind\n    permissionCategory {\n      id\n      ...PermissionCategoryItem_category\n    }\n  }\n}\n\nfragment PermissionCategoryItem_category on PermissionCategory {\n  id\n  name\n  description\n  version\n  roleAssignments {\n    roleId\n    accessId\n    roleName\n  }\n}\n"
  }
};
})();

(node as any).hash = "c775ca518a5af2dd2ce1e73640d45169";

export default node;
