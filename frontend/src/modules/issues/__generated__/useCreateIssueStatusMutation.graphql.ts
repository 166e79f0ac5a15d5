/**
 * @generated SignedSource<<a2be799634d1b2fc6aa35fc5fe025657>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateIssueStatusInput = {
  color: string;
  labelEn: string;
  labelJa: string;
  position?: number | null | undefined;
};
export type useCreateIssueStatusMutation$variables = {
  input: CreateIssueStatusInput;
};
export type useCreateIssueStatusMutation$data = {
  readonly createIssueStatus: {
    readonly issueStatus: {
      readonly id: string;
      readonly label: string;
      readonly position: number;
      readonly " $fragmentSpreads": FragmentRefs<"IssueStatusManager_statuses">;
    };
  };
};
export type useCreateIssueStatusMutation = {
  response: useCreateIssueStatusMutation$data;
  variables: useCreateIssueStatusMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateIssueStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateIssueStatusPayload",
        "kind": "LinkedField",
        "name": "createIssueStatus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueStatus",
            "kind": "LinkedField",
            "name": "issueStatus",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueStatusManager_statuses"
              }
            ],
            "storageKey": null
          }
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
    "name": "useCreateIssueStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateIssueStatusPayload",
        "kind": "LinkedField",
        "name": "createIssueStatus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueStatus",
            "kind": "LinkedField",
            "name": "issueStatus",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "labelEn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "labelJa",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "066dd6701ce28964b4d78f26a13167c0",
    "id": null,
    "metadata": {},
    "name": "useCreateIssueStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateIssueStatusMutation(\n  $input: CreateIssueStatusInput!\n) {\n  createIssueStatus(input: $input) {\n    issueStatus {\n      id\n      label\n      position\n      ...IssueStatusManager_statuses\n    }\n  }\n}\n\nfragment IssueStatusManager_statuses on IssueStatus {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "e95564ac5f6a46ce0a74a70b374b6ad2";

export default node;
