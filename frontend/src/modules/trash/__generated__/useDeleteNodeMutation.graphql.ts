/**
 * @generated SignedSource<<83760990b27dc91ae016a0a2fee25b68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteNodeInput = {
  expectedVersion?: number | null | undefined;
  id: string;
};
export type useDeleteNodeMutation$variables = {
  input: DeleteNodeInput;
};
export type useDeleteNodeMutation$data = {
  readonly deleteNode: {
    readonly deletedId: string;
  };
};
export type useDeleteNodeMutation = {
  response: useDeleteNodeMutation$data;
  variables: useDeleteNodeMutation$variables;
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
    "concreteType": "DeleteNodePayload",
    "kind": "LinkedField",
    "name": "deleteNode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "useDeleteNodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteNodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0858579099226d1bb69803844f16a0f7",
    "id": null,
    "metadata": {},
    "name": "useDeleteNodeMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteNodeMutation(\n  $input: DeleteNodeInput!\n) {\n  deleteNode(input: $input) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "3fff8591738f3902bd47cf30da9fdbe6";

export default node;
