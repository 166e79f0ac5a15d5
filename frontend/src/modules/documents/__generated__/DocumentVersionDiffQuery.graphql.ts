/**
 * @generated SignedSource<<76e62e876ff877151899f82ca63de643>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentVersionDiffQuery$variables = {
  from: number;
  id: string;
  to: number;
};
export type DocumentVersionDiffQuery$data = {
  readonly document: {
    readonly id: string;
    readonly newer: {
      readonly body: string;
      readonly revision: number;
      readonly title: string;
    } | null | undefined;
    readonly older: {
      readonly body: string;
      readonly revision: number;
      readonly title: string;
    } | null | undefined;
  };
};
export type DocumentVersionDiffQuery = {
  response: DocumentVersionDiffQuery$data;
  variables: DocumentVersionDiffQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "revision",
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
    "name": "body",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
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
        "alias": "older",
        "args": [
          {
            "kind": "Variable",
            "name": "revision",
            "variableName": "from"
          }
        ],
        "concreteType": "DocumentRevision",
        "kind": "LinkedField",
        "name": "revisionAt",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "newer",
        "args": [
          {
            "kind": "Variable",
            "name": "revision",
            "variableName": "to"
          }
        ],
        "concreteType": "DocumentRevision",
        "kind": "LinkedField",
        "name": "revisionAt",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentVersionDiffQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DocumentVersionDiffQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "050dae45d5aef44f956909269be4928b",
    "id": null,
    "metadata": {},
    "name": "DocumentVersionDiffQuery",
    "operationKind": "query",
    "text": "query DocumentVersionDiffQuery(\n  $id: ID!\n  $from: Int!\n  $to: Int!\n) {\n  document(id: $id) {\n    id\n    older: revisionAt(revision: $from) {\n      revision\n      title\n      body\n    }\n    newer: revisionAt(revision: $to) {\n      revision\n      title\n      body\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "104f4b50e5d3c7acf0dd1cfab33ffa0e";

export default node;
