/**
 * @generated SignedSource<<b6d7a479fcc93df7c640cf023b6d37ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useApplicationsChangedSubscription$variables = Record<PropertyKey, never>;
export type useApplicationsChangedSubscription$data = {
  readonly applicationsChanged: {
    readonly application: {
      readonly applicationName: string;
      readonly description: string;
      readonly id: string;
      readonly project: {
        readonly id: string;
      } | null | undefined;
      readonly statusId: number;
      readonly " $fragmentSpreads": FragmentRefs<"ApplicationRow_application">;
    };
    readonly kind: ChangeKind;
  };
};
export type useApplicationsChangedSubscription = {
  response: useApplicationsChangedSubscription$data;
  variables: useApplicationsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v5 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useApplicationsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApplicationChange",
        "kind": "LinkedField",
        "name": "applicationsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApplicationRow_application"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useApplicationsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApplicationChange",
        "kind": "LinkedField",
        "name": "applicationsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Application",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
                "kind": "LinkedField",
                "name": "project",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Progress",
                "kind": "LinkedField",
                "name": "pageProgress",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Progress",
                "kind": "LinkedField",
                "name": "requirementProgress",
                "plural": false,
                "selections": (v5/*:: as any*/),
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
    "cacheID": "4f6a2a06a54fbccdb3ca70383d6428e8",
    "id": null,
    "metadata": {},
    "name": "useApplicationsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useApplicationsChangedSubscription {\n  applicationsChanged {\n    kind\n    application {\n      id\n      applicationName\n      description\n      statusId\n      project {\n        id\n      }\n      ...ApplicationRow_application\n    }\n  }\n}\n\nfragment ApplicationRow_application on Application {\n  id\n  applicationName\n  statusId\n  updatedAt\n  project {\n    id\n    name\n  }\n  pageProgress {\n    completed\n    total\n  }\n  requirementProgress {\n    completed\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "db41692b4a3ead8bd15999c6248a5488";

export default node;
