/**
 * @generated SignedSource<<9b6d3d748724a2f1a00a7e0c6936e7d3>>
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
      readonly " $fragmentSpreads": FragmentRefs<"IssueCategoryManager_categories">;
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
                "name": "IssueCategoryManager_categories"
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
    "cacheID": "e344f6eb5a786b7a387c9ec318b12644",
    "id": null,
    "metadata": {},
    "name": "useUpdateIssueCategoryMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateIssueCategoryMutation(\n  $input: UpdateIssueCategoryInput!\n) {\n  updateIssueCategory(input: $input) {\n    issueCategory {\n      id\n      ...IssueCategoryManager_categories\n    }\n  }\n}\n\nfragment IssueCategoryManager_categories on IssueCategory {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "5d4cdb2d06528cb0e4f367f2a258cf82";

export default node;
