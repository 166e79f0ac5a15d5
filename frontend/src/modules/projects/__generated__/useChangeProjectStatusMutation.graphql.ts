/**
 * @generated SignedSource<<d2de0652b3b5610ba13d3e62341a09f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeProjectStatusInput = {
  id: string;
  statusId: number;
};
export type useChangeProjectStatusMutation$variables = {
  input: ChangeProjectStatusInput;
};
export type useChangeProjectStatusMutation$data = {
  readonly changeProjectStatus: {
    readonly project: {
      readonly id: string;
      readonly statusId: number;
      readonly updatedAt: string;
      readonly version: number;
    };
  };
};
export type useChangeProjectStatusMutation = {
  response: useChangeProjectStatusMutation$data;
  variables: useChangeProjectStatusMutation$variables;
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
    "concreteType": "ChangeProjectStatusPayload",
    "kind": "LinkedField",
    "name": "changeProjectStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "project",
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
    "name": "useChangeProjectStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeProjectStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3ca647eae36ad791180f11d55ba99255",
    "id": null,
    "metadata": {},
    "name": "useChangeProjectStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeProjectStatusMutation(\n  $input: ChangeProjectStatusInput!\n) {\n  changeProjectStatus(input: $input) {\n    project {\n      id\n      statusId\n      updatedAt\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "889d8fa4db0e082fbe8d8d18b855e135";

export default node;
