/**
 * @generated SignedSource<<4e7a7fef03afe4e67a792a75b67c7555>>
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
export type ChatWithAiPageQuery$variables = {
  filter?: ChatRoomFilter | null | undefined;
  orderBy?: ChatRoomOrder | null | undefined;
};
export type ChatWithAiPageQuery$data = {
  readonly profile: {
    readonly roles: ReadonlyArray<{
      readonly roleId: number;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_query" | "ChatRoomList_query" | "useAiModelOptions_query">;
};
export type ChatWithAiPageQuery = {
  response: ChatWithAiPageQuery$data;
  variables: ChatWithAiPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v3 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v4 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  },
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v9 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v10 = [
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatWithAiPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "args": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ChatRoomList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ChatComposer_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useAiModelOptions_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChatWithAiPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastMessageAt",
                    "storageKey": null
                  },
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
                      (v5/*:: as any*/),
                      (v7/*:: as any*/)
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
                          (v5/*:: as any*/)
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
                      (v5/*:: as any*/),
                      (v8/*:: as any*/)
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
        "args": (v4/*:: as any*/),
        "filters": [
          "filter",
          "orderBy"
        ],
        "handle": "connection",
        "key": "ChatRoomList_chatRooms",
        "kind": "LinkedHandle",
        "name": "chatRooms"
      },
      {
        "alias": null,
        "args": [
          (v9/*:: as any*/),
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": {
              "direction": "ASC",
              "field": "NAME"
            }
          }
        ],
        "concreteType": "AgentConnection",
        "kind": "LinkedField",
        "name": "agents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AgentEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Agent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiModel",
                    "kind": "LinkedField",
                    "name": "defaultAiModel",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiTool",
                    "kind": "LinkedField",
                    "name": "defaultAiTools",
                    "plural": true,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "agents(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "filter",
            "value": {
              "enabled": true
            }
          },
          (v9/*:: as any*/),
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": {
              "direction": "ASC",
              "field": "DISPLAY_NAME"
            }
          }
        ],
        "concreteType": "AiModelConnection",
        "kind": "LinkedField",
        "name": "aiModels",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModelEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiModel",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "modelName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "provider",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "providerConfigured",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiTool",
                    "kind": "LinkedField",
                    "name": "tools",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "key",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "description",
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
        ],
        "storageKey": "aiModels(filter:{\"enabled\":true},first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"DISPLAY_NAME\"})"
      }
    ]
  },
  "params": {
    "cacheID": "1ce82af41dcfc1a802e3f265851e511f",
    "id": null,
    "metadata": {},
    "name": "ChatWithAiPageQuery",
    "operationKind": "query",
    "text": "query ChatWithAiPageQuery(\n  $filter: ChatRoomFilter\n  $orderBy: ChatRoomOrder\n) {\n  profile {\n    roles {\n      roleId\n    }\n  }\n  ...ChatRoomList_query_2Awgb3\n  ...ChatComposer_query\n  ...useAiModelOptions_query\n}\n\nfragment ChatComposer_query on Query {\n  agents(first: 100, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n        defaultAiModel {\n          id\n        }\n        defaultAiTools {\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment ChatRoomListItem_room on ChatRoom {\n  id\n  title\n  answering\n  lastMessageAt\n  messageCount\n  agent {\n    id\n    name\n  }\n  deletedAgent {\n    entry {\n      title\n      id\n    }\n  }\n  aiModel {\n    id\n    displayName\n  }\n}\n\nfragment ChatRoomList_query_2Awgb3 on Query {\n  chatRooms(first: 30, filter: $filter, orderBy: $orderBy) {\n    edges {\n      node {\n        id\n        lastMessageAt\n        ...ChatRoomListItem_room\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment useAiModelOptions_query on Query {\n  aiModels(first: 100, filter: {enabled: true}, orderBy: {field: DISPLAY_NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        displayName\n        modelName\n        provider\n        enabled\n        providerConfigured\n        tools {\n          id\n          key\n          name\n          description\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6db07caaf4d7b24367b7d18504897a90";

export default node;
