/**
 * @generated SignedSource<<790e053a7d31b63b39e9300cfa8d16cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type ChatPurpose = "CHAT" | "DOCUMENT" | "WORKFLOW" | "%future added value";
export type ChatRoomFilter = {
  agentId?: string | null | undefined;
  keyword?: string | null | undefined;
  purpose?: ChatPurpose | null | undefined;
};
export type ChatRoomListSubscription$variables = {
  filter?: ChatRoomFilter | null | undefined;
};
export type ChatRoomListSubscription$data = {
  readonly chatRoomsChanged: {
    readonly chatRoom: {
      readonly id: string;
      readonly lastMessageAt: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChatRoomListItem_room">;
    } | null | undefined;
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
  };
};
export type ChatRoomListSubscription = {
  response: ChatRoomListSubscription$data;
  variables: ChatRoomListSubscription$variables;
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
  "name": "lastMessageAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatRoomListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatRoomChange",
        "kind": "LinkedField",
        "name": "chatRoomsChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatRoom",
            "kind": "LinkedField",
            "name": "chatRoom",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChatRoomListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatRoomChange",
        "kind": "LinkedField",
        "name": "chatRoomsChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatRoom",
            "kind": "LinkedField",
            "name": "chatRoom",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                "concreteType": "DeletedReference",
                "kind": "LinkedField",
                "name": "deletedAgent",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrashItem",
                    "kind": "LinkedField",
                    "name": "entry",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
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
                  (v3/*:: as any*/),
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
    "cacheID": "28217de5c704d78c49ab810f23cca27a",
    "id": null,
    "metadata": {},
    "name": "ChatRoomListSubscription",
    "operationKind": "subscription",
    "text": "subscription ChatRoomListSubscription(\n  $filter: ChatRoomFilter\n) {\n  chatRoomsChanged(filter: $filter) {\n    kind\n    id\n    matches\n    chatRoom {\n      id\n      lastMessageAt\n      ...ChatRoomListItem_room\n    }\n  }\n}\n\nfragment ChatRoomListItem_room on ChatRoom {\n  id\n  title\n  answering\n  lastMessageAt\n  messageCount\n  agent {\n    id\n    name\n  }\n  deletedAgent {\n    entry {\n      title\n      id\n    }\n  }\n  aiModel {\n    id\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c167be57d6d52769796836a71afc070";

export default node;
