/**
 * @generated SignedSource<<d2b320d9e3a06b84edf0367d8e381f8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTagInput = {
  id: string;
};
export type useDeleteTagMutation$variables = {
  input: DeleteTagInput;
};
export type useDeleteTagMutation$data = {
  readonly deleteTag: {
    readonly deletedTagId: string;
  };
};
export type useDeleteTagMutation = {
  response: useDeleteTagMutation$data;
  variables: useDeleteTagMutation$variables;
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
    "concreteType": "DeleteTagPayload",
    "kind": "LinkedField",
    "name": "deleteTag",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedTagId",
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
    "name": "useDeleteTagMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteTagMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4741cf467f81d1dc0e0f820f0665c97d",
    "id": null,
    "metadata": {},
    "name": "useDeleteTagMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteTagMutation(\n  $input: DeleteTagInput!\n) {\n  deleteTag(input: $input) {\n    deletedTagId\n  }\n}\n"
  }
};
})();

(node as any).hash = "e4360d1fc62efa7c7d637fa570faffa6";

export default node;
