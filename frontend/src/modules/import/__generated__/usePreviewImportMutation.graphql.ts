/**
 * @generated SignedSource<<41db34e7bc1caa6226afab7fbe6de206>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PreviewImportInput = {
  columns?: ReadonlyArray<string | null | undefined> | null | undefined;
  file: unknown;
  type: string;
};
export type usePreviewImportMutation$variables = {
  input: PreviewImportInput;
};
export type usePreviewImportMutation$data = {
  readonly previewImport: {
    readonly preview: {
      readonly columns: ReadonlyArray<string | null | undefined>;
      readonly headers: ReadonlyArray<string>;
      readonly missing: ReadonlyArray<string>;
      readonly refused: number;
      readonly total: number;
      readonly " $fragmentSpreads": FragmentRefs<"ImportMapping_preview" | "ImportPreviewTable_preview">;
    };
  };
};
export type usePreviewImportMutation = {
  response: usePreviewImportMutation$data;
  variables: usePreviewImportMutation$variables;
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
  "name": "headers",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "columns",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "missing",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refused",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePreviewImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PreviewImportPayload",
        "kind": "LinkedField",
        "name": "previewImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ImportPreview",
            "kind": "LinkedField",
            "name": "preview",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ImportMapping_preview"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ImportPreviewTable_preview"
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
    "name": "usePreviewImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PreviewImportPayload",
        "kind": "LinkedField",
        "name": "previewImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ImportPreview",
            "kind": "LinkedField",
            "name": "preview",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ImportPreviewRow",
                "kind": "LinkedField",
                "name": "rows",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cells",
                    "storageKey": null
                  },
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
                    "name": "outcome",
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
                    "name": "field",
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
              },
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
                "name": "encoding",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "creates",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updates",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unchanged",
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
    "cacheID": "519a29a01bfa8db1467e7ead9d2857a9",
    "id": null,
    "metadata": {},
    "name": "usePreviewImportMutation",
    "operationKind": "mutation",
    "text": "mutation usePreviewImportMutation(\n  $input: PreviewImportInput!\n) {\n  previewImport(input: $input) {\n    preview {\n      headers\n      columns\n      missing\n      total\n      refused\n      ...ImportMapping_preview\n      ...ImportPreviewTable_preview\n    }\n  }\n}\n\nfragment ImportMapping_preview on ImportPreview {\n  headers\n  rows {\n    cells\n  }\n}\n\nfragment ImportPreviewTable_preview on ImportPreview {\n  fileName\n  encoding\n  headers\n  columns\n  total\n  creates\n  updates\n  unchanged\n  refused\n  rows {\n    line\n    outcome\n    cells\n    code\n    field\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "ccd9db7e6e1e292775d06dfac95437e7";

export default node;
