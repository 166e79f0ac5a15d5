/**
 * @generated SignedSource<<137f35ac160f839a6dc5db4c1df91cbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type WorkflowProgress = "ARCHIVED" | "COMPLETED" | "IN_PROGRESS" | "%future added value";
export type WorkflowInstanceFilter = {
  keyword?: string | null | undefined;
  overdue?: boolean | null | undefined;
  ownerId?: string | null | undefined;
  progress?: ReadonlyArray<WorkflowProgress> | null | undefined;
  templateId?: string | null | undefined;
  waitingForMe?: boolean | null | undefined;
};
export type WorkflowInstanceListSubscription$variables = {
  filter?: WorkflowInstanceFilter | null | undefined;
};
export type WorkflowInstanceListSubscription$data = {
  readonly workflowInstancesChanged: {
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
    readonly workflowInstance: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WorkflowInstanceRow_instance">;
    } | null | undefined;
  };
};
export type WorkflowInstanceListSubscription = {
  response: WorkflowInstanceListSubscription$data;
  variables: WorkflowInstanceListSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matches",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkflowInstanceListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkflowInstanceChange",
        "kind": "LinkedField",
        "name": "workflowInstancesChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowInstance",
            "kind": "LinkedField",
            "name": "workflowInstance",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkflowInstanceListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkflowInstanceChange",
        "kind": "LinkedField",
        "name": "workflowInstancesChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowInstance",
            "kind": "LinkedField",
            "name": "workflowInstance",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "templateName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "progress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "overdue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "waitingForMe",
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
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/)
                ],
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
                  (v5/*:: as any*/),
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
    "cacheID": "2eaafbee4265039b715000ece0b24d3a",
    "id": null,
    "metadata": {},
    "name": "WorkflowInstanceListSubscription",
    "operationKind": "subscription",
    "text": "subscription WorkflowInstanceListSubscription(\n  $filter: WorkflowInstanceFilter\n) {\n  workflowInstancesChanged(filter: $filter) {\n    kind\n    id\n    matches\n    workflowInstance {\n      id\n      ...WorkflowInstanceRow_instance\n    }\n  }\n}\n\nfragment WorkflowInstanceRow_instance on WorkflowInstance {\n  id\n  name\n  templateName\n  progress\n  overdue\n  waitingForMe\n  ...WorkflowStepsDone_instance\n  startedAt\n  owner {\n    id\n    name\n  }\n  currentStep {\n    key\n    name\n    waitingFor\n    approverRole {\n      name\n      deleted\n    }\n  }\n}\n\nfragment WorkflowStepsDone_instance on WorkflowInstance {\n  progress\n  stepCount\n  doneStepCount\n}\n"
  }
};
})();

(node as any).hash = "cc20831f69882f45e2320190ea3dfeeb";

export default node;
