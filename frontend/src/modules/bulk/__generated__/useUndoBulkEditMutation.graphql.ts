/**
 * @generated SignedSource<<3ac418ed6e4d14b88ef82335259dcf01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UndoBulkEditInput = {
  id: string;
};
export type useUndoBulkEditMutation$variables = {
  input: UndoBulkEditInput;
};
export type useUndoBulkEditMutation$data = {
  readonly undoBulkEdit: {
    readonly bulkEdit: {
      readonly id: string;
      readonly undoOf: {
        readonly canUndo: boolean;
        readonly id: string;
        readonly undoneBy: {
          readonly id: string;
        } | null | undefined;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditResult_bulkEdit">;
    };
  };
};
export type useUndoBulkEditMutation = {
  response: useUndoBulkEditMutation$data;
  variables: useUndoBulkEditMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "canUndo",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "BulkEdit",
  "kind": "LinkedField",
  "name": "undoneBy",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "BulkEdit",
  "kind": "LinkedField",
  "name": "undoOf",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUndoBulkEditMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UndoBulkEditPayload",
        "kind": "LinkedField",
        "name": "undoBulkEdit",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BulkEdit",
            "kind": "LinkedField",
            "name": "bulkEdit",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUndoBulkEditMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UndoBulkEditPayload",
        "kind": "LinkedField",
        "name": "undoBulkEdit",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BulkEdit",
            "kind": "LinkedField",
            "name": "bulkEdit",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "cacheID": "a135194473d151e0e0c3d50adbd949c0",
    "id": null,
    "metadata": {},
    "name": "useUndoBulkEditMutation",
    "operationKind": "mutation",
    "text": "mutation useUndoBulkEditMutation(\n  $input: UndoBulkEditInput!\n) {\n  undoBulkEdit(input: $input) {\n    bulkEdit {\n      id\n      undoOf {\n        id\n        canUndo\n        undoneBy {\n          id\n        }\n      }\n      ...BulkEditResult_bulkEdit\n    }\n  }\n}\n\nfragment BulkEditResult_bulkEdit on BulkEdit {\n  id\n  type\n  field\n  status\n  total\n  done\n  changed\n  unchanged\n  refused\n  canUndo\n  undoOf {\n    id\n  }\n  undoneBy {\n    id\n  }\n  refusals {\n    itemId\n    title\n    reason\n    code\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "10f85bc5f35b1c799a49ef963698df1d";

export default node;
