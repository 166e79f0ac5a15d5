/**
 * @generated SignedSource<<f07c13ec55b96a34d1a02e3080de0190>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditQuestionInput = {
  body: string;
  expectedVersion: number;
  id: string;
  title: string;
};
export type useEditQuestionMutation$variables = {
  input: EditQuestionInput;
};
export type useEditQuestionMutation$data = {
  readonly editQuestion: {
    readonly question: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionEditForm_question" | "QuestionItem_question">;
    };
  };
};
export type useEditQuestionMutation = {
  response: useEditQuestionMutation$data;
  variables: useEditQuestionMutation$variables;
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
v3 = [
  (v2/*:: as any*/),
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
    "name": "useEditQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EditQuestionPayload",
        "kind": "LinkedField",
        "name": "editQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionItem_question"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionEditForm_question"
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
    "name": "useEditQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EditQuestionPayload",
        "kind": "LinkedField",
        "name": "editQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Question",
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "answeredBy",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": (v3/*:: as any*/),
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
    "cacheID": "d7cf5d880eeb3ef4c5a211b48f868ad8",
    "id": null,
    "metadata": {},
    "name": "useEditQuestionMutation",
    "operationKind": "mutation",
    "text": "mutation useEditQuestionMutation(\n  $input: EditQuestionInput!\n) {\n  editQuestion(input: $input) {\n    question {\n      id\n      ...QuestionItem_question\n      ...QuestionEditForm_question\n    }\n  }\n}\n\nfragment QuestionEditForm_question on Question {\n  id\n  title\n  body\n  version\n}\n\nfragment QuestionItem_question on Question {\n  id\n  scope\n  title\n  body\n  statusId\n  answer\n  answeredAt\n  viewerCanManage\n  createdAt\n  updatedAt\n  version\n  asker {\n    id\n    name\n  }\n  answeredBy {\n    id\n    name\n  }\n  organization {\n    id\n    name\n  }\n  ...QuestionEditForm_question\n}\n"
  }
};
})();

(node as any).hash = "177d1fad91b21e9b0f4841a4c26f76f5";

export default node;
