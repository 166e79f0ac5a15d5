/**
 * @generated SignedSource<<d6ce29da3c34e97d4f760b4f40bbe422>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatPurpose = "CHAT" | "DOCUMENT" | "WORKFLOW" | "%future added value";
export type ChatRoomOrderField = "CREATED_AT" | "LAST_MESSAGE_AT" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ChatRoomFilter = {
  agentId?: string | null | undefined;
  keyword?: string | null | undefined;
  purpose?: ChatPurpose | null | undefined;
};
export type ChatRoomOrder = {
  direction: OrderDirection;
  field: ChatRoomOrderField;
};
export type ChatRoomListPaginationQuery$variables = {
  after?: string | null | undefined;
  filter?: ChatRoomFilter | null | undefined;
  first?: number | null | undefined;
  orderBy?: ChatRoomOrder | null | undefined;
};
export type ChatRoomListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChatRoomList_query">;
};
export type ChatRoomListPaginationQuery = {
  response: ChatRoomListPaginationQuery$data;
  variables: ChatRoomListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": 30,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
    "name": "ChatRoomListPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChatRoomList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChatRoomListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatRoomConnection",
        "kind": "LinkedField",
        "name": "chatRooms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatRoomEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatRoom",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastMessageAt",
                    "storageKey": null
                  },
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
                      (v2/*:: as any*/),
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
                          (v3/*:: as any*/),
                          (v2/*:: as any*/)
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
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "ChatRoomList_chatRooms",
        "kind": "LinkedHandle",
        "name": "chatRooms"
      }
    ]
  },
  "params": {
    "cacheID": "5f5e0953ab0292886951ba8903846005",
    "id": null,
    "metadata": {},
    "name": "ChatRoomListPaginationQuery",
    "operationKind": "query",
    "text": "query ChatRoomListPaginationQuery(\n  $after: String\n  $filter: ChatRoomFilter\n  $first: Int = 30\n  $orderBy: ChatRoomOrder\n) {\n  ...ChatRoomList_query_5SL3L\n}\n\nfragment ChatRoomListItem_room on ChatRoom {\n  id\n  title\n  answering\n  lastMessageAt\n  messageCount\n  agent {\n    id\n    name\n  }\n  deletedAgent {\n    entry {\n      title\n      id\n    }\n  }\n  aiModel {\n    id\n    displayName\n  }\n}\n\nfragment ChatRoomList_query_5SL3L on Query {\n  chatRooms(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    edges {\n      node {\n        id\n        lastMessageAt\n        ...ChatRoomListItem_room\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "030431fb6a863d5a93231c94acee9de0";

export default node;
