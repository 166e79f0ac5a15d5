/**
 * @generated SignedSource<<a35eacbb32a5d653ff4e66a6b657d256>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveDocumentFavouriteInput = {
  id: string;
};
export type useRemoveDocumentFavouriteMutation$variables = {
  input: RemoveDocumentFavouriteInput;
};
export type useRemoveDocumentFavouriteMutation$data = {
  readonly removeDocumentFavourite: {
    readonly document: {
      readonly id: string;
      readonly isFavourite: boolean;
    };
  };
};
export type useRemoveDocumentFavouriteMutation = {
  response: useRemoveDocumentFavouriteMutation$data;
  variables: useRemoveDocumentFavouriteMutation$variables;
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
    "concreteType": "RemoveDocumentFavouritePayload",
    "kind": "LinkedField",
    "name": "removeDocumentFavourite",
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
    "name": "useRemoveDocumentFavouriteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveDocumentFavouriteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "13645ce780aa0e12faaf87f7d6d939d9",
    "id": null,
    "metadata": {},
    "name": "useRemoveDocumentFavouriteMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveDocumentFavouriteMutation(\n  $input: RemoveDocumentFavouriteInput!\n) {\n  removeDocumentFavourite(input: $input) {\n    document {\n      id\n      isFavourite\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d01e6d0fb95e6ae82a977ca36304754";

export default node;
