/**
 * @generated SignedSource<<6111c303623b4fd4242ce820f2a49b12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeIssuePriorityInput = {
  id: string;
  priorityId: number;
};
export type useChangeIssuePriorityMutation$variables = {
  input: ChangeIssuePriorityInput;
};
export type useChangeIssuePriorityMutation$data = {
  readonly changeIssuePriority: {
    readonly issue: {
      readonly id: string;
      readonly priorityId: number;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useChangeIssuePriorityMutation = {
  response: useChangeIssuePriorityMutation$data;
  variables: useChangeIssuePriorityMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChangeIssuePriorityPayload",
    "kind": "LinkedField",
    "name": "changeIssuePriority",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeIssuePriorityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeIssuePriorityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "85ada48e8dce557ae3fbb75983093684",
    "id": null,
    "metadata": {},
    "name": "useChangeIssuePriorityMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeIssuePriorityMutation(\n  $input: ChangeIssuePriorityInput!\n) {\n  changeIssuePriority(input: $input) {\n    issue {\n      id\n      priorityId\n      updatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "083e9f69b836bd11e994756171471d41";

export default node;
