/**
 * @generated SignedSource<<afcb670c956e587e530e841ab976bbd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportPageQuery$variables = Record<PropertyKey, never>;
export type ImportPageQuery$data = {
  readonly importKinds: ReadonlyArray<{
    readonly label: string;
    readonly type: string;
    readonly " $fragmentSpreads": FragmentRefs<"ImportWizard_kind">;
  }>;
};
export type ImportPageQuery = {
  response: ImportPageQuery$data;
  variables: ImportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportKind",
        "kind": "LinkedField",
        "name": "importKinds",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ImportWizard_kind"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportKind",
        "kind": "LinkedField",
        "name": "importKinds",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ImportFieldInfo",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hint",
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
    "cacheID": "6589b65339c26f85ec23b04edf719da7",
    "id": null,
    "metadata": {},
    "name": "ImportPageQuery",
    "operationKind": "query",
    "text": "query ImportPageQuery {\n  importKinds {\n    type\n    label\n    ...ImportWizard_kind\n  }\n}\n\nfragment ImportMapping_kind on ImportKind {\n  fields {\n    name\n    label\n    required\n    key\n    hint\n  }\n}\n\nfragment ImportWizard_kind on ImportKind {\n  type\n  label\n  fields {\n    name\n    label\n  }\n  ...ImportMapping_kind\n}\n"
  }
};
})();

(node as any).hash = "562b5797de99bb2cdbf6c9bb0cf25a41";

export default node;
