/**
 * @generated SignedSource<<cf420cfe0e49d83fb6cd33add5fd673a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentRow_document$data = {
  readonly author: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly category: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly excerpt?: ReadonlyArray<{
    readonly highlight: boolean;
    readonly text: string;
  }>;
  readonly id: string;
  readonly isFavourite: boolean;
  readonly statusId: number;
  readonly tags: ReadonlyArray<{
    readonly color: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly title: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "DocumentRow_document";
};
export type DocumentRow_document$key = {
  readonly " $data"?: DocumentRow_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRow_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": "",
      "kind": "LocalArgument",
      "name": "keyword"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withExcerpt"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentRow_document",
  "selections": [
    (v0/*:: as any*/),
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
      "selections": (v2/*:: as any*/),
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "condition": "withExcerpt",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "keyword",
              "variableName": "keyword"
            }
          ],
          "concreteType": "TextPart",
          "kind": "LinkedField",
          "name": "excerpt",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "highlight",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "eba4a56b86668f9e5b987b20791dc575";

export default node;
