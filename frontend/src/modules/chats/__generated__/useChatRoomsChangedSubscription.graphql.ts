/**
 * @generated SignedSource<<3436841baef52e950eb1fcb20b43b2b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type ChatPurpose = "CHAT" | "DOCUMENT" | "WORKFLOW" | "%future added value";
export type useChatRoomsChangedSubscription$variables = Record<PropertyKey, never>;
export type useChatRoomsChangedSubscription$data = {
  readonly chatRoomsChanged: {
    readonly chatRoom: {
      readonly id: string;
      readonly purpose: ChatPurpose;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChatRoomListItem_room">;
    };
    readonly kind: ChangeKind;
  };
};
export type useChatRoomsChangedSubscription = {
  response: useChatRoomsChangedSubscription$data;
  variables: useChatRoomsChangedSubscription$variables;
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
  "name": "purpose",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatRoomsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatRoomChange",
        "kind": "LinkedField",
        "name": "chatRoomsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChatRoomListItem_room"
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
    "name": "useChatRoomsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatRoomChange",
        "kind": "LinkedField",
        "name": "chatRoomsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answering",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "messageCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Agent",
                "kind": "LinkedField",
                "name": "agent",
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
                "concreteType": "AiModel",
                "kind": "LinkedField",
                "name": "aiModel",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  }
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
    "cacheID": "4f1efbaba29a56839caca0d632c39cc7",
    "id": null,
    "metadata": {},
    "name": "useChatRoomsChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useChatRoomsChangedSubscription {\n  chatRoomsChanged {\n    kind\n    chatRoom {\n      id\n      title\n      purpose\n      ...ChatRoomListItem_room\n    }\n  }\n}\n\nfragment ChatRoomListItem_room on ChatRoom {\n  id\n  title\n  answering\n  lastMessageAt\n  messageCount\n  agent {\n    id\n    name\n  }\n  aiModel {\n    id\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3bad735881f5b5f0067bc06883e1cfe";

export default node;
