/**
 * @generated SignedSource<<bd59ebd359a14dd28b4d92f7947b5a97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberDetailPageQuery$variables = {
  id: string;
};
export type MemberDetailPageQuery$data = {
  readonly deletedRoles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly node: {
    readonly __typename: string;
    readonly MemberProfile_employee: {
      readonly " $fragmentSpreads": FragmentRefs<"MemberProfile_employee">;
    } | null | undefined;
    readonly id?: string;
    readonly name?: string;
  } | null | undefined;
  readonly profile: {
    readonly employeeId: string;
    readonly roles: ReadonlyArray<{
      readonly roleId: number;
    }>;
  };
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
};
export type MemberDetailPageQuery = {
  response: MemberDetailPageQuery$data;
  variables: MemberDetailPageQuery$variables;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roleId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employeeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  (v5/*:: as any*/),
  (v4/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Role",
  "kind": "LinkedField",
  "name": "roles",
  "plural": true,
  "selections": (v7/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Role",
  "kind": "LinkedField",
  "name": "deletedRoles",
  "plural": true,
  "selections": (v7/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Employee",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MemberProfile_employee"
                }
              ],
              "type": "Employee",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "MemberProfile_employee"
          }
        ],
        "storageKey": null
      },
      (v6/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Employee",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "registeredAt",
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
                "kind": "ScalarField",
                "name": "active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deactivatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileRole",
                "kind": "LinkedField",
                "name": "roles",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "Employee",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v6/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "937d67d5c03d849662a28e131222e19c",
    "id": null,
    "metadata": {},
    "name": "MemberDetailPageQuery",
    "operationKind": "query",
    "text": "query MemberDetailPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Employee {\n      id\n      name\n    }\n    ...MemberProfile_employee\n    id\n  }\n  profile {\n    employeeId\n    roles {\n      roleId\n    }\n  }\n  roles {\n    roleId\n    name\n  }\n  deletedRoles {\n    roleId\n    name\n  }\n}\n\nfragment MemberProfile_employee on Employee {\n  id\n  name\n  email\n  avatarUrl\n  registeredAt\n  version\n  active\n  deactivatedAt\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "76b2fd360142cbbaedbd5f2859ac6fbe";

export default node;
