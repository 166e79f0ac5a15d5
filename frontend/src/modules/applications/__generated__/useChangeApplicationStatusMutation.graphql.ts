/**
 * @generated SignedSource<<ca8ae246c3882a2be13e5523ab444734>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeApplicationStatusInput = {
  id: string;
  statusId: number;
};
export type useChangeApplicationStatusMutation$variables = {
  input: ChangeApplicationStatusInput;
};
export type useChangeApplicationStatusMutation$data = {
  readonly changeApplicationStatus: {
    readonly application: {
      readonly id: string;
      readonly statusId: number;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useChangeApplicationStatusMutation = {
  response: useChangeApplicationStatusMutation$data;
  variables: useChangeApplicationStatusMutation$variables;
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
    "concreteType": "ChangeApplicationStatusPayload",
    "kind": "LinkedField",
    "name": "changeApplicationStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Application",
        "kind": "LinkedField",
        "name": "application",
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
            "name": "statusId",
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
    "name": "useChangeApplicationStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeApplicationStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d16d0737f7cae1bc108781322c259663",
    "id": null,
    "metadata": {},
    "name": "useChangeApplicationStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeApplicationStatusMutation(\n  $input: ChangeApplicationStatusInput!\n) {\n  changeApplicationStatus(input: $input) {\n    application {\n      id\n      statusId\n      updatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5102e52f9099fcd4d74d937573654f97";

export default node;
