/**
 * @generated SignedSource<<cc2518fa229b562424066d7e940bb5fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type TaskFilter = {
  assigneeIds?: ReadonlyArray<string> | null | undefined;
  keyword?: string | null | undefined;
  priorityIds?: ReadonlyArray<number> | null | undefined;
  statusIds?: ReadonlyArray<number> | null | undefined;
  unassigned?: boolean | null | undefined;
};
export type TaskListSubscription$variables = {
  filter?: TaskFilter | null | undefined;
};
export type TaskListSubscription$data = {
  readonly tasksChanged: {
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
    readonly task: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TaskDetail_task" | "TaskRow_task">;
    } | null | undefined;
  };
};
export type TaskListSubscription = {
  response: TaskListSubscription$data;
  variables: TaskListSubscription$variables;
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
  "name": "title",
  "storageKey": null
},
v6 = {
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
    "name": "TaskListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaskChange",
        "kind": "LinkedField",
        "name": "tasksChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Task",
            "kind": "LinkedField",
            "name": "task",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TaskListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TaskChange",
        "kind": "LinkedField",
        "name": "tasksChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Task",
            "kind": "LinkedField",
            "name": "task",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              (v5/*:: as any*/),
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
                "name": "priorityId",
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
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "assignee",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
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
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/)
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
                  (v3/*:: as any*/),
                  (v5/*:: as any*/)
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
    "cacheID": "d436644cb693953c6708de87ce5e1e12",
    "id": null,
    "metadata": {},
    "name": "TaskListSubscription",
    "operationKind": "subscription",
    "text": "subscription TaskListSubscription(\n  $filter: TaskFilter\n) {\n  tasksChanged(filter: $filter) {\n    kind\n    id\n    matches\n    task {\n      id\n      ...TaskRow_task\n      ...TaskDetail_task\n    }\n  }\n}\n\nfragment TaskDetail_task on Task {\n  id\n  title\n  description\n  statusId\n  priorityId\n  dueDate\n  createdAt\n  updatedAt\n  version\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n  createdBy {\n    id\n    name\n  }\n  issue {\n    id\n    title\n  }\n}\n\nfragment TaskRow_task on Task {\n  id\n  version\n  title\n  statusId\n  priorityId\n  dueDate\n  updatedAt\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "900541a90808bc9b43c81f611d367a33";

export default node;
