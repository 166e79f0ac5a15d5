/**
 * @generated SignedSource<<39c6cccafc6b09b85539945201625f15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type treePlacementDirectoryQuery$variables = {
  id: string;
};
export type treePlacementDirectoryQuery$data = {
  readonly node: {
    readonly treePlacement_counts: {
      readonly " $fragmentSpreads": FragmentRefs<"treePlacement_counts">;
    } | null | undefined;
  } | null | undefined;
};
export type treePlacementDirectoryQuery = {
  response: treePlacementDirectoryQuery$data;
  variables: treePlacementDirectoryQuery$variables;
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "childCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Progress",
  "kind": "LinkedField",
  "name": "progress",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "treePlacementDirectoryQuery",
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
                  "name": "treePlacement_counts"
                }
              ],
              "type": "ApplicationNode",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "treePlacement_counts"
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
    "name": "treePlacementDirectoryQuery",
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationNode",
                "kind": "LinkedField",
                "name": "path",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ApplicationNode",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5f5247c4214e9eb55485205d55d42570",
    "id": null,
    "metadata": {},
    "name": "treePlacementDirectoryQuery",
    "operationKind": "query",
    "text": "query treePlacementDirectoryQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...treePlacement_counts\n    id\n  }\n}\n\nfragment treePlacement_counts on ApplicationNode {\n  id\n  childCount\n  progress {\n    completed\n    total\n  }\n  path {\n    id\n    childCount\n    progress {\n      completed\n      total\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5025d89193fc365e00b7329d6432ea7a";

export default node;
