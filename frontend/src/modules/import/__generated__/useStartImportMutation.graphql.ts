/**
 * @generated SignedSource<<6d0c049a90ece2655d31e2b8290956ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StartImportInput = {
  columns: ReadonlyArray<string | null | undefined>;
  file: unknown;
  type: string;
};
export type useStartImportMutation$variables = {
  input: StartImportInput;
};
export type useStartImportMutation$data = {
  readonly startImport: {
    readonly import: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ImportResult_import">;
    };
  };
};
export type useStartImportMutation = {
  response: useStartImportMutation$data;
  variables: useStartImportMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartImportPayload",
        "kind": "LinkedField",
        "name": "startImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Import",
            "kind": "LinkedField",
            "name": "import",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ImportResult_import"
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
    "name": "useStartImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartImportPayload",
        "kind": "LinkedField",
        "name": "startImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Import",
            "kind": "LinkedField",
            "name": "import",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "498ffda0aa7b477edf07b957d2a38258",
    "id": null,
    "metadata": {},
    "name": "useStartImportMutation",
    "operationKind": "mutation",
    "text": "mutation useStartImportMutation(\n  $input: StartImportInput!\n) {\n  startImport(input: $input) {\n    import {\n      id\n      ...ImportResult_import\n    }\n  }\n}\n\nfragment ImportResult_import on Import {\n  id\n  fileName\n  status\n  total\n  done\n  created\n  updated\n  unchanged\n  refused\n  refusals {\n    line\n    field\n    code\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "438c240896b0aed9cecdce7d0be556cc";

export default node;
