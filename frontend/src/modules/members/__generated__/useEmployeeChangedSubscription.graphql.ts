/**
 * @generated SignedSource<<1f740190eef4e2f994f5c1a2902185d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useEmployeeChangedSubscription$variables = {
  id: string;
};
export type useEmployeeChangedSubscription$data = {
  readonly employeeChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MemberProfile_employee" | "MemberRow_employee">;
  };
};
export type useEmployeeChangedSubscription = {
  response: useEmployeeChangedSubscription$data;
  variables: useEmployeeChangedSubscription$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEmployeeChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Employee",
        "kind": "LinkedField",
        "name": "employeeChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MemberProfile_employee"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MemberRow_employee"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEmployeeChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Employee",
        "kind": "LinkedField",
        "name": "employeeChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleId",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "28d91b07d3b2aabc7ff74552fad5fda4",
    "id": null,
    "metadata": {},
    "name": "useEmployeeChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useEmployeeChangedSubscription(\n  $id: ID!\n) {\n  employeeChanged(id: $id) {\n    id\n    ...MemberProfile_employee\n    ...MemberRow_employee\n  }\n}\n\nfragment MemberProfile_employee on Employee {\n  id\n  name\n  email\n  avatarUrl\n  registeredAt\n  version\n  active\n  deactivatedAt\n  roles {\n    roleId\n    name\n  }\n}\n\nfragment MemberRow_employee on Employee {\n  id\n  name\n  email\n  avatarUrl\n  registeredAt\n  active\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "87bac31f4a8f30cb3c7e25f89ac97ced";

export default node;
