/**
 * @generated SignedSource<<b7e16dc234c9c83d8a7eb6f878ff3139>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateDocumentCategoryInput = {
  description: string;
  expectedVersion: number;
  id: string;
  name: string;
};
export type useUpdateDocumentCategoryMutation$variables = {
  input: UpdateDocumentCategoryInput;
};
export type useUpdateDocumentCategoryMutation$data = {
  readonly updateDocumentCategory: {
    readonly documentCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryItem_category">;
    };
  };
};
export type useUpdateDocumentCategoryMutation = {
  response: useUpdateDocumentCategoryMutation$data;
  variables: useUpdateDocumentCategoryMutation$variables;
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
    "name": "useUpdateDocumentCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateDocumentCategoryPayload",
        "kind": "LinkedField",
        "name": "updateDocumentCategory",
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
    "name": "useUpdateDocumentCategoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateDocumentCategoryPayload",
        "kind": "LinkedField",
        "name": "updateDocumentCategory",
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
    "cacheID": "e6e27ec550e1eba170d802ad48e7f574",
    "id": null,
    "metadata": {},
    "name": "useUpdateDocumentCategoryMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateDocumentCategoryMutation(\n  $input: UpdateDocumentCategoryInput!\n) {\n  updateDocumentCategory(input: $input) {\n    documentCategory {\n      id\n      ...DocumentCategoryItem_category\n    }\n  }\n}\n\nfragment DocumentCategoryItem_category on DocumentCategory {\n  id\n  name\n  description\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "542e30f3c9acba169baa83d332c0379a";

export default node;
