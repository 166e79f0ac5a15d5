/**
 * @generated SignedSource<<5ba36185f0167c8df3ed38dd796f4d67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useImportChangedSubscriptionQuery$variables = {
  id: string;
};
export type useImportChangedSubscriptionQuery$data = {
  readonly node: {
    readonly ImportResult_import: {
      readonly " $fragmentSpreads": FragmentRefs<"ImportResult_import">;
    } | null | undefined;
  } | null | undefined;
};
export type useImportChangedSubscriptionQuery = {
  response: useImportChangedSubscriptionQuery$data;
  variables: useImportChangedSubscriptionQuery$variables;
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
    "name": "useImportChangedSubscriptionQuery",
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
                  "name": "ImportResult_import"
                }
              ],
              "type": "Import",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "ImportResult_import"
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
    "name": "useImportChangedSubscriptionQuery",
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
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "done",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "created",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updated",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unchanged",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refused",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ImportRefusal",
                "kind": "LinkedField",
                "name": "refusals",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "line",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "message",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Import",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a6c61d73034eb02d5711c21b636638d9",
    "id": null,
    "metadata": {},
    "name": "useImportChangedSubscriptionQuery",
    "operationKind": "query",
    "text": "query useImportChangedSubscriptionQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...ImportResult_import\n    id\n  }\n}\n\nfragment ImportResult_import on Import {\n  id\n  fileName\n  status\n  total\n  done\n  created\n  updated\n  unchanged\n  refused\n  refusals {\n    line\n    field\n    code\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa27b5d46e2ece4cba9d71e5e2e5976e";

export default node;
