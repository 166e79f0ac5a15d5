/**
 * @generated SignedSource<<da3688e0ce7fd8e3eedf22001ce9b9a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useIssueChangedSubscription$variables = {
  id: string;
};
export type useIssueChangedSubscription$data = {
  readonly issueChanged: {
    readonly comment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"IssueCommentItem_comment">;
    } | null | undefined;
    readonly issue: {
      readonly commentCount: number;
      readonly description: string;
      readonly id: string;
      readonly tags: ReadonlyArray<{
        readonly color: string;
        readonly id: string;
        readonly name: string;
      }>;
      readonly task: {
        readonly id: string;
        readonly title: string;
      } | null | undefined;
      readonly title: string;
      readonly updatedAt: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"IssueForm_issue" | "IssueSidePanel_issue">;
    };
    readonly kind: ChangeKind;
  };
};
export type useIssueChangedSubscription = {
  response: useIssueChangedSubscription$data;
  variables: useIssueChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commentCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "tags",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Task",
  "kind": "LinkedField",
  "name": "task",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v14 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  (v10/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "DeletedReference",
    "kind": "LinkedField",
    "name": "deleted",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v15 = [
  (v3/*:: as any*/),
  (v9/*:: as any*/)
],
v16 = [
  (v3/*:: as any*/),
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarUrl",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useIssueChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "IssueChange",
        "kind": "LinkedField",
        "name": "issueChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueSidePanel_issue"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueForm_issue"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueComment",
            "kind": "LinkedField",
            "name": "comment",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueCommentItem_comment"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIssueChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "IssueChange",
        "kind": "LinkedField",
        "name": "issueChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priorityId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueStatus",
                "kind": "LinkedField",
                "name": "status",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueCategory",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "assignees",
                "plural": true,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueDocumentLink",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "restricted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Document",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeletedReference",
                    "kind": "LinkedField",
                    "name": "deleted",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrashItem",
                        "kind": "LinkedField",
                        "name": "entry",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "typeName",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueComment",
            "kind": "LinkedField",
            "name": "comment",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mayEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "mentions",
                "plural": true,
                "selections": (v15/*:: as any*/),
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
    "cacheID": "7fb7b081fd62efb5b0a26f1bdb817425",
    "id": null,
    "metadata": {},
    "name": "useIssueChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useIssueChangedSubscription(\n  $id: ID!\n) {\n  issueChanged(id: $id) {\n    kind\n    issue {\n      id\n      title\n      description\n      commentCount\n      updatedAt\n      version\n      tags {\n        id\n        name\n        color\n      }\n      task {\n        id\n        title\n      }\n      ...IssueSidePanel_issue\n      ...IssueForm_issue\n    }\n    comment {\n      id\n      ...IssueCommentItem_comment\n    }\n  }\n}\n\nfragment DeletedReference_reference on DeletedReference {\n  entry {\n    typeName\n    title\n    id\n  }\n}\n\nfragment IssueAssigneesSection_issue on Issue {\n  id\n  assignees {\n    id\n    name\n    avatarUrl\n  }\n}\n\nfragment IssueCategoriesSection_issue on Issue {\n  id\n  categories {\n    id\n    label\n    color\n    deleted {\n      __typename\n    }\n  }\n}\n\nfragment IssueCommentItem_comment on IssueComment {\n  id\n  body\n  createdAt\n  editedAt\n  editCount\n  mayEdit\n  author {\n    id\n    name\n    avatarUrl\n  }\n  mentions {\n    id\n    name\n  }\n}\n\nfragment IssueDocumentsSection_issue on Issue {\n  id\n  documents {\n    documentId\n    restricted\n    document {\n      id\n      title\n    }\n    deleted {\n      entry {\n        title\n        id\n      }\n      ...DeletedReference_reference\n    }\n  }\n}\n\nfragment IssueForm_issue on Issue {\n  id\n  title\n  description\n  version\n  tags {\n    id\n    name\n  }\n}\n\nfragment IssueProjectSection_issue on Issue {\n  id\n  project {\n    id\n    name\n  }\n}\n\nfragment IssueSidePanel_issue on Issue {\n  id\n  priorityId\n  updatedAt\n  version\n  status {\n    id\n    label\n    color\n    deleted {\n      __typename\n    }\n  }\n  ...IssueCategoriesSection_issue\n  ...IssueProjectSection_issue\n  ...IssueAssigneesSection_issue\n  ...IssueDocumentsSection_issue\n}\n"
  }
};
})();

(node as any).hash = "7d146240e8c8831e332e25d343a6fa69";

export default node;
