/**
 * @generated SignedSource<<cdd3dc0e7e4444a595654228433d000d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DetachIssueDocumentInput = {
  documentId: string;
  id: string;
};
export type useDetachIssueDocumentMutation$variables = {
  input: DetachIssueDocumentInput;
};
export type useDetachIssueDocumentMutation$data = {
  readonly detachIssueDocument: {
    readonly issue: {
      readonly id: string;
      readonly updatedAt: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"IssueSidePanel_issue">;
    };
  };
};
export type useDetachIssueDocumentMutation = {
  response: useDetachIssueDocumentMutation$data;
  variables: useDetachIssueDocumentMutation$variables;
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
  "name": "updatedAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v5 = [
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
    "name": "color",
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
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDetachIssueDocumentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DetachIssueDocumentPayload",
        "kind": "LinkedField",
        "name": "detachIssueDocument",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IssueSidePanel_issue"
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
    "name": "useDetachIssueDocumentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DetachIssueDocumentPayload",
        "kind": "LinkedField",
        "name": "detachIssueDocument",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IssueCategory",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "assignees",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "avatarUrl",
                    "storageKey": null
                  }
                ],
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
                    "selections": [
                      (v2/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
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
                          (v7/*:: as any*/),
                          (v2/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dffa0d0d0c9f0d40c7c5fc999b52e240",
    "id": null,
    "metadata": {},
    "name": "useDetachIssueDocumentMutation",
    "operationKind": "mutation",
    "text": "mutation useDetachIssueDocumentMutation(\n  $input: DetachIssueDocumentInput!\n) {\n  detachIssueDocument(input: $input) {\n    issue {\n      id\n      updatedAt\n      version\n      ...IssueSidePanel_issue\n    }\n  }\n}\n\nfragment DeletedReference_reference on DeletedReference {\n  entry {\n    typeName\n    title\n    id\n  }\n}\n\nfragment IssueAssigneesSection_issue on Issue {\n  id\n  assignees {\n    id\n    name\n    avatarUrl\n  }\n}\n\nfragment IssueCategoriesSection_issue on Issue {\n  id\n  categories {\n    id\n    label\n    color\n    deleted {\n      __typename\n    }\n  }\n}\n\nfragment IssueDocumentsSection_issue on Issue {\n  id\n  documents {\n    documentId\n    restricted\n    document {\n      id\n      title\n    }\n    deleted {\n      entry {\n        title\n        id\n      }\n      ...DeletedReference_reference\n    }\n  }\n}\n\nfragment IssueProjectSection_issue on Issue {\n  id\n  project {\n    id\n    name\n  }\n}\n\nfragment IssueSidePanel_issue on Issue {\n  id\n  priorityId\n  updatedAt\n  version\n  status {\n    id\n    label\n    color\n    deleted {\n      __typename\n    }\n  }\n  ...IssueCategoriesSection_issue\n  ...IssueProjectSection_issue\n  ...IssueAssigneesSection_issue\n  ...IssueDocumentsSection_issue\n}\n"
  }
};
})();

(node as any).hash = "462392bb0879a3be8c8c9a418b7160c2";

export default node;
