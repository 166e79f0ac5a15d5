/**
 * @generated SignedSource<<21b999cef6a2055cba2e5988766dc129>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateIssueStatusInput = {
  color: string;
  expectedVersion: number;
  id: string;
  labelEn: string;
  labelJa: string;
};
export type useUpdateIssueStatusMutation$variables = {
  input: UpdateIssueStatusInput;
};
export type useUpdateIssueStatusMutation$data = {
  readonly updateIssueStatus: {
    readonly issueStatus: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_status">;
    };
  };
};
export type useUpdateIssueStatusMutation = {
  response: useUpdateIssueStatusMutation$data;
  variables: useUpdateIssueStatusMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateIssueStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateIssueStatusPayload",
        "kind": "LinkedField",
        "name": "updateIssueStatus",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueChoiceManager_status"
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
    "name": "useUpdateIssueStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateIssueStatusPayload",
        "kind": "LinkedField",
        "name": "updateIssueStatus",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
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
                "name": "position",
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
    "cacheID": "a760934e865cca1be146c2fd242e7177",
    "id": null,
    "metadata": {},
    "name": "useUpdateIssueStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateIssueStatusMutation(\n  $input: UpdateIssueStatusInput!\n) {\n  updateIssueStatus(input: $input) {\n    issueStatus {\n      id\n      ...IssueChoiceManager_status\n    }\n  }\n}\n\nfragment IssueChoiceManager_status on IssueStatus {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "19e9d2b0a76584f3ca93b07599d5db8e";

export default node;
