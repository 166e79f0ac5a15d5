/**
 * @generated SignedSource<<302665fef28205e117f0448e96f32d91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SearchPaletteQuery$variables = {
  first?: number | null | undefined;
  text: string;
};
export type SearchPaletteQuery$data = {
  readonly search: {
    readonly groups: ReadonlyArray<{
      readonly area: string;
      readonly hits: ReadonlyArray<{
        readonly node: {
          readonly __typename: string;
          readonly id: string;
        };
        readonly subtitle: string | null | undefined;
        readonly title: string;
      }>;
      readonly totalCount: number;
      readonly totalCountCapped: boolean;
    }>;
  };
};
export type SearchPaletteQuery = {
  response: SearchPaletteQuery$data;
  variables: SearchPaletteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "SearchResults",
    "kind": "LinkedField",
    "name": "search",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SearchGroup",
        "kind": "LinkedField",
        "name": "groups",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "area",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "totalCountCapped",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchHit",
            "kind": "LinkedField",
            "name": "hits",
            "plural": true,
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
                "name": "subtitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
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
    ],
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
    "name": "SearchPaletteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchPaletteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7dcf14e484a8795c3905110ecf00eb85",
    "id": null,
    "metadata": {},
    "name": "SearchPaletteQuery",
    "operationKind": "query",
    "text": "query SearchPaletteQuery(\n  $text: String!\n  $first: Int\n) {\n  search(text: $text, first: $first) {\n    groups {\n      area\n      totalCount\n      totalCountCapped\n      hits {\n        title\n        subtitle\n        node {\n          __typename\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "13f96a6d52f19ec76e0544f5d7e37c16";

export default node;
