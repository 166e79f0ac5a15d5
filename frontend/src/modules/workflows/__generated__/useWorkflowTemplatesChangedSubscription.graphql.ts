/**
 * @generated SignedSource<<042c0094fec89ac7725e007c3d14651f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type WorkflowVisibility = "ACTIVE" | "HIDDEN" | "INACTIVE" | "%future added value";
export type useWorkflowTemplatesChangedSubscription$variables = Record<PropertyKey, never>;
export type useWorkflowTemplatesChangedSubscription$data = {
  readonly workflowTemplatesChanged: {
    readonly kind: ChangeKind;
    readonly workflowTemplate: {
      readonly archived: boolean;
      readonly description: string;
      readonly id: string;
      readonly name: string;
      readonly visibility: WorkflowVisibility;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateRow_template">;
    };
  };
};
export type useWorkflowTemplatesChangedSubscription = {
  response: useWorkflowTemplatesChangedSubscription$data;
  variables: useWorkflowTemplatesChangedSubscription$variables;
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
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visibility",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archived",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWorkflowTemplatesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkflowTemplateChange",
        "kind": "LinkedField",
        "name": "workflowTemplatesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowTemplate",
            "kind": "LinkedField",
            "name": "workflowTemplate",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useWorkflowTemplatesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkflowTemplateChange",
        "kind": "LinkedField",
        "name": "workflowTemplatesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowTemplate",
            "kind": "LinkedField",
            "name": "workflowTemplate",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
    "cacheID": "577cd18e8328e43aca078d4b57ff0b69",
    "id": null,
    "metadata": {},
    "name": "useWorkflowTemplatesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useWorkflowTemplatesChangedSubscription {\n  workflowTemplatesChanged {\n    kind\n    workflowTemplate {\n      id\n      name\n      description\n      visibility\n      archived\n      ...WorkflowTemplateRow_template\n    }\n  }\n}\n\nfragment WorkflowTemplateRow_template on WorkflowTemplate {\n  id\n  name\n  description\n  visibility\n  archived\n  stepCount\n  runningInstanceCount\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "4e539fb0caafbe026ae210466175551d";

export default node;
