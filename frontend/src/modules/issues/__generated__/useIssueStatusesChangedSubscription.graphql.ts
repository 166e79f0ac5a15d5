/**
 * @generated SignedSource<<a77a562df0d562eece2123bd38c738d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useIssueStatusesChangedSubscription$variables = Record<PropertyKey, never>;
export type useIssueStatusesChangedSubscription$data = {
  readonly issueStatusesChanged: {
    readonly issueStatus: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"IssueChoiceManager_status">;
    };
    readonly kind: ChangeKind;
  };
};
export type useIssueStatusesChangedSubscription = {
  response: useIssueStatusesChangedSubscription$data;
  variables: useIssueStatusesChangedSubscription$variables;
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
    "name": "useIssueStatusesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueStatusChange",
        "kind": "LinkedField",
        "name": "issueStatusesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueStatus",
            "kind": "LinkedField",
            "name": "issueStatus",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useIssueStatusesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueStatusChange",
        "kind": "LinkedField",
        "name": "issueStatusesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueStatus",
            "kind": "LinkedField",
            "name": "issueStatus",
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
    "cacheID": "42d14801033079a0ff5bb6099151652d",
    "id": null,
    "metadata": {},
    "name": "useIssueStatusesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useIssueStatusesChangedSubscription {\n  issueStatusesChanged {\n    kind\n    issueStatus {\n      id\n      ...IssueChoiceManager_status\n    }\n  }\n}\n\nfragment IssueChoiceManager_status on IssueStatus {\n  id\n  label\n  labelEn\n  labelJa\n  color\n  position\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "6dc62e0e84f2a9b203b083d0a3c01f03";

export default node;
