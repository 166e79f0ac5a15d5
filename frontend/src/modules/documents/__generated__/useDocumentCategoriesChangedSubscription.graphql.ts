/**
 * @generated SignedSource<<5a774095a790f5788d560829abf272f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useDocumentCategoriesChangedSubscription$variables = Record<PropertyKey, never>;
export type useDocumentCategoriesChangedSubscription$data = {
  readonly documentCategoriesChanged: {
    readonly documentCategory: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentCategoryItem_category">;
    };
    readonly kind: ChangeKind;
  };
};
export type useDocumentCategoriesChangedSubscription = {
  response: useDocumentCategoriesChangedSubscription$data;
  variables: useDocumentCategoriesChangedSubscription$variables;
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
    "name": "useDocumentCategoriesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentCategoryChange",
        "kind": "LinkedField",
        "name": "documentCategoriesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategory",
            "kind": "LinkedField",
            "name": "documentCategory",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDocumentCategoriesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentCategoryChange",
        "kind": "LinkedField",
        "name": "documentCategoriesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategory",
            "kind": "LinkedField",
            "name": "documentCategory",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "cacheID": "591e5cd1ff99ccc26c93186ee9dc99d7",
    "id": null,
    "metadata": {},
    "name": "useDocumentCategoriesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useDocumentCategoriesChangedSubscription {\n  documentCategoriesChanged {\n    kind\n    documentCategory {\n      id\n      ...DocumentCategoryItem_category\n    }\n  }\n}\n\nfragment DocumentCategoryItem_category on DocumentCategory {\n  id\n  name\n  description\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "b45eb94a0ae378330760ef06eb8f9d6a";

export default node;
