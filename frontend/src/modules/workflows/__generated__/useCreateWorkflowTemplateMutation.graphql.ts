/**
 * @generated SignedSource<<f990413c6d34ee2c20095dde7d36805d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowVisibility = "ACTIVE" | "HIDDEN" | "INACTIVE" | "%future added value";
export type CreateWorkflowTemplateInput = {
  description?: string;
  name: string;
  steps: ReadonlyArray<WorkflowStepInput>;
  visibility?: WorkflowVisibility;
};
export type WorkflowStepInput = {
  approverRoleId?: number | null | undefined;
  description?: string;
  dueAfterHours?: number | null | undefined;
  expectedDocuments?: ReadonlyArray<string>;
  key?: string | null | undefined;
  name: string;
};
export type useCreateWorkflowTemplateMutation$variables = {
  input: CreateWorkflowTemplateInput;
};
export type useCreateWorkflowTemplateMutation$data = {
  readonly createWorkflowTemplate: {
    readonly workflowTemplate: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateDetail_template" | "WorkflowTemplateRow_template">;
    };
  };
};
export type useCreateWorkflowTemplateMutation = {
  response: useCreateWorkflowTemplateMutation$data;
  variables: useCreateWorkflowTemplateMutation$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateWorkflowTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateWorkflowTemplatePayload",
        "kind": "LinkedField",
        "name": "createWorkflowTemplate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowTemplate",
            "kind": "LinkedField",
            "name": "workflowTemplate",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkflowTemplateRow_template"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkflowTemplateDetail_template"
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
    "name": "useCreateWorkflowTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateWorkflowTemplatePayload",
        "kind": "LinkedField",
        "name": "createWorkflowTemplate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowTemplate",
            "kind": "LinkedField",
            "name": "workflowTemplate",
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visibility",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "archived",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stepCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "runningInstanceCount",
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
                "name": "usable",
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
                "name": "author",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkflowTemplateStep",
                "kind": "LinkedField",
                "name": "steps",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Role",
                    "kind": "LinkedField",
                    "name": "approverRole",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "roleId",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deleted",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expectedDocuments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueAfterHours",
                    "storageKey": null
                  }
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
    "cacheID": "2b993e5d6b0c68ee375d1b3c1dc419fc",
    "id": null,
    "metadata": {},
    "name": "useCreateWorkflowTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateWorkflowTemplateMutation(\n  $input: CreateWorkflowTemplateInput!\n) {\n  createWorkflowTemplate(input: $input) {\n    workflowTemplate {\n      id\n      ...WorkflowTemplateRow_template\n      ...WorkflowTemplateDetail_template\n    }\n  }\n}\n\nfragment WorkflowTemplateDetail_template on WorkflowTemplate {\n  id\n  name\n  description\n  visibility\n  archived\n  usable\n  runningInstanceCount\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n  steps {\n    key\n    name\n    description\n    approverRole {\n      roleId\n      name\n      deleted\n    }\n    expectedDocuments\n    dueAfterHours\n  }\n}\n\nfragment WorkflowTemplateRow_template on WorkflowTemplate {\n  id\n  version\n  name\n  description\n  visibility\n  archived\n  stepCount\n  runningInstanceCount\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "f631053dc339edea630469974fefecf4";

export default node;
