/**
 * @generated SignedSource<<df8afd781694a4879c306503f4368a5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useIssueCategoriesChangedSubscription$variables = Record<PropertyKey, never>;
export type useIssueCategoriesChangedSubscription$data = {
  readonly issueCategoriesChanged: {
    readonly issueCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_category">;
    };
    readonly kind: ChangeKind;
  };
};
export type useIssueCategoriesChangedSubscription = {
  response: useIssueCategoriesChangedSubscription$data;
  variables: useIssueCategoriesChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useIssueCategoriesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueCategoryChange",
        "kind": "LinkedField",
        "name": "issueCategoriesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueCategory",
            "kind": "LinkedField",
            "name": "issueCategory",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useIssueCategoriesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueCategoryChange",
        "kind": "LinkedField",
        "name": "issueCategoriesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueCategory",
            "kind": "LinkedField",
            "name": "issueCategory",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "cacheID": "4d9a20481e03a158cba28ca31fa12658",
    "id": null,
    "metadata": {},
    "name": "useIssueCategoriesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useIssueCategoriesChangedSubscription {\n  issueCategoriesChanged {\n    kind\n    issueCategory {\n      id\n      ...IssueChoiceManager_category\n    }\n  }\n}\n\nfragment IssueChoiceManager_category on IssueCategory {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "0023c32368d581f8aa8511d37e8d44b0";

export default node;
