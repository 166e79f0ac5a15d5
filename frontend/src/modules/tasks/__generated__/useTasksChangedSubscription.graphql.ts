/**
 * @generated SignedSource<<9fa921ccaa441d012850868c956149a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useTasksChangedSubscription$variables = Record<PropertyKey, never>;
export type useTasksChangedSubscription$data = {
  readonly tasksChanged: {
    readonly kind: ChangeKind;
    readonly task: {
      readonly assignee: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly priorityId: number;
      readonly statusId: number;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"TaskDetail_task" | "TaskRow_task">;
    };
  };
};
export type useTasksChangedSubscription = {
  response: useTasksChangedSubscription$data;
  variables: useTasksChangedSubscription$variables;
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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priorityId",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTasksChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TaskChange",
        "kind": "LinkedField",
        "name": "tasksChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Task",
            "kind": "LinkedField",
            "name": "task",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "assignee",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TaskRow_task"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TaskDetail_task"
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
    "name": "useTasksChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TaskChange",
        "kind": "LinkedField",
        "name": "tasksChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Task",
            "kind": "LinkedField",
            "name": "task",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "assignee",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "avatarUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueDate",
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
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Issue",
                "kind": "LinkedField",
                "name": "issue",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
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
    "cacheID": "5009aa15f3f89a25db10587f972710bd",
    "id": null,
    "metadata": {},
    "name": "useTasksChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useTasksChangedSubscription {\n  tasksChanged {\n    kind\n    task {\n      id\n      title\n      statusId\n      priorityId\n      assignee {\n        id\n      }\n      ...TaskRow_task\n      ...TaskDetail_task\n    }\n  }\n}\n\nfragment TaskDetail_task on Task {\n  id\n  title\n  description\n  statusId\n  priorityId\n  dueDate\n  createdAt\n  updatedAt\n  version\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n  createdBy {\n    id\n    name\n  }\n  issue {\n    id\n    title\n  }\n}\n\nfragment TaskRow_task on Task {\n  id\n  title\n  statusId\n  priorityId\n  dueDate\n  updatedAt\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d9dda5900069bde9c98c3b493c15440";

export default node;
