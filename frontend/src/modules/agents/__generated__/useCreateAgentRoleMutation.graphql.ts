/**
 * @generated SignedSource<<8d585850fd27c458a83a94a2a2eb6ed2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateAgentRoleInput = {
  name: string;
  roleCategoryId: number;
};
export type useCreateAgentRoleMutation$variables = {
  input: CreateAgentRoleInput;
};
export type useCreateAgentRoleMutation$data = {
  readonly createAgentRole: {
    readonly agentRole: {
      readonly agentCount: number;
      readonly id: string;
      readonly name: string;
      readonly roleCategoryId: number;
    };
  };
};
export type useCreateAgentRoleMutation = {
  response: useCreateAgentRoleMutation$data;
  variables: useCreateAgentRoleMutation$variables;
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
    "concreteType": "CreateAgentRolePayload",
    "kind": "LinkedField",
    "name": "createAgentRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AgentRole",
        "kind": "LinkedField",
        "name": "agentRole",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roleCategoryId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "agentCount",
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
    "name": "useCreateAgentRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateAgentRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "97ec5e826f57bc2d96c7521cf4705d62",
    "id": null,
    "metadata": {},
    "name": "useCreateAgentRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateAgentRoleMutation(\n  $input: CreateAgentRoleInput!\n) {\n  createAgentRole(input: $input) {\n    agentRole {\n      id\n      name\n      roleCategoryId\n      agentCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c34df4ee3d119a5bc3bf5dabd5331f4a";

export default node;
