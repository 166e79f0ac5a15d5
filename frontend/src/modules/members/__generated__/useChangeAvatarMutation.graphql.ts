/**
 * @generated SignedSource<<5ee594e054d24dcf27f5f51119390e96>>
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
    "cacheID": "7c5c487de915aa55509163d12e5fdf18",
    "id": null,
    "metadata": {},
    "name": "useChangeAvatarMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeAvatarMutation(\n  $input: ChangeEmployeeAvatarInput!\n) {\n  changeEmployeeAvatar(input: $input) {\n    employee {\n      id\n      avatarUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a73be0b2d8f4cf50224b1011c591fce";

export default node;
