/**
 * @generated SignedSource<<9d888ad4d07fde7e9da0c7a0e6616cd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateTagInput = {
  color: string;
  expectedVersion: number;
  id: string;
  name: string;
};
export type useUpdateTagMutation$variables = {
  input: UpdateTagInput;
};
export type useUpdateTagMutation$data = {
  readonly updateTag: {
    readonly tag: {
      readonly color: string;
      readonly id: string;
      readonly name: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"TagRow_tag">;
    };
  };
};
export type useUpdateTagMutation = {
  response: useUpdateTagMutation$data;
  variables: useUpdateTagMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTagMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateTagPayload",
        "kind": "LinkedField",
        "name": "updateTag",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TagRow_tag"
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
    "name": "useUpdateTagMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateTagPayload",
        "kind": "LinkedField",
        "name": "updateTag",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
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
    "cacheID": "a42b10f1c0e6a1f6833ba837460a8ea4",
    "id": null,
    "metadata": {},
    "name": "useUpdateTagMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTagMutation(\n  $input: UpdateTagInput!\n) {\n  updateTag(input: $input) {\n    tag {\n      id\n      name\n      color\n      version\n      ...TagRow_tag\n    }\n  }\n}\n\nfragment TagRow_tag on Tag {\n  id\n  name\n  color\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "f9dd578ea63b59b6ee434698f46cfe9b";

export default node;
