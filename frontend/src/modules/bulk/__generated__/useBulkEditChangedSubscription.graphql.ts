/**
 * @generated SignedSource<<95d2277c448421a32335767c03908f63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useBulkEditChangedSubscription$variables = {
  id: string;
};
export type useBulkEditChangedSubscription$data = {
  readonly bulkEditChanged: {
    readonly bulkEdit: {
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditResult_bulkEdit">;
    } | null | undefined;
    readonly id: string;
    readonly kind: ChangeKind;
  };
};
export type useBulkEditChangedSubscription = {
  response: useBulkEditChangedSubscription$data;
  variables: useBulkEditChangedSubscription$variables;
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
v4 = [
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBulkEditChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BulkEditChange",
        "kind": "LinkedField",
        "name": "bulkEditChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BulkEdit",
            "kind": "LinkedField",
            "name": "bulkEdit",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BulkEditResult_bulkEdit"
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
    "name": "useBulkEditChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BulkEditChange",
        "kind": "LinkedField",
        "name": "bulkEditChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BulkEdit",
            "kind": "LinkedField",
            "name": "bulkEdit",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BulkEdit",
                "kind": "LinkedField",
                "name": "undoneBy",
                "plural": false,
                "selections": (v4/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dfe8a49e65e7c65aa3963a7ab64d6955",
    "id": null,
    "metadata": {},
    "name": "useBulkEditChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useBulkEditChangedSubscription(\n  $id: ID!\n) {\n  bulkEditChanged(id: $id) {\n    kind\n    id\n    bulkEdit {\n      ...BulkEditResult_bulkEdit\n      id\n    }\n  }\n}\n\nfragment BulkEditResult_bulkEdit on BulkEdit {\n  id\n  type\n  field\n  status\n  total\n  done\n  changed\n  unchanged\n  refused\n  canUndo\n  undoOf {\n    id\n  }\n  undoneBy {\n    id\n  }\n  refusals {\n    itemId\n    title\n    reason\n    code\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "4234baefffc9987c6d52e3dba1a86e0d";

export default node;
