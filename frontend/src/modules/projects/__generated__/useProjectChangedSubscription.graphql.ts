/**
 * @generated SignedSource<<968c6a04bfcd8f31b98b23f0d102dc31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useProjectChangedSubscription$variables = {
  id: string;
};
export type useProjectChangedSubscription$data = {
  readonly projectChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProjectDetail_project" | "ProjectRow_project">;
  };
};
export type useProjectChangedSubscription = {
  response: useProjectChangedSubscription$data;
  variables: useProjectChangedSubscription$variables;
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
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProjectChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "projectChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectDetail_project"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectRow_project"
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
    "name": "useProjectChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "projectChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "name": "statusId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organizations",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Employee",
            "kind": "LinkedField",
            "name": "employees",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Employee",
            "kind": "LinkedField",
            "name": "createdBy",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "241dd346db9fc680ef471f1787869dfb",
    "id": null,
    "metadata": {},
    "name": "useProjectChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useProjectChangedSubscription(\n  $id: ID!\n) {\n  projectChanged(id: $id) {\n    id\n    ...ProjectDetail_project\n    ...ProjectRow_project\n  }\n}\n\nfragment ProjectDetail_project on Project {\n  id\n  name\n  description\n  statusId\n  createdAt\n  updatedAt\n  version\n  organizations {\n    id\n    name\n  }\n  employees {\n    id\n    name\n  }\n  createdBy {\n    id\n    name\n  }\n}\n\nfragment ProjectRow_project on Project {\n  id\n  version\n  name\n  statusId\n  updatedAt\n  organizations {\n    id\n    name\n  }\n  employees {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d5ee6d0a40133bb28fe0f8474bb2132";

export default node;
