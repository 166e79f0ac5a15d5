/**
 * @generated SignedSource<<4f387d002ecc743a57262c6eb50de61d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionEditFormRefetchQuery$variables = {
  id: string;
};
export type QuestionEditFormRefetchQuery$data = {
  readonly node: {
    readonly QuestionEditForm_question: {
      readonly " $fragmentSpreads": FragmentRefs<"QuestionEditForm_question">;
    } | null | undefined;
  } | null | undefined;
};
export type QuestionEditFormRefetchQuery = {
  response: QuestionEditFormRefetchQuery$data;
  variables: QuestionEditFormRefetchQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionEditFormRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "QuestionEditForm_question"
                }
              ],
              "type": "Question",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "QuestionEditForm_question"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionEditFormRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
                "name": "version",
                "storageKey": null
              }
            ],
            "type": "Question",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9b15d94048fd1669f5da55b9c829b0b2",
    "id": null,
    "metadata": {},
    "name": "QuestionEditFormRefetchQuery",
    "operationKind": "query",
    "text": "query QuestionEditFormRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...QuestionEditForm_question\n    id\n  }\n}\n\nfragment QuestionEditForm_question on Question {\n  id\n  title\n  body\n  version\n}\n"
  }
};
})();

(node as any).hash = "b50817bdb2a1f2a991df523808d9140d";

export default node;
