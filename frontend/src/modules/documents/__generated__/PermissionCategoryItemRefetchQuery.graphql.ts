/**
 * @generated SignedSource<<c68c6249dc52442eb1aa51b2180606a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PermissionCategoryItemRefetchQuery$variables = {
  id: string;
};
export type PermissionCategoryItemRefetchQuery$data = {
  readonly node: {
    readonly PermissionCategoryItem_category: {
      readonly " $fragmentSpreads": FragmentRefs<"PermissionCategoryItem_category">;
    } | null | undefined;
  } | null | undefined;
};
export type PermissionCategoryItemRefetchQuery = {
  response: PermissionCategoryItemRefetchQuery$data;
  variables: PermissionCategoryItemRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PermissionCategoryItemRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PermissionCategoryItem_category"
                }
              ],
              "type": "PermissionCategory",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "PermissionCategoryItem_category"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PermissionCategoryItemRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
            "type": "PermissionCategory",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bd02e642f7f92ab70db394bf3dd787ee",
    "id": null,
    "metadata": {},
    "name": "PermissionCategoryItemRefetchQuery",
    "operationKind": "query",
    "text": "query PermissionCategoryItemRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...PermissionCategoryItem_category\n    id\n  }\n}\n\nfragment PermissionCategoryItem_category on PermissionCategory {\n  id\n  name\n  description\n  version\n  roleAssignments {\n    roleId\n    accessId\n    roleName\n  }\n}\n"
  }
};
})();

(node as any).hash = "553c42fee7e4de2bfb51b01f1e3da722";

export default node;
