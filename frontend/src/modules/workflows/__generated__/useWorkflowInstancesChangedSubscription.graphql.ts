/**
 * @generated SignedSource<<e91af2f9f3eeecb63c3fc234258b30a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type WorkflowProgress = "ARCHIVED" | "COMPLETED" | "IN_PROGRESS" | "%future added value";
export type useWorkflowInstancesChangedSubscription$variables = Record<PropertyKey, never>;
export type useWorkflowInstancesChangedSubscription$data = {
  readonly workflowInstancesChanged: {
    readonly kind: ChangeKind;
    readonly workflowInstance: {
      readonly id: string;
      readonly name: string;
      readonly overdue: boolean;
      readonly owner: {
        readonly id: string;
      } | null | undefined;
      readonly progress: WorkflowProgress;
      readonly template: {
        readonly id: string;
      } | null | undefined;
      readonly templateName: string;
      readonly waitingForMe: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowInstanceRow_instance">;
    };
  };
};
export type useWorkflowInstancesChangedSubscription = {
  response: useWorkflowInstancesChangedSubscription$data;
  variables: useWorkflowInstancesChangedSubscription$variables;
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
  "name": "templateName",
  "storageKey": null
},
v4 = [
  (v1/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "WorkflowTemplate",
  "kind": "LinkedField",
  "name": "template",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "progress",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "waitingForMe",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "overdue",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWorkflowInstancesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkflowInstanceChange",
        "kind": "LinkedField",
        "name": "workflowInstancesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowInstance",
            "kind": "LinkedField",
            "name": "workflowInstance",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkflowInstanceRow_instance"
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
    "name": "useWorkflowInstancesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkflowInstanceChange",
        "kind": "LinkedField",
        "name": "workflowInstancesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowInstance",
            "kind": "LinkedField",
            "name": "workflowInstance",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
                "name": "doneStepCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkflowInstanceStep",
                "kind": "LinkedField",
                "name": "currentStep",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "waitingFor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Role",
                    "kind": "LinkedField",
                    "name": "approverRole",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deleted",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c7bdf03ca4213703a4ec79f96f66a0e4",
    "id": null,
    "metadata": {},
    "name": "useWorkflowInstancesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useWorkflowInstancesChangedSubscription {\n  workflowInstancesChanged {\n    kind\n    workflowInstance {\n      id\n      name\n      templateName\n      template {\n        id\n      }\n      owner {\n        id\n      }\n      progress\n      waitingForMe\n      overdue\n      ...WorkflowInstanceRow_instance\n    }\n  }\n}\n\nfragment WorkflowInstanceRow_instance on WorkflowInstance {\n  id\n  name\n  templateName\n  progress\n  overdue\n  waitingForMe\n  stepCount\n  doneStepCount\n  startedAt\n  owner {\n    id\n    name\n  }\n  currentStep {\n    key\n    name\n    waitingFor\n    approverRole {\n      name\n      deleted\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7b708edd23c8f58497f0511fc12f110";

export default node;
