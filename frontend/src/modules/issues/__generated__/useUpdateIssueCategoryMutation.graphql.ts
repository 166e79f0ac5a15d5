/**
 * @generated SignedSource<<aa5c75aaf61e3b695a3a1dcbf5ade14e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateIssueCategoryInput = {
  color: string;
  expectedVersion: number;
  id: string;
  labelEn: string;
  labelJa: string;
};
export type useUpdateIssueCategoryMutation$variables = {
  input: UpdateIssueCategoryInput;
};
export type useUpdateIssueCategoryMutation$data = {
  readonly updateIssueCategory: {
    readonly issueCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_category">;
    };
  };
};
export type useUpdateIssueCategoryMutation = {
  response: useUpdateIssueCategoryMutation$data;
  variables: useUpdateIssueCategoryMutation$variables;
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
    "name": "useUpdateIssueCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateIssueCategoryPayload",
        "kind": "LinkedField",
        "name": "updateIssueCategory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueCategory",
            "kind": "LinkedField",
            "name": "issueCategory",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueChoiceManager_category"
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
    "name": "useUpdateIssueCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateIssueCategoryPayload",
        "kind": "LinkedField",
        "name": "updateIssueCategory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueCategory",
            "kind": "LinkedField",
            "name": "issueCategory",
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
    "cacheID": "2c2dc6459d1a67f26963ae284e71f2dc",
    "id": null,
    "metadata": {},
    "name": "useUpdateIssueCategoryMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateIssueCategoryMutation(\n  $input: UpdateIssueCategoryInput!\n) {\n  updateIssueCategory(input: $input) {\n    issueCategory {\n      id\n      ...IssueChoiceManager_category\n    }\n  }\n}\n\nfragment IssueChoiceManager_category on IssueCategory {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "c0c7fdcc4d6f9be76cf27f75eef583ff";

export default node;
