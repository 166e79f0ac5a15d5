/**
 * @generated SignedSource<<2c2333aac250f6efc7594a35d321c31f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateWorkflowTemplateInput = {
  description: string;
  expectedVersion?: number | null | undefined;
  id: string;
  name: string;
  steps: ReadonlyArray<WorkflowStepInput>;
};
export type WorkflowStepInput = {
  approverRoleId?: number | null | undefined;
  description?: string;
  dueAfterHours?: number | null | undefined;
  expectedDocuments?: ReadonlyArray<string>;
  key?: string | null | undefined;
  name: string;
};
export type useUpdateWorkflowTemplateMutation$variables = {
  input: UpdateWorkflowTemplateInput;
};
export type useUpdateWorkflowTemplateMutation$data = {
  readonly updateWorkflowTemplate: {
    readonly workflowTemplate: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateDetail_template" | "WorkflowTemplateForm_template" | "WorkflowTemplateRow_template">;
    };
  };
};
export type useUpdateWorkflowTemplateMutation = {
  response: useUpdateWorkflowTemplateMutation$data;
  variables: useUpdateWorkflowTemplateMutation$variables;
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
    "name": "useUpdateWorkflowTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateWorkflowTemplatePayload",
        "kind": "LinkedField",
        "name": "updateWorkflowTemplate",
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
                "name": "WorkflowTemplateDetail_template"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkflowTemplateForm_template"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkflowTemplateRow_template"
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
    "name": "useUpdateWorkflowTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateWorkflowTemplatePayload",
        "kind": "LinkedField",
        "name": "updateWorkflowTemplate",
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
                "name": "usable",
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
                "name": "version",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "approverRoleId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stepCount",
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
    "cacheID": "fa6b34f9bc0021e0a27cdd39c3f1075d",
    "id": null,
    "metadata": {},
    "name": "useUpdateWorkflowTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateWorkflowTemplateMutation(\n  $input: UpdateWorkflowTemplateInput!\n) {\n  updateWorkflowTemplate(input: $input) {\n    workflowTemplate {\n      id\n      ...WorkflowTemplateDetail_template\n      ...WorkflowTemplateForm_template\n      ...WorkflowTemplateRow_template\n    }\n  }\n}\n\nfragment WorkflowTemplateDetail_template on WorkflowTemplate {\n  id\n  name\n  description\n  visibility\n  archived\n  usable\n  runningInstanceCount\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n  steps {\n    key\n    name\n    description\n    approverRole {\n      roleId\n      name\n      deleted\n    }\n    expectedDocuments\n    dueAfterHours\n  }\n}\n\nfragment WorkflowTemplateForm_template on WorkflowTemplate {\n  id\n  name\n  description\n  visibility\n  version\n  steps {\n    key\n    name\n    description\n    approverRoleId\n    expectedDocuments\n    dueAfterHours\n  }\n}\n\nfragment WorkflowTemplateRow_template on WorkflowTemplate {\n  id\n  version\n  name\n  description\n  visibility\n  archived\n  stepCount\n  runningInstanceCount\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "6dc3ffc2a27cd7fa49a93e0d676af1ca";

export default node;
