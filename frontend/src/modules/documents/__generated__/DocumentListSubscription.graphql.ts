/**
 * @generated SignedSource<<eb510e0e52e719088562b5a1fb7fc79f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type DocumentFilter = {
  authorIds?: ReadonlyArray<string> | null | undefined;
  categoryIds?: ReadonlyArray<string> | null | undefined;
  favouritesOnly?: boolean;
  keyword?: string | null | undefined;
  permissionCategoryIds?: ReadonlyArray<string> | null | undefined;
  statusIds?: ReadonlyArray<number> | null | undefined;
  tagIds?: ReadonlyArray<string> | null | undefined;
};
export type DocumentListSubscription$variables = {
  filter?: DocumentFilter | null | undefined;
};
export type DocumentListSubscription$data = {
  readonly documentsChanged: {
    readonly document: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentRow_document">;
    } | null | undefined;
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
  };
};
export type DocumentListSubscription = {
  response: DocumentListSubscription$data;
  variables: DocumentListSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
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
  "name": "matches",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v3/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DocumentChange",
        "kind": "LinkedField",
        "name": "documentsChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DocumentChange",
        "kind": "LinkedField",
        "name": "documentsChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                "name": "title",
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
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isFavourite",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
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
                "selections": (v6/*:: as any*/),
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
    "cacheID": "168caa5cec727c7bfc2d64d5403a5c54",
    "id": null,
    "metadata": {},
    "name": "DocumentListSubscription",
    "operationKind": "subscription",
    "text": "subscription DocumentListSubscription(\n  $filter: DocumentFilter\n) {\n  documentsChanged(filter: $filter) {\n    kind\n    id\n    matches\n    document {\n      id\n      ...DocumentRow_document\n    }\n  }\n}\n\nfragment DocumentRow_document on Document {\n  id\n  version\n  title\n  statusId\n  updatedAt\n  isFavourite\n  category {\n    id\n    name\n  }\n  tags {\n    id\n    name\n    color\n  }\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "22976257b90ca68510bb994a892a2626";

export default node;
