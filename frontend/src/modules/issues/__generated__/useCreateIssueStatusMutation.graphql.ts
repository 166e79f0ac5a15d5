/**
 * @generated SignedSource<<8cdcf677abe9e6c41fa30de5fe874ea1>>
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
      readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_status">;
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
    "cacheID": "b854f9ee2615b09fe1ebf099596b0145",
    "id": null,
    "metadata": {},
    "name": "useCreateIssueStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateIssueStatusMutation(\n  $input: CreateIssueStatusInput!\n) {\n  createIssueStatus(input: $input) {\n    issueStatus {\n      id\n      label\n      position\n      ...IssueChoiceManager_status\n    }\n  }\n}\n\nfragment IssueChoiceManager_status on IssueStatus {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "89f440de5705e503bd5a4eb85b00d09a";

export default node;
