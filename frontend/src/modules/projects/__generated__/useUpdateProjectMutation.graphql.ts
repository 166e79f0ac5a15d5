/**
 * @generated SignedSource<<18653a75e0f7fe9147abe0a2ecbde221>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateProjectInput = {
  description: string;
  employeeIds: ReadonlyArray<string>;
  expectedVersion: number;
  id: string;
  name: string;
  organizationIds: ReadonlyArray<string>;
};
export type useUpdateProjectMutation$variables = {
  input: UpdateProjectInput;
};
export type useUpdateProjectMutation$data = {
  readonly updateProject: {
    readonly project: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProjectDetail_project" | "ProjectForm_project" | "ProjectRow_project">;
    };
  };
};
export type useUpdateProjectMutation = {
  response: useUpdateProjectMutation$data;
  variables: useUpdateProjectMutation$variables;
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
    "name": "useUpdateProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProjectPayload",
        "kind": "LinkedField",
        "name": "updateProject",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectRow_project"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectDetail_project"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProjectForm_project"
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
    "name": "useUpdateProjectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProjectPayload",
        "kind": "LinkedField",
        "name": "updateProject",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Project",
            "kind": "LinkedField",
            "name": "project",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              (v3/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "description",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5b815df2e6e4da6a14f874d7197dcce7",
    "id": null,
    "metadata": {},
    "name": "useUpdateProjectMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProjectMutation(\n  $input: UpdateProjectInput!\n) {\n  updateProject(input: $input) {\n    project {\n      id\n      ...ProjectRow_project\n      ...ProjectDetail_project\n      ...ProjectForm_project\n    }\n  }\n}\n\nfragment ProjectDetail_project on Project {\n  id\n  name\n  description\n  statusId\n  createdAt\n  updatedAt\n  version\n  organizations {\n    id\n    name\n  }\n  employees {\n    id\n    name\n  }\n  createdBy {\n    id\n    name\n  }\n}\n\nfragment ProjectForm_project on Project {\n  id\n  name\n  description\n  statusId\n  version\n  organizations {\n    id\n    name\n  }\n  employees {\n    id\n    name\n  }\n}\n\nfragment ProjectRow_project on Project {\n  id\n  version\n  name\n  statusId\n  updatedAt\n  organizations {\n    id\n    name\n  }\n  employees {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f52d58f789eff04f2ede215d04fe035";

export default node;
