/**
 * @generated SignedSource<<a7cdec8eacab457afd3fdaac3754a761>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useDocumentsChangedSubscription$variables = Record<PropertyKey, never>;
export type useDocumentsChangedSubscription$data = {
  readonly documentsChanged: {
    readonly document: {
      readonly author: {
        readonly id: string;
      } | null | undefined;
      readonly category: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly isFavourite: boolean;
      readonly permissionCategory: {
        readonly id: string;
      } | null | undefined;
      readonly statusId: number;
      readonly tags: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentRow_document">;
    };
    readonly kind: ChangeKind;
  };
};
export type useDocumentsChangedSubscription = {
  response: useDocumentsChangedSubscription$data;
  variables: useDocumentsChangedSubscription$variables;
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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isFavourite",
  "storageKey": null
},
v5 = [
  (v1/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionCategory",
  "kind": "LinkedField",
  "name": "permissionCategory",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v1/*:: as any*/),
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDocumentsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentChange",
        "kind": "LinkedField",
        "name": "documentsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DocumentRow_document"
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
    "name": "useDocumentsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentChange",
        "kind": "LinkedField",
        "name": "documentsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "color",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": (v8/*:: as any*/),
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
    "cacheID": "200a6781cfc8ca988545da13cbb2c2ca",
    "id": null,
    "metadata": {},
    "name": "useDocumentsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useDocumentsChangedSubscription {\n  documentsChanged {\n    kind\n    document {\n      id\n      title\n      statusId\n      isFavourite\n      category {\n        id\n      }\n      permissionCategory {\n        id\n      }\n      tags {\n        id\n      }\n      author {\n        id\n      }\n      ...DocumentRow_document\n    }\n  }\n}\n\nfragment DocumentRow_document on Document {\n  id\n  title\n  statusId\n  updatedAt\n  isFavourite\n  category {\n    id\n    name\n  }\n  tags {\n    id\n    name\n    color\n  }\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab50116e5c6ec7e6bbfa6e89af712cf8";

export default node;
