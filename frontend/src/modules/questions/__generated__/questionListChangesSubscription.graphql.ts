/**
 * @generated SignedSource<<aab7854b61c2e76fb65d6684d1f07e41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type QuestionScopeKind = "INTERNAL" | "ORGANIZATION" | "PROJECT" | "%future added value";
export type QuestionFilter = {
  addressedToMe?: boolean | null | undefined;
  keyword?: string | null | undefined;
  projectId?: string | null | undefined;
  scopes?: ReadonlyArray<QuestionScopeKind> | null | undefined;
  statusIds?: ReadonlyArray<number> | null | undefined;
};
export type questionListChangesSubscription$variables = {
  filter?: QuestionFilter | null | undefined;
  projectId?: string | null | undefined;
};
export type questionListChangesSubscription$data = {
  readonly questionsChanged: {
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
    readonly question: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionItem_question">;
    } | null | undefined;
  };
};
export type questionListChangesSubscription = {
  response: questionListChangesSubscription$data;
  variables: questionListChangesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "projectId",
    "variableName": "projectId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matches",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "questionListChangesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QuestionChange",
        "kind": "LinkedField",
        "name": "questionsChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionItem_question"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "questionListChangesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QuestionChange",
        "kind": "LinkedField",
        "name": "questionsChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
    "cacheID": "20bbae43969ff03bf168007c2a90376a",
    "id": null,
    "metadata": {},
    "name": "questionListChangesSubscription",
    "operationKind": "subscription",
    "text": "subscription questionListChangesSubscription(\n  $projectId: ID\n  $filter: QuestionFilter\n) {\n  questionsChanged(projectId: $projectId, filter: $filter) {\n    kind\n    id\n    matches\n    question {\n      id\n      ...QuestionItem_question\n    }\n  }\n}\n\nfragment QuestionEditForm_question on Question {\n  id\n  title\n  body\n  version\n}\n\nfragment QuestionItem_question on Question {\n  id\n  scope\n  title\n  body\n  statusId\n  answer\n  answeredAt\n  viewerCanManage\n  createdAt\n  updatedAt\n  version\n  asker {\n    id\n    name\n  }\n  answeredBy {\n    id\n    name\n  }\n  organization {\n    id\n    name\n  }\n  ...QuestionEditForm_question\n}\n"
  }
};
})();

(node as any).hash = "1b1e86536a4750cb96e4663beaeb9218";

export default node;
