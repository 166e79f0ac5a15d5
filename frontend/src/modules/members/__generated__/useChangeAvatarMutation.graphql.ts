/**
 * @generated SignedSource<<b62e9e354d8bde51f951e7f2f9c60a40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeEmployeeAvatarInput = {
  employeeId: string;
  file: unknown;
};
export type useChangeAvatarMutation$variables = {
  input: ChangeEmployeeAvatarInput;
};
export type useChangeAvatarMutation$data = {
  readonly changeEmployeeAvatar: {
    readonly employee: {
      readonly avatarUrl: string | null | undefined;
      readonly id: string;
      readonly version: number;
    };
  };
};
export type useChangeAvatarMutation = {
  response: useChangeAvatarMutation$data;
  variables: useChangeAvatarMutation$variables;
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
    "concreteType": "ChangeEmployeeAvatarPayload",
    "kind": "LinkedField",
    "name": "changeEmployeeAvatar",
    "plural": false,
    "selections": [
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
            "name": "avatarUrl",
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
    "name": "useChangeAvatarMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeAvatarMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "925651403d6ce6ebd372385857077854",
    "id": null,
    "metadata": {},
    "name": "useChangeAvatarMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeAvatarMutation(\n  $input: ChangeEmployeeAvatarInput!\n) {\n  changeEmployeeAvatar(input: $input) {\n    employee {\n      id\n      avatarUrl\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84fa8eb4feb27c3a016473a781a76a13";

export default node;
