/**
 * @generated SignedSource<<b4e9c576e6cc894c7f587b21cce997d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentFilter = {
  authorIds?: ReadonlyArray<string> | null | undefined;
  categoryIds?: ReadonlyArray<string> | null | undefined;
  favouritesOnly?: boolean;
  keyword?: string | null | undefined;
  permissionCategoryIds?: ReadonlyArray<string> | null | undefined;
  statusIds?: ReadonlyArray<number> | null | undefined;
  tagIds?: ReadonlyArray<string> | null | undefined;
};
export type useDocumentOptionsQuery$variables = {
  filter?: DocumentFilter | null | undefined;
};
export type useDocumentOptionsQuery$data = {
  readonly documents: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
};
export type useDocumentOptionsQuery = {
  response: useDocumentOptionsQuery$data;
  variables: useDocumentOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      }
    ],
    "concreteType": "DocumentConnection",
    "kind": "LinkedField",
    "name": "documents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
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
                "name": "title",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDocumentOptionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDocumentOptionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b74700404a9229d5df04bc6f33c963d5",
    "id": null,
    "metadata": {},
    "name": "useDocumentOptionsQuery",
    "operationKind": "query",
    "text": "query useDocumentOptionsQuery(\n  $filter: DocumentFilter\n) {\n  documents(first: 20, filter: $filter) {\n    edges {\n      node {\n        id\n        title\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44f0ae89be10a2b7d71942a80a39f60b";

export default node;
