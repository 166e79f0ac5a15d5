/**
 * @generated SignedSource<<620231b5efbe29aa3c58fbf949de1980>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnlinkPageRequirementInput = {
  id: string;
  requirementId: string;
};
export type useUnlinkPageRequirementMutation$variables = {
  input: UnlinkPageRequirementInput;
};
export type useUnlinkPageRequirementMutation$data = {
  readonly unlinkPageRequirement: {
    readonly node: {
      readonly id: string;
      readonly updatedAt: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"NodeLinks_node">;
    };
  };
};
export type useUnlinkPageRequirementMutation = {
  response: useUnlinkPageRequirementMutation$data;
  variables: useUnlinkPageRequirementMutation$variables;
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
  "name": "updatedAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tree",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnlinkPageRequirementMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnlinkPageRequirementPayload",
        "kind": "LinkedField",
        "name": "unlinkPageRequirement",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NodeLinks_node"
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
    "name": "useUnlinkPageRequirementMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnlinkPageRequirementPayload",
        "kind": "LinkedField",
        "name": "unlinkPageRequirement",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Application",
                "kind": "LinkedField",
                "name": "application",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationNode",
                "kind": "LinkedField",
                "name": "linkedNodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeletedNodeLink",
                "kind": "LinkedField",
                "name": "deletedLinks",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trashTitle",
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
    "cacheID": "fd1ade840b1c8c85dceb764b9b3ffec9",
    "id": null,
    "metadata": {},
    "name": "useUnlinkPageRequirementMutation",
    "operationKind": "mutation",
    "text": "mutation useUnlinkPageRequirementMutation(\n  $input: UnlinkPageRequirementInput!\n) {\n  unlinkPageRequirement(input: $input) {\n    node {\n      id\n      updatedAt\n      version\n      ...NodeLinks_node\n    }\n  }\n}\n\nfragment NodeLinks_node on ApplicationNode {\n  id\n  tree\n  application {\n    id\n  }\n  linkedNodes {\n    id\n    name\n    tree\n    statusId\n  }\n  deletedLinks {\n    id\n    name\n    trashTitle\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc327e72618709e47704f5a203bfdc48";

export default node;
