/**
 * @generated SignedSource<<4c81a1a6a27777fb3103e4772f1c0501>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTaskChangedSubscription$variables = {
  id: string;
};
export type useTaskChangedSubscription$data = {
  readonly taskChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TaskDetail_task" | "TaskRow_task">;
  };
};
export type useTaskChangedSubscription = {
  response: useTaskChangedSubscription$data;
  variables: useTaskChangedSubscription$variables;
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
  "name": "title",
  "storageKey": null
},
v4 = {
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
    "name": "useTaskChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "taskChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TaskDetail_task"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TaskRow_task"
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
    "name": "useTaskChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Task",
        "kind": "LinkedField",
        "name": "taskChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "concreteType": "Employee",
            "kind": "LinkedField",
            "name": "assignee",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
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
            "concreteType": "Employee",
            "kind": "LinkedField",
            "name": "createdBy",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/)
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0aa1ba6c725a4e274cc3ffbdc71351dd",
    "id": null,
    "metadata": {},
    "name": "useTaskChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useTaskChangedSubscription(\n  $id: ID!\n) {\n  taskChanged(id: $id) {\n    id\n    ...TaskDetail_task\n    ...TaskRow_task\n  }\n}\n\nfragment TaskDetail_task on Task {\n  id\n  title\n  description\n  statusId\n  priorityId\n  dueDate\n  createdAt\n  updatedAt\n  version\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n  createdBy {\n    id\n    name\n  }\n  issue {\n    id\n    title\n  }\n}\n\nfragment TaskRow_task on Task {\n  id\n  version\n  title\n  statusId\n  priorityId\n  dueDate\n  updatedAt\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "12ac47a9a640c3d63a004e0b109d0ca8";

export default node;
