/**
 * @generated SignedSource<<583c1007fe0eea12bb88d2d250829758>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteEmailJobInput = {
  id: string;
};
export type useDeleteEmailJobMutation$variables = {
  input: DeleteEmailJobInput;
};
export type useDeleteEmailJobMutation$data = {
  readonly deleteEmailJob: {
    readonly deletedEmailJobId: string;
  };
};
export type useDeleteEmailJobMutation = {
  response: useDeleteEmailJobMutation$data;
  variables: useDeleteEmailJobMutation$variables;
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
  "name": "deletedEmailJobId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteEmailJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEmailJobPayload",
        "kind": "LinkedField",
        "name": "deleteEmailJob",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useDeleteEmailJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteEmailJobPayload",
        "kind": "LinkedField",
        "name": "deleteEmailJob",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedEmailJobId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e04b61068a2a3daa2eaf2bf50dabb357",
    "id": null,
    "metadata": {},
    "name": "useDeleteEmailJobMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteEmailJobMutation(\n  $input: DeleteEmailJobInput!\n) {\n  deleteEmailJob(input: $input) {\n    deletedEmailJobId\n  }\n}\n"
  }
};
})();

(node as any).hash = "e73f631701fc0db0091383ec01577403";

export default node;
