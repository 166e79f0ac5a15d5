/**
 * @generated SignedSource<<b0d07a8f78e8b661adc32d7c7a2f1471>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationScopeQuestionsPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  projectId: string;
};
export type OrganizationScopeQuestionsPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationScopeQuestions_query">;
};
export type OrganizationScopeQuestionsPaginationQuery = {
  response: OrganizationScopeQuestionsPaginationQuery$data;
  variables: OrganizationScopeQuestionsPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "projectId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v2 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v3 = {
  "kind": "Variable",
  "name": "projectId",
  "variableName": "projectId"
},
v4 = [
  (v1/*:: as any*/),
  {
    "fields": [
      (v3/*:: as any*/),
      {
        "kind": "Literal",
        "name": "scopes",
        "value": [
          "ORGANIZATION"
        ]
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v2/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationScopeQuestionsPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "OrganizationScopeQuestions_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationScopeQuestionsPaginationQuery",
    "selections": [
      {
        "alias": "organizationQuestions",
        "args": (v4/*:: as any*/),
        "concreteType": "QuestionConnection",
        "kind": "LinkedField",
        "name": "questions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Question",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scope",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
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
                    "name": "statusId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answeredAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanManage",
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
                    "name": "updatedAt",
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
                    "concreteType": "Employee",
                    "kind": "LinkedField",
                    "name": "asker",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Employee",
                    "kind": "LinkedField",
                    "name": "answeredBy",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "organization",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": "organizationQuestions",
        "args": (v4/*:: as any*/),
        "filters": [
          "filter"
        ],
        "handle": "connection",
        "key": "OrganizationScopeQuestions_organizationQuestions",
        "kind": "LinkedHandle",
        "name": "questions"
      }
    ]
  },
  "params": {
    "cacheID": "5ad4a7a52d597e21c647ab8e5991d3da",
    "id": null,
    "metadata": {},
    "name": "OrganizationScopeQuestionsPaginationQuery",
    "operationKind": "query",
    "text": "query OrganizationScopeQuestionsPaginationQuery(\n  $after: String\n  $first: Int = 20\n  $projectId: ID!\n) {\n  ...OrganizationScopeQuestions_query_pxTL0\n}\n\nfragment OrganizationScopeQuestions_query_pxTL0 on Query {\n  organizationQuestions: questions(first: $first, after: $after, filter: {projectId: $projectId, scopes: [ORGANIZATION]}) {\n    totalCount\n    edges {\n      node {\n        id\n        ...QuestionItem_question\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment QuestionEditForm_question on Question {\n  id\n  title\n  body\n  version\n}\n\nfragment QuestionItem_question on Question {\n  id\n  scope\n  title\n  body\n  statusId\n  answer\n  answeredAt\n  viewerCanManage\n  createdAt\n  updatedAt\n  version\n  asker {\n    id\n    name\n  }\n  answeredBy {\n    id\n    name\n  }\n  organization {\n    id\n    name\n  }\n  ...QuestionEditForm_question\n}\n"
  }
};
})();

(node as any).hash = "535dbcc7bff2a677f7aeabdb6c191105";

export default node;
