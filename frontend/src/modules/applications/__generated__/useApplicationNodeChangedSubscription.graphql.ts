/**
 * @generated SignedSource<<85f0476b0b7fe28fc074a8c2207eef52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useApplicationNodeChangedSubscription$variables = {
  applicationId: string;
};
export type useApplicationNodeChangedSubscription$data = {
  readonly applicationNodesChanged: {
    readonly kind: ChangeKind;
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NodeDetail_node" | "treePlacement_node">;
    };
  };
};
export type useApplicationNodeChangedSubscription = {
  response: useApplicationNodeChangedSubscription$data;
  variables: useApplicationNodeChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "applicationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "applicationId",
    "variableName": "applicationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
  "name": "statusId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "childCount",
  "storageKey": null
},
v8 = [
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
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Progress",
  "kind": "LinkedField",
  "name": "progress",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useApplicationNodeChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApplicationNodeChange",
        "kind": "LinkedField",
        "name": "applicationNodesChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApplicationNode",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NodeDetail_node"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "treePlacement_node"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApplicationNodeChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApplicationNodeChange",
        "kind": "LinkedField",
        "name": "applicationNodesChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApplicationNode",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Application",
                "kind": "LinkedField",
                "name": "application",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Progress",
                    "kind": "LinkedField",
                    "name": "pageProgress",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Progress",
                    "kind": "LinkedField",
                    "name": "requirementProgress",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  }
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ApplicationNode",
                "kind": "LinkedField",
                "name": "path",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/)
                ],
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
                "concreteType": "ApplicationNode",
                "kind": "LinkedField",
                "name": "parent",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trashTitle",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
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
    "cacheID": "ef746cc7098715935578d5e939238045",
    "id": null,
    "metadata": {},
    "name": "useApplicationNodeChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useApplicationNodeChangedSubscription(\n  $applicationId: ID!\n) {\n  applicationNodesChanged(applicationId: $applicationId) {\n    kind\n    node {\n      id\n      ...NodeDetail_node\n      ...treePlacement_node\n    }\n  }\n}\n\nfragment ApplicationProgress_application on Application {\n  pageProgress {\n    completed\n    total\n  }\n  requirementProgress {\n    completed\n    total\n  }\n}\n\nfragment NodeDetail_node on ApplicationNode {\n  id\n  name\n  kind\n  tree\n  statusId\n  childCount\n  version\n  createdAt\n  updatedAt\n  progress {\n    completed\n    total\n  }\n  application {\n    id\n  }\n  linkedNodes {\n    id\n    name\n  }\n  path {\n    id\n    name\n  }\n  ...NodeForm_node\n  ...NodeLinks_node\n}\n\nfragment NodeForm_node on ApplicationNode {\n  id\n  name\n  content\n  kind\n  statusId\n  version\n  parent {\n    id\n  }\n}\n\nfragment NodeLinks_node on ApplicationNode {\n  id\n  tree\n  application {\n    id\n  }\n  linkedNodes {\n    id\n    name\n    tree\n    statusId\n  }\n  deletedLinks {\n    id\n    name\n    trashTitle\n  }\n}\n\nfragment treePlacement_counts on ApplicationNode {\n  id\n  childCount\n  progress {\n    completed\n    total\n  }\n  path {\n    id\n    childCount\n    progress {\n      completed\n      total\n    }\n  }\n}\n\nfragment treePlacement_node on ApplicationNode {\n  id\n  tree\n  kind\n  position\n  statusId\n  parent {\n    id\n  }\n  ...treePlacement_counts\n  application {\n    id\n    ...ApplicationProgress_application\n  }\n}\n"
  }
};
})();

(node as any).hash = "a265e485d404b587a46dab9b455d9d90";

export default node;
