/**
 * @generated SignedSource<<d398d7119f42b94dddff3aaf09b1c510>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewMemberPageQuery$variables = Record<PropertyKey, never>;
export type NewMemberPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MemberForm_query">;
};
export type NewMemberPageQuery = {
  response: NewMemberPageQuery$data;
  variables: NewMemberPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewMemberPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MemberForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewMemberPageQuery",
    "selections": [
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f64b03a940ea72b3397b0490ed84d0f6",
    "id": null,
    "metadata": {},
    "name": "NewMemberPageQuery",
    "operationKind": "query",
    "text": "query NewMemberPageQuery {\n  ...MemberForm_query\n}\n\nfragment MemberForm_query on Query {\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};

(node as any).hash = "39cdcb6b7b26d9c9ff7f133b7bb42ef0";

export default node;
