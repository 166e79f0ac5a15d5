/**
 * @generated SignedSource<<10c42325f834681e5b9d148f8f90c831>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueChoiceManagerRefetchQuery$variables = {
  categories?: boolean | null | undefined;
  first?: number | null | undefined;
  statuses?: boolean | null | undefined;
};
export type IssueChoiceManagerRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_query">;
};
export type IssueChoiceManagerRefetchQuery = {
  response: IssueChoiceManagerRefetchQuery$data;
  variables: IssueChoiceManagerRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "categories"
  },
  {
    "defaultValue": 100,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "statuses"
  }
],
v1 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
v4 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueChoiceManagerRefetchQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "categories",
            "variableName": "categories"
          },
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "statuses",
            "variableName": "statuses"
          }
        ],
        "kind": "FragmentSpread",
        "name": "IssueChoiceManager_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueChoiceManagerRefetchQuery",
    "selections": [
      {
        "condition": "statuses",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "IssueStatusConnection",
            "kind": "LinkedField",
            "name": "issueStatuses",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueStatusEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "IssueStatus",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "categories",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "IssueCategoryConnection",
            "kind": "LinkedField",
            "name": "issueCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueCategoryEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "IssueCategory",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "ade2f23ce421465f7d06aedf2dab02da",
    "id": null,
    "metadata": {},
    "name": "IssueChoiceManagerRefetchQuery",
    "operationKind": "query",
    "text": "query IssueChoiceManagerRefetchQuery(\n  $categories: Boolean = false\n  $first: Int = 100\n  $statuses: Boolean = false\n) {\n  ...IssueChoiceManager_query_4jkCzf\n}\n\nfragment IssueChoiceManager_category on IssueCategory {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n\nfragment IssueChoiceManager_query_4jkCzf on Query {\n  issueStatuses(first: $first) @include(if: $statuses) {\n    edges {\n      node {\n        ...IssueChoiceManager_status\n        id\n      }\n    }\n  }\n  issueCategories(first: $first) @include(if: $categories) {\n    edges {\n      node {\n        ...IssueChoiceManager_category\n        id\n      }\n    }\n  }\n}\n\nfragment IssueChoiceManager_status on IssueStatus {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "16b5411b516caac08aff67bc16af7d6f";

export default node;
