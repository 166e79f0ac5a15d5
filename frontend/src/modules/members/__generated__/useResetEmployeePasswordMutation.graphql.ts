/**
 * @generated SignedSource<<9a6dec86ea1b762a999440a58a8683f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetEmployeePasswordInput = {
  clientMutationId?: string | null | undefined;
  employeeId: string;
};
export type useResetEmployeePasswordMutation$variables = {
  input: ResetEmployeePasswordInput;
};
export type useResetEmployeePasswordMutation$data = {
  readonly resetEmployeePassword: {
    readonly employee: {
      readonly id: string;
      readonly version: number;
    };
    readonly revokedSessions: number;
  };
};
export type useResetEmployeePasswordMutation = {
  response: useResetEmployeePasswordMutation$data;
  variables: useResetEmployeePasswordMutation$variables;
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
    "concreteType": "ResetEmployeePasswordPayload",
    "kind": "LinkedField",
    "name": "resetEmployeePassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedSessions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Employee",
        "kind": "LinkedField",
        "name": "employee",
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
    "name": "useResetEmployeePasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResetEmployeePasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "984038b02e299ce96ee654bef34a0085",
    "id": null,
    "metadata": {},
    "name": "useResetEmployeePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useResetEmployeePasswordMutation(\n  $input: ResetEmployeePasswordInput!\n) {\n  resetEmployeePassword(input: $input) {\n    revokedSessions\n    employee {\n      id\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ffe47cb656c42a8f3e6bf2bad794c900";

export default node;
