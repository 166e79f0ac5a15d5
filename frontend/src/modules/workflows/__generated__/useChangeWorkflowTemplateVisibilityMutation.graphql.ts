/**
 * @generated SignedSource<<2a83d5d2be2692a3c6a96b8f8d3ed746>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowVisibility = "ACTIVE" | "HIDDEN" | "INACTIVE" | "%future added value";
export type ChangeWorkflowTemplateVisibilityInput = {
  id: string;
  visibility: WorkflowVisibility;
};
export type useChangeWorkflowTemplateVisibilityMutation$variables = {
  input: ChangeWorkflowTemplateVisibilityInput;
};
export type useChangeWorkflowTemplateVisibilityMutation$data = {
  readonly changeWorkflowTemplateVisibility: {
    readonly workflowTemplate: {
      readonly id: string;
      readonly version: number;
      readonly visibility: WorkflowVisibility;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateDetail_template" | "WorkflowTemplateRow_template">;
    };
  };
};
export type useChangeWorkflowTemplateVisibilityMutation = {
  response: useChangeWorkflowTemplateVisibilityMutation$data;
  variables: useChangeWorkflowTemplateVisibilityMutation$variables;
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
  "name": "visibility",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
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
    "name": "useChangeWorkflowTemplateVisibilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeWorkflowTemplateVisibilityPayload",
        "kind": "LinkedField",
        "name": "changeWorkflowTemplateVisibility",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkflowTemplateDetail_template"
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
    "name": "useChangeWorkflowTemplateVisibilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeWorkflowTemplateVisibilityPayload",
        "kind": "LinkedField",
        "name": "changeWorkflowTemplateVisibility",
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                  (v5/*:: as any*/)
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                      (v5/*:: as any*/),
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
    "cacheID": "274c666eff526b2a7d951d05c88e6983",
    "id": null,
    "metadata": {},
    "name": "useChangeWorkflowTemplateVisibilityMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeWorkflowTemplateVisibilityMutation(\n  $input: ChangeWorkflowTemplateVisibilityInput!\n) {\n  changeWorkflowTemplateVisibility(input: $input) {\n    workflowTemplate {\n      id\n      visibility\n      version\n      ...WorkflowTemplateDetail_template\n      ...WorkflowTemplateRow_template\n    }\n  }\n}\n\nfragment WorkflowTemplateDetail_template on WorkflowTemplate {\n  id\n  name\n  description\n  visibility\n  archived\n  usable\n  runningInstanceCount\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n  steps {\n    key\n    name\n    description\n    approverRole {\n      roleId\n      name\n      deleted\n    }\n    expectedDocuments\n    dueAfterHours\n  }\n}\n\nfragment WorkflowTemplateRow_template on WorkflowTemplate {\n  id\n  version\n  name\n  description\n  visibility\n  archived\n  stepCount\n  runningInstanceCount\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "ae773e93adc174275460d22907437480";

export default node;
