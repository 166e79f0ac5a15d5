/**
 * @generated SignedSource<<b992bbd8eb44b1358fab1e9dbbe16729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateIssueCategoryInput = {
  color: string;
  labelEn: string;
  labelJa: string;
  position?: number | null | undefined;
};
export type useCreateIssueCategoryMutation$variables = {
  input: CreateIssueCategoryInput;
};
export type useCreateIssueCategoryMutation$data = {
  readonly createIssueCategory: {
    readonly issueCategory: {
      readonly id: string;
      readonly label: string;
      readonly position: number;
      readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_category">;
    };
  };
};
export type useCreateIssueCategoryMutation = {
  response: useCreateIssueCategoryMutation$data;
  variables: useCreateIssueCategoryMutation$variables;
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
    "name": "useCreateIssueCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateIssueCategoryPayload",
        "kind": "LinkedField",
        "name": "createIssueCategory",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "name": "useCreateIssueCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateIssueCategoryPayload",
        "kind": "LinkedField",
        "name": "createIssueCategory",
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
    "cacheID": "ec6555a729f6ddc80791809c858f789e",
    "id": null,
    "metadata": {},
    "name": "useCreateIssueCategoryMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateIssueCategoryMutation(\n  $input: CreateIssueCategoryInput!\n) {\n  createIssueCategory(input: $input) {\n    issueCategory {\n      id\n      label\n      position\n      ...IssueChoiceManager_category\n    }\n  }\n}\n\nfragment IssueChoiceManager_category on IssueCategory {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "ec4c67494f291f9d1c292aca6090ce33";

export default node;
