/**
 * @generated SignedSource<<3beee23712d698bd313c120bf1aee739>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateDocumentCategoryInput = {
  description?: string;
  name: string;
};
export type useCreateDocumentCategoryMutation$variables = {
  input: CreateDocumentCategoryInput;
};
export type useCreateDocumentCategoryMutation$data = {
  readonly createDocumentCategory: {
    readonly documentCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryItem_category">;
    };
  };
};
export type useCreateDocumentCategoryMutation = {
  response: useCreateDocumentCategoryMutation$data;
  variables: useCreateDocumentCategoryMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateDocumentCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateDocumentCategoryPayload",
        "kind": "LinkedField",
        "name": "createDocumentCategory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategory",
            "kind": "LinkedField",
            "name": "documentCategory",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DocumentCategoryItem_category"
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
    "name": "useCreateDocumentCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateDocumentCategoryPayload",
        "kind": "LinkedField",
        "name": "createDocumentCategory",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategory",
            "kind": "LinkedField",
            "name": "documentCategory",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
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
    "cacheID": "64379f40116e054fe17e1b43a5256dcb",
    "id": null,
    "metadata": {},
    "name": "useCreateDocumentCategoryMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateDocumentCategoryMutation(\n  $input: CreateDocumentCategoryInput!\n) {\n  createDocumentCategory(input: $input) {\n    documentCategory {\n      id\n      ...DocumentCategoryItem_category\n    }\n  }\n}\n\nfragment DocumentCategoryItem_category on DocumentCategory {\n  id\n  name\n  description\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "61122399da220e1cc85994e44561d920";

export default node;
