/**
 * @generated SignedSource<<a971390ace5d3c43f69a224f585e9a08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NodeFormRefetchQuery$variables = {
  id: string;
};
export type NodeFormRefetchQuery$data = {
  readonly node: {
    readonly NodeForm_node: {
      readonly " $fragmentSpreads": FragmentRefs<"NodeForm_node">;
    } | null | undefined;
  } | null | undefined;
};
export type NodeFormRefetchQuery = {
  response: NodeFormRefetchQuery$data;
  variables: NodeFormRefetchQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NodeFormRefetchQuery",
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
                  "name": "NodeForm_node"
                }
              ],
              "type": "ApplicationNode",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "NodeForm_node"
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
    "name": "NodeFormRefetchQuery",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationNode",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ApplicationNode",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5cf6f8e0dad7e3866ab807ab12a154f6",
    "id": null,
    "metadata": {},
    "name": "NodeFormRefetchQuery",
    "operationKind": "query",
    "text": "query NodeFormRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...NodeForm_node\n    id\n  }\n}\n\nfragment NodeForm_node on ApplicationNode {\n  id\n  name\n  content\n  kind\n  statusId\n  version\n  parent {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e6232ffe9b23faf5099d93376620df8";

export default node;
