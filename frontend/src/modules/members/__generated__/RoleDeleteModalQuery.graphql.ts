/**
 * @generated SignedSource<<a95faff012b4c74be3cddde42e77aadb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RoleDeleteModalQuery$variables = Record<PropertyKey, never>;
export type RoleDeleteModalQuery$data = {
  readonly roles: ReadonlyArray<{
    readonly dependents: {
      readonly documents: number;
      readonly members: number;
      readonly permissionCategories: number;
      readonly total: number;
      readonly workflowInstances: number;
      readonly workflowTemplates: number;
    };
    readonly memberCount: number;
    readonly name: string;
    readonly roleCategoryId: number;
    readonly roleId: number;
    readonly version: number;
  }>;
};
export type RoleDeleteModalQuery = {
  response: RoleDeleteModalQuery$data;
  variables: RoleDeleteModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Role",
    "kind": "LinkedField",
    "name": "roles",
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
      {
        "alias": null,
        "args": null,
        "concreteType": "RoleDependents",
        "kind": "LinkedField",
        "name": "dependents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "members",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "permissionCategories",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workflowTemplates",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workflowInstances",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RoleDeleteModalQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RoleDeleteModalQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9e1fda2f34822dfa565efcc04c056587",
    "id": null,
    "metadata": {},
    "name": "RoleDeleteModalQuery",
    "operationKind": "query",
    "text": "query RoleDeleteModalQuery {\n  roles {\n    roleId\n    name\n    roleCategoryId\n    memberCount\n    version\n    dependents {\n      members\n      documents\n      permissionCategories\n      workflowTemplates\n      workflowInstances\n      total\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "950db570f76dc979b8a6931f21b66a6a";

export default node;
