/**
 * @generated SignedSource<<f42497107697a4e60f2715eb742cc499>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConvertIssueToTaskInput = {
  id: string;
};
export type useConvertIssueToTaskMutation$variables = {
  input: ConvertIssueToTaskInput;
};
export type useConvertIssueToTaskMutation$data = {
  readonly convertIssueToTask: {
    readonly issue: {
      readonly id: string;
      readonly task: {
        readonly id: string;
        readonly title: string;
      } | null | undefined;
      readonly updatedAt: string;
      readonly version: number;
    };
    readonly task: {
      readonly id: string;
      readonly title: string;
    };
  };
};
export type useConvertIssueToTaskMutation = {
  response: useConvertIssueToTaskMutation$data;
  variables: useConvertIssueToTaskMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
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
  "concreteType": "Task",
  "kind": "LinkedField",
  "name": "task",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ConvertIssueToTaskPayload",
    "kind": "LinkedField",
    "name": "convertIssueToTask",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useConvertIssueToTaskMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConvertIssueToTaskMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d28b376f75645fb82513141bafdb45ee",
    "id": null,
    "metadata": {},
    "name": "useConvertIssueToTaskMutation",
    "operationKind": "mutation",
    "text": "mutation useConvertIssueToTaskMutation(\n  $input: ConvertIssueToTaskInput!\n) {\n  convertIssueToTask(input: $input) {\n    issue {\n      id\n      updatedAt\n      version\n      task {\n        id\n        title\n      }\n    }\n    task {\n      id\n      title\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e069eabf3fd7b462c3755c7cb9185ea9";

export default node;
