/**
 * @generated SignedSource<<359d27480f2e77aeccb93635fb8c5715>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type TrashListSubscription$variables = {
  keyword?: string | null | undefined;
  types?: ReadonlyArray<string> | null | undefined;
};
export type TrashListSubscription$data = {
  readonly trashChanged: {
    readonly id: string;
    readonly item: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TrashRow_item">;
    } | null | undefined;
    readonly kind: ChangeKind;
    readonly matches: boolean;
  };
};
export type TrashListSubscription = {
  response: TrashListSubscription$data;
  variables: TrashListSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keyword"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "types"
},
v2 = [
  {
    "kind": "Variable",
    "name": "keyword",
    "variableName": "keyword"
  },
  {
    "kind": "Variable",
    "name": "types",
    "variableName": "types"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matches",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TrashListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TrashChange",
        "kind": "LinkedField",
        "name": "trashChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TrashItem",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrashRow_item"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TrashListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TrashChange",
        "kind": "LinkedField",
        "name": "trashChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TrashItem",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entityId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typeName",
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
                "name": "deletedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "deletedBy",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "67428a1eaad18ff8d4cdab6a0c037c6c",
    "id": null,
    "metadata": {},
    "name": "TrashListSubscription",
    "operationKind": "subscription",
    "text": "subscription TrashListSubscription(\n  $types: [String!]\n  $keyword: String\n) {\n  trashChanged(types: $types, keyword: $keyword) {\n    kind\n    id\n    matches\n    item {\n      id\n      ...TrashRow_item\n    }\n  }\n}\n\nfragment TrashRow_item on TrashItem {\n  id\n  entityId\n  typeName\n  title\n  deletedAt\n  deletedBy {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "241f908a766edd6cf514e0ef8f4c0b91";

export default node;
