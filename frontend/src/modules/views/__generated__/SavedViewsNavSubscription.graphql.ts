/**
 * @generated SignedSource<<f8eb44af574d8180e76352bbaa6159f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type SavedViewsNavSubscription$variables = Record<PropertyKey, never>;
export type SavedViewsNavSubscription$data = {
  readonly savedViewsChanged: {
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
    readonly savedView: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SavedViewNavItem_view">;
    } | null | undefined;
  };
};
export type SavedViewsNavSubscription = {
  response: SavedViewsNavSubscription$data;
  variables: SavedViewsNavSubscription$variables;
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
  "name": "matches",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedViewsNavSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SavedViewChange",
        "kind": "LinkedField",
        "name": "savedViewsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedView",
            "kind": "LinkedField",
            "name": "savedView",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SavedViewNavItem_view"
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
    "name": "SavedViewsNavSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SavedViewChange",
        "kind": "LinkedField",
        "name": "savedViewsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedView",
            "kind": "LinkedField",
            "name": "savedView",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "list",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "query",
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
                "kind": "ScalarField",
                "name": "isMine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileRole",
                "kind": "LinkedField",
                "name": "sharedWithRole",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roleId",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v1/*:: as any*/)
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
    "cacheID": "2fcbcc39656d2286c2287a6c422be77f",
    "id": null,
    "metadata": {},
    "name": "SavedViewsNavSubscription",
    "operationKind": "subscription",
    "text": "subscription SavedViewsNavSubscription {\n  savedViewsChanged {\n    kind\n    id\n    matches\n    savedView {\n      id\n      ...SavedViewNavItem_view\n    }\n  }\n}\n\nfragment SavedViewNavItem_view on SavedView {\n  id\n  list\n  name\n  query\n  version\n  isMine\n  viewerCanEdit\n  sharedWithRole {\n    roleId\n    name\n  }\n  owner {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e501b1c3777c73034557ea584131aabd";

export default node;
