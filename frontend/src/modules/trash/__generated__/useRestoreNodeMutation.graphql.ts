/**
 * @generated SignedSource<<e3c3ac4d071cddfd931f0ea7be969824>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RestoreNodeInput = {
  id: string;
};
export type useRestoreNodeMutation$variables = {
  input: RestoreNodeInput;
};
export type useRestoreNodeMutation$data = {
  readonly restoreNode: {
    readonly node: {
      readonly __typename: string;
      readonly id: string;
    } | null | undefined;
    readonly restoredId: string;
  };
};
export type useRestoreNodeMutation = {
  response: useRestoreNodeMutation$data;
  variables: useRestoreNodeMutation$variables;
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
    "concreteType": "RestoreNodePayload",
    "kind": "LinkedField",
    "name": "restoreNode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restoredId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useRestoreNodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRestoreNodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e7dfb365ab183eae846865f33fefaa18",
    "id": null,
    "metadata": {},
    "name": "useRestoreNodeMutation",
    "operationKind": "mutation",
    "text": "mutation useRestoreNodeMutation(\n  $input: RestoreNodeInput!\n) {\n  restoreNode(input: $input) {\n    restoredId\n    node {\n      __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a675888c630703d1ca21a201d3b93ee5";

export default node;
