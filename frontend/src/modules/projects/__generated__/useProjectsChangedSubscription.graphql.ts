/**
 * @generated SignedSource<<56bf297932f8edb87906c8bb2f9b48cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useProjectsChangedSubscription$variables = Record<PropertyKey, never>;
export type useProjectsChangedSubscription$data = {
  readonly projectsChanged: {
    readonly kind: ChangeKind;
    readonly project: {
      readonly id: string;
      readonly name: string;
      readonly statusId: number;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectRow_project">;
    };
  };
};
export type useProjectsChangedSubscription = {
  response: useProjectsChangedSubscription$data;
  variables: useProjectsChangedSubscription$variables;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useProjectsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProjectChange",
        "kind": "LinkedField",
        "name": "projectsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectRow_project"
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
    "name": "useProjectsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProjectChange",
        "kind": "LinkedField",
        "name": "projectsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organizations",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "employees",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/)
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
    "cacheID": "c5defb37c99efa468ee4e62c40517fbd",
    "id": null,
    "metadata": {},
    "name": "useProjectsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useProjectsChangedSubscription {\n  projectsChanged {\n    kind\n    project {\n      id\n      name\n      statusId\n      ...ProjectRow_project\n    }\n  }\n}\n\nfragment ProjectRow_project on Project {\n  id\n  name\n  statusId\n  updatedAt\n  organizations {\n    id\n    name\n  }\n  employees {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c79131ee59084caa1845d714598e839";

export default node;
