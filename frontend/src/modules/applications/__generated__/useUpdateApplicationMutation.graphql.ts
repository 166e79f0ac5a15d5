/**
 * @generated SignedSource<<e31cc9d71bf381c23a1ee1f191938d33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateApplicationInput = {
  applicationName: string;
  description: string;
  expectedVersion: number;
  id: string;
};
export type useUpdateApplicationMutation$variables = {
  input: UpdateApplicationInput;
};
export type useUpdateApplicationMutation$data = {
  readonly updateApplication: {
    readonly application: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApplicationDetail_application" | "ApplicationForm_application" | "ApplicationRow_application">;
    };
  };
};
export type useUpdateApplicationMutation = {
  response: useUpdateApplicationMutation$data;
  variables: useUpdateApplicationMutation$variables;
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
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "completed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateApplicationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateApplicationPayload",
        "kind": "LinkedField",
        "name": "updateApplication",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApplicationDetail_application"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApplicationForm_application"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApplicationRow_application"
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
    "name": "useUpdateApplicationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateApplicationPayload",
        "kind": "LinkedField",
        "name": "updateApplication",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "applicationName",
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
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Progress",
                "kind": "LinkedField",
                "name": "pageProgress",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Progress",
                "kind": "LinkedField",
                "name": "requirementProgress",
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
    "cacheID": "144e7b10818b80a84af38a3f9f95e9d7",
    "id": null,
    "metadata": {},
    "name": "useUpdateApplicationMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateApplicationMutation(\n  $input: UpdateApplicationInput!\n) {\n  updateApplication(input: $input) {\n    application {\n      id\n      ...ApplicationDetail_application\n      ...ApplicationForm_application\n      ...ApplicationRow_application\n    }\n  }\n}\n\nfragment ApplicationDetail_application on Application {\n  id\n  applicationName\n  description\n  statusId\n  createdAt\n  updatedAt\n  version\n  project {\n    id\n    name\n  }\n  createdBy {\n    id\n    name\n  }\n  ...ApplicationProgress_application\n  ...ApplicationForm_application\n}\n\nfragment ApplicationForm_application on Application {\n  id\n  applicationName\n  description\n  statusId\n  version\n  project {\n    id\n    name\n  }\n}\n\nfragment ApplicationProgress_application on Application {\n  pageProgress {\n    completed\n    total\n  }\n  requirementProgress {\n    completed\n    total\n  }\n}\n\nfragment ApplicationRow_application on Application {\n  id\n  version\n  applicationName\n  statusId\n  updatedAt\n  project {\n    id\n    name\n  }\n  ...ApplicationProgress_application\n}\n"
  }
};
})();

(node as any).hash = "a30ffc408eeb74b4b028cf3959c50b53";

export default node;
