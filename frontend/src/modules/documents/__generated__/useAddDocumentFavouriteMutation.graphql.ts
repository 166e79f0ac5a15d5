/**
 * @generated SignedSource<<d2f77cf7ffb19c5e011c27fd12f0a4c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddDocumentFavouriteInput = {
  id: string;
};
export type useAddDocumentFavouriteMutation$variables = {
  input: AddDocumentFavouriteInput;
};
export type useAddDocumentFavouriteMutation$data = {
  readonly addDocumentFavourite: {
    readonly document: {
      readonly id: string;
      readonly isFavourite: boolean;
    };
  };
};
export type useAddDocumentFavouriteMutation = {
  response: useAddDocumentFavouriteMutation$data;
  variables: useAddDocumentFavouriteMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AddDocumentFavouritePayload",
    "kind": "LinkedField",
    "name": "addDocumentFavourite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isFavourite",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddDocumentFavouriteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddDocumentFavouriteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4f9cce0a60e50cd95463832f41562a58",
    "id": null,
    "metadata": {},
    "name": "useAddDocumentFavouriteMutation",
    "operationKind": "mutation",
    "text": "mutation useAddDocumentFavouriteMutation(\n  $input: AddDocumentFavouriteInput!\n) {\n  addDocumentFavourite(input: $input) {\n    document {\n      id\n      isFavourite\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "80e096ea5758f4fd9fc30ee217f6bdeb";

export default node;
