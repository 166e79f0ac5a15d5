/**
 * @generated SignedSource<<a234b4f501cb6b2bffe44a48a55cf05c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useIssuesChangedSubscription$variables = Record<PropertyKey, never>;
export type useIssuesChangedSubscription$data = {
  readonly issuesChanged: {
    readonly issue: {
      readonly assignees: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly categories: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly id: string;
      readonly priorityId: number;
      readonly project: {
        readonly id: string;
      } | null | undefined;
      readonly reporter: {
        readonly id: string;
      } | null | undefined;
      readonly status: {
        readonly id: string;
      };
      readonly tags: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"IssueCard_issue" | "IssueRow_issue">;
    };
    readonly kind: ChangeKind;
  };
};
export type useIssuesChangedSubscription = {
  response: useIssuesChangedSubscription$data;
  variables: useIssuesChangedSubscription$variables;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priorityId",
  "storageKey": null
},
v4 = [
  (v1/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Employee",
  "kind": "LinkedField",
  "name": "reporter",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "tags",
  "plural": true,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v7 = [
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
    "name": "color",
    "storageKey": null
  }
],
v8 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useIssuesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueChange",
        "kind": "LinkedField",
        "name": "issuesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueStatus",
                "kind": "LinkedField",
                "name": "status",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueCategory",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "assignees",
                "plural": true,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueRow_issue"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueCard_issue"
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
    "name": "useIssuesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueChange",
        "kind": "LinkedField",
        "name": "issuesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueStatus",
                "kind": "LinkedField",
                "name": "status",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueCategory",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "assignees",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commentCount",
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
    "cacheID": "666a4b9a76aaeeaf847317a8423320fa",
    "id": null,
    "metadata": {},
    "name": "useIssuesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useIssuesChangedSubscription {\n  issuesChanged {\n    kind\n    issue {\n      id\n      title\n      priorityId\n      status {\n        id\n      }\n      categories {\n        id\n      }\n      project {\n        id\n      }\n      assignees {\n        id\n      }\n      reporter {\n        id\n      }\n      tags {\n        id\n      }\n      ...IssueRow_issue\n      ...IssueCard_issue\n    }\n  }\n}\n\nfragment IssueCard_issue on Issue {\n  id\n  title\n  priorityId\n  commentCount\n  status {\n    id\n  }\n  categories {\n    id\n    label\n    color\n  }\n  assignees {\n    id\n    name\n  }\n}\n\nfragment IssueRow_issue on Issue {\n  id\n  title\n  priorityId\n  commentCount\n  updatedAt\n  status {\n    id\n    label\n    color\n  }\n  categories {\n    id\n    label\n    color\n  }\n  project {\n    id\n    name\n  }\n  assignees {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef745d5e5300bd29c0e2ee588c244030";

export default node;
