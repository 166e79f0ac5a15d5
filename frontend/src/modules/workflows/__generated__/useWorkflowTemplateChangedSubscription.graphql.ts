/**
 * @generated SignedSource<<5f22bb8905b73638fdc144c9adcf3385>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useWorkflowTemplateChangedSubscription$variables = {
  id: string;
};
export type useWorkflowTemplateChangedSubscription$data = {
  readonly workflowTemplateChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateDetail_template" | "WorkflowTemplateForm_template" | "WorkflowTemplateRow_template">;
  };
};
export type useWorkflowTemplateChangedSubscription = {
  response: useWorkflowTemplateChangedSubscription$data;
  variables: useWorkflowTemplateChangedSubscription$variables;
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
    "name": "useWorkflowTemplateChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkflowTemplate",
        "kind": "LinkedField",
        "name": "workflowTemplateChanged",
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkflowTemplateChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkflowTemplate",
        "kind": "LinkedField",
        "name": "workflowTemplateChanged",
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
    ]
  },
  "params": {
    "cacheID": "cb444beaf723c86361897b2c1b7ce57d",
    "id": null,
    "metadata": {},
    "name": "useWorkflowTemplateChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useWorkflowTemplateChangedSubscription(\n  $id: ID!\n) {\n  workflowTemplateChanged(id: $id) {\n    id\n    ...WorkflowTemplateDetail_template\n    ...WorkflowTemplateForm_template\n    ...WorkflowTemplateRow_template\n  }\n}\n\nfragment WorkflowTemplateDetail_template on WorkflowTemplate {\n  id\n  name\n  description\n  visibility\n  archived\n  usable\n  runningInstanceCount\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n  steps {\n    key\n    name\n    description\n    approverRole {\n      roleId\n      name\n      deleted\n    }\n    expectedDocuments\n    dueAfterHours\n  }\n}\n\nfragment WorkflowTemplateForm_template on WorkflowTemplate {\n  id\n  name\n  description\n  visibility\n  version\n  steps {\n    key\n    name\n    description\n    approverRoleId\n    expectedDocuments\n    dueAfterHours\n  }\n}\n\nfragment WorkflowTemplateRow_template on WorkflowTemplate {\n  id\n  version\n  name\n  description\n  visibility\n  archived\n  stepCount\n  runningInstanceCount\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "74f0241e469106a5c7338bcf8c08abf5";

export default node;
