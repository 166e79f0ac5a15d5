/**
 * @generated SignedSource<<d07fe49fea765ee945825b5790f850e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useTagsChangedSubscription$variables = Record<PropertyKey, never>;
export type useTagsChangedSubscription$data = {
  readonly tagsChanged: {
    readonly id: string;
    readonly kind: ChangeKind;
    readonly tag: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"TagRow_tag">;
    } | null | undefined;
  };
};
export type useTagsChangedSubscription = {
  response: useTagsChangedSubscription$data;
  variables: useTagsChangedSubscription$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTagsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TagChange",
        "kind": "LinkedField",
        "name": "tagsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTagsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TagChange",
        "kind": "LinkedField",
        "name": "tagsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tag",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
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
    "cacheID": "77294ef5145bfee6a037482702ef2e11",
    "id": null,
    "metadata": {},
    "name": "useTagsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useTagsChangedSubscription {\n  tagsChanged {\n    kind\n    id\n    tag {\n      id\n      name\n      ...TagRow_tag\n    }\n  }\n}\n\nfragment TagRow_tag on Tag {\n  id\n  name\n  color\n  version\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "1a0ed10b16322a743b875f304ebb0a5b";

export default node;
