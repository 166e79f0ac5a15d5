/**
 * @generated SignedSource<<cc58fc6c1169c4a0254fbd3c02b31885>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useBulkEditChangedSubscriptionQuery$variables = {
  id: string;
};
export type useBulkEditChangedSubscriptionQuery$data = {
  readonly node: {
    readonly BulkEditResult_bulkEdit: {
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditResult_bulkEdit">;
    } | null | undefined;
  } | null | undefined;
};
export type useBulkEditChangedSubscriptionQuery = {
  response: useBulkEditChangedSubscriptionQuery$data;
  variables: useBulkEditChangedSubscriptionQuery$variables;
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
v3 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBulkEditChangedSubscriptionQuery",
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
                  "name": "BulkEditResult_bulkEdit"
                }
              ],
              "type": "BulkEdit",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "BulkEditResult_bulkEdit"
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
    "name": "useBulkEditChangedSubscriptionQuery",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
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
                "name": "changed",
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
                "kind": "ScalarField",
                "name": "canUndo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BulkEdit",
                "kind": "LinkedField",
                "name": "undoOf",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BulkEdit",
                "kind": "LinkedField",
                "name": "undoneBy",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BulkRefusal",
                "kind": "LinkedField",
                "name": "refusals",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemId",
                    "storageKey": null
                  },
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
                    "name": "reason",
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
            "type": "BulkEdit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c9fa6d6141fe459ef65d197d5462bb85",
    "id": null,
    "metadata": {},
    "name": "useBulkEditChangedSubscriptionQuery",
    "operationKind": "query",
    "text": "query useBulkEditChangedSubscriptionQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...BulkEditResult_bulkEdit\n    id\n  }\n}\n\nfragment BulkEditResult_bulkEdit on BulkEdit {\n  id\n  type\n  field\n  status\n  total\n  done\n  changed\n  unchanged\n  refused\n  canUndo\n  undoOf {\n    id\n  }\n  undoneBy {\n    id\n  }\n  refusals {\n    itemId\n    title\n    reason\n    code\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "c276c3c709f5370ebcd1e6e8aba9add8";

export default node;
