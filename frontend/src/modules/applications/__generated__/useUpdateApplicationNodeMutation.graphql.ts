/**
 * @generated SignedSource<<4e0be793a63ee46ebe2fb85a82bf89b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateApplicationNodeInput = {
  content: string;
  expectedVersion: number;
  id: string;
  name: string;
};
export type useUpdateApplicationNodeMutation$variables = {
  input: UpdateApplicationNodeInput;
};
export type useUpdateApplicationNodeMutation$data = {
  readonly updateApplicationNode: {
    readonly node: {
      readonly content: string;
      readonly id: string;
      readonly name: string;
      readonly updatedAt: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"ApplicationTreeItem_node" | "NodeForm_node">;
    };
  };
};
export type useUpdateApplicationNodeMutation = {
  response: useUpdateApplicationNodeMutation$data;
  variables: useUpdateApplicationNodeMutation$variables;
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
  "name": "content",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v6 = {
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
    "name": "useUpdateApplicationNodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateApplicationNodePayload",
        "kind": "LinkedField",
        "name": "updateApplicationNode",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApplicationNode",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "NodeForm_node"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApplicationTreeItem_node"
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
    "name": "useUpdateApplicationNodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateApplicationNodePayload",
        "kind": "LinkedField",
        "name": "updateApplicationNode",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApplicationNode",
            "kind": "LinkedField",
            "name": "node",
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
                "concreteType": "ApplicationNode",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tree",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "childCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Progress",
                "kind": "LinkedField",
                "name": "progress",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
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
    "cacheID": "5592a248f0e25ddc041248212c3f62ac",
    "id": null,
    "metadata": {},
    "name": "useUpdateApplicationNodeMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateApplicationNodeMutation(\n  $input: UpdateApplicationNodeInput!\n) {\n  updateApplicationNode(input: $input) {\n    node {\n      id\n      name\n      content\n      updatedAt\n      version\n      ...NodeForm_node\n      ...ApplicationTreeItem_node\n    }\n  }\n}\n\nfragment ApplicationTreeItem_node on ApplicationNode {\n  id\n  name\n  kind\n  tree\n  statusId\n  childCount\n  progress {\n    completed\n    total\n  }\n}\n\nfragment NodeForm_node on ApplicationNode {\n  id\n  name\n  content\n  kind\n  statusId\n  version\n  parent {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f4011cbdcd7031fcc763765628c6d61";

export default node;
