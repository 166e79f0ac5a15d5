/**
 * @generated SignedSource<<f76493bec356e1bee73b46706ae9ff61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRolesChangedSubscription$variables = Record<PropertyKey, never>;
export type useRolesChangedSubscription$data = {
  readonly rolesChanged: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"roleLists_role">;
  }>;
};
export type useRolesChangedSubscription = {
  response: useRolesChangedSubscription$data;
  variables: useRolesChangedSubscription$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRolesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "rolesChanged",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "roleLists_role"
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
    "name": "useRolesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "rolesChanged",
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0316dac22293d46f66344afee29da724",
    "id": null,
    "metadata": {},
    "name": "useRolesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useRolesChangedSubscription {\n  rolesChanged {\n    ...roleLists_role\n  }\n}\n\nfragment roleLists_role on Role {\n  roleId\n  name\n  roleCategoryId\n  memberCount\n  version\n}\n"
  }
};

(node as any).hash = "5e0dd753a99fc154cdc7cdd94a398eba";

export default node;
