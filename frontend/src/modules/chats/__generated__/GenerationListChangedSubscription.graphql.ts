/**
 * @generated SignedSource<<8fe1273e893cd4c15860517f64092bae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type ChatPurpose = "CHAT" | "DOCUMENT" | "WORKFLOW" | "%future added value";
export type ChatRoomFilter = {
  agentId?: string | null | undefined;
  keyword?: string | null | undefined;
  purpose?: ChatPurpose | null | undefined;
};
export type GenerationListChangedSubscription$variables = {
  filter?: ChatRoomFilter | null | undefined;
};
export type GenerationListChangedSubscription$data = {
  readonly chatRoomsChanged: {
    readonly chatRoom: {
      readonly id: string;
      readonly lastMessageAt: string;
      readonly savedDocument: {
        readonly id: string;
        readonly title: string;
      } | null | undefined;
      readonly title: string;
    } | null | undefined;
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
  };
};
export type GenerationListChangedSubscription = {
  response: GenerationListChangedSubscription$data;
  variables: GenerationListChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
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
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      }
    ],
    "concreteType": "ChatRoomChange",
    "kind": "LinkedField",
    "name": "chatRoomsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matches",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "chatRoom",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastMessageAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "savedDocument",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
    "name": "GenerationListChangedSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GenerationListChangedSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "412bcf680d8d946cb258553a2474ab0e",
    "id": null,
    "metadata": {},
    "name": "GenerationListChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription GenerationListChangedSubscription(\n  $filter: ChatRoomFilter\n) {\n  chatRoomsChanged(filter: $filter) {\n    kind\n    id\n    matches\n    chatRoom {\n      id\n      title\n      lastMessageAt\n      savedDocument {\n        id\n        title\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "721e26efd52b3a9e68859f7a19ae5bb4";

export default node;
