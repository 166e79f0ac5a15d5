/**
 * @generated SignedSource<<f7ca902c3ea832d60f554225ce8affb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentCategoryBulkPickerQuery$variables = Record<PropertyKey, never>;
export type DocumentCategoryBulkPickerQuery$data = {
  readonly documentCategories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type DocumentCategoryBulkPickerQuery = {
  response: DocumentCategoryBulkPickerQuery$data;
  variables: DocumentCategoryBulkPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
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
            "selections": [
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "documentCategories(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentCategoryBulkPickerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DocumentCategoryBulkPickerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bc1454b528c92c8986bcc662326175a7",
    "id": null,
    "metadata": {},
    "name": "DocumentCategoryBulkPickerQuery",
    "operationKind": "query",
    "text": "query DocumentCategoryBulkPickerQuery {\n  documentCategories(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9ffbe633efde2d7d4faf94bf2c74021";

export default node;
