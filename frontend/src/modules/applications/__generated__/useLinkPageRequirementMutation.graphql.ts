/**
 * @generated SignedSource<<dbde94b28b03cf5fb00773dc16f52ae7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LinkPageRequirementInput = {
  id: string;
  requirementId: string;
};
export type useLinkPageRequirementMutation$variables = {
  input: LinkPageRequirementInput;
};
export type useLinkPageRequirementMutation$data = {
  readonly linkPageRequirement: {
    readonly node: {
      readonly id: string;
      readonly updatedAt: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"NodeLinks_node">;
    };
  };
};
export type useLinkPageRequirementMutation = {
  response: useLinkPageRequirementMutation$data;
  variables: useLinkPageRequirementMutation$variables;
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
    "name": "useLinkPageRequirementMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LinkPageRequirementPayload",
        "kind": "LinkedField",
        "name": "linkPageRequirement",
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
    "name": "useLinkPageRequirementMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LinkPageRequirementPayload",
        "kind": "LinkedField",
        "name": "linkPageRequirement",
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
    "cacheID": "bea46f8a5ca68459251cca02231d8ee0",
    "id": null,
    "metadata": {},
    "name": "useLinkPageRequirementMutation",
    "operationKind": "mutation",
    "text": "mutation useLinkPageRequirementMutation(\n  $input: LinkPageRequirementInput!\n) {\n  linkPageRequirement(input: $input) {\n    node {\n      id\n      updatedAt\n      version\n      ...NodeLinks_node\n    }\n  }\n}\n\nfragment NodeLinks_node on ApplicationNode {\n  id\n  tree\n  application {\n    id\n  }\n  linkedNodes {\n    id\n    name\n    tree\n    statusId\n  }\n  deletedLinks {\n    id\n    name\n    trashTitle\n  }\n}\n"
  }
};
})();

(node as any).hash = "08b69fd98d9df2e85732d86675382516";

export default node;
