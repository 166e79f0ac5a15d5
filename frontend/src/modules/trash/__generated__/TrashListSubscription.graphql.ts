/**
 * @generated SignedSource<<0d4e515a811b3eb03bb3f0b3253d7c61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type TrashListSubscription$variables = {
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "types"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "types",
    "variableName": "types"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matches",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrashListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TrashChange",
        "kind": "LinkedField",
        "name": "trashChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TrashItem",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrashListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TrashChange",
        "kind": "LinkedField",
        "name": "trashChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TrashItem",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                  (v3/*:: as any*/),
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
    "cacheID": "c295a8e0385e1724b830c9c841a54d6c",
    "id": null,
    "metadata": {},
    "name": "TrashListSubscription",
    "operationKind": "subscription",
    "text": "subscription TrashListSubscription(\n  $types: [String!]\n) {\n  trashChanged(types: $types) {\n    kind\n    id\n    matches\n    item {\n      id\n      ...TrashRow_item\n    }\n  }\n}\n\nfragment TrashRow_item on TrashItem {\n  id\n  entityId\n  typeName\n  title\n  deletedAt\n  deletedBy {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a9dd73ddfb7cdd627297b99f4219fd2";

export default node;
