/**
 * @generated SignedSource<<c109dde8d4740c3d20796e245a1d3b87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartBulkEditInput = {
  field: string;
  filter?: unknown | null | undefined;
  items?: ReadonlyArray<BulkItemInput> | null | undefined;
  type: string;
  value?: unknown | null | undefined;
};
export type BulkItemInput = {
  id: string;
  version?: number | null | undefined;
};
export type useStartBulkEditMutation$variables = {
  input: StartBulkEditInput;
};
export type useStartBulkEditMutation$data = {
  readonly startBulkEdit: {
    readonly bulkEdit: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BulkEditResult_bulkEdit">;
    };
  };
};
export type useStartBulkEditMutation = {
  response: useStartBulkEditMutation$data;
  variables: useStartBulkEditMutation$variables;
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
v3 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartBulkEditMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartBulkEditPayload",
        "kind": "LinkedField",
        "name": "startBulkEdit",
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
    "name": "useStartBulkEditMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartBulkEditPayload",
        "kind": "LinkedField",
        "name": "startBulkEdit",
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b87bc9de9a9a3e297b0b9f99eddb1d36",
    "id": null,
    "metadata": {},
    "name": "useStartBulkEditMutation",
    "operationKind": "mutation",
    "text": "mutation useStartBulkEditMutation(\n  $input: StartBulkEditInput!\n) {\n  startBulkEdit(input: $input) {\n    bulkEdit {\n      id\n      ...BulkEditResult_bulkEdit\n    }\n  }\n}\n\nfragment BulkEditResult_bulkEdit on BulkEdit {\n  id\n  type\n  field\n  status\n  total\n  done\n  changed\n  unchanged\n  refused\n  canUndo\n  undoOf {\n    id\n  }\n  undoneBy {\n    id\n  }\n  refusals {\n    itemId\n    title\n    reason\n    code\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "93a3a4dee4f3cd965aab80010c5d104b";

export default node;
