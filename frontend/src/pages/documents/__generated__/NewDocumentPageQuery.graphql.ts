/**
 * @generated SignedSource<<83243c65ff45234c3c19988e3f5591d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewDocumentPageQuery$variables = Record<PropertyKey, never>;
export type NewDocumentPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DocumentForm_query">;
};
export type NewDocumentPageQuery = {
  response: NewDocumentPageQuery$data;
  variables: NewDocumentPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v1 = [
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
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
    "name": "NewDocumentPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DocumentForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewDocumentPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DocumentCategoryConnection",
        "kind": "LinkedField",
        "name": "documentCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategoryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "documentCategories(first:100)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PermissionCategoryConnection",
        "kind": "LinkedField",
        "name": "permissionCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionCategoryEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionCategory",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "permissionCategories(first:100)"
      },
      {
        "alias": null,
        "args": [
          (v0/*:: as any*/),
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": {
              "direction": "ASC",
              "field": "NAME"
            }
          }
        ],
        "concreteType": "TagConnection",
        "kind": "LinkedField",
        "name": "tags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TagEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "tags(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
      }
    ]
  },
  "params": {
    "cacheID": "a4ea8335c99fc76ae9a803fb9216ef85",
    "id": null,
    "metadata": {},
    "name": "NewDocumentPageQuery",
    "operationKind": "query",
    "text": "query NewDocumentPageQuery {\n  ...DocumentForm_query\n}\n\nfragment DocumentForm_query on Query {\n  ...useDocumentFormChoices_query\n  ...useTagFormChoices_query\n}\n\nfragment useDocumentFormChoices_query on Query {\n  documentCategories(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  permissionCategories(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment useTagFormChoices_query on Query {\n  tags(first: 100, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "04fc7f89b6dacb3afb71e12e86129841";

export default node;
