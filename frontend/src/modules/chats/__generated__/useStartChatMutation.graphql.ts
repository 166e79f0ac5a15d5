/**
 * @generated SignedSource<<b1756949258df9a6882275a668cf2a63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerStatus = "COMPLETED" | "FAILED" | "STOPPED" | "STREAMING" | "%future added value";
export type ChatPurpose = "CHAT" | "DOCUMENT" | "WORKFLOW" | "%future added value";
export type StartChatInput = {
  agentId?: string | null | undefined;
  aiModelId?: string | null | undefined;
  aiToolIds?: ReadonlyArray<string> | null | undefined;
  attachedDocuments?: ReadonlyArray<string>;
  files?: ReadonlyArray<unknown>;
  message: string;
  purpose?: ChatPurpose;
  title?: string | null | undefined;
};
export type useStartChatMutation$variables = {
  input: StartChatInput;
};
export type useStartChatMutation$data = {
  readonly startChat: {
    readonly answer: {
      readonly id: string;
      readonly status: AnswerStatus | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
    };
    readonly chatRoom: {
      readonly id: string;
      readonly purpose: ChatPurpose;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChatRoomListItem_room">;
    };
    readonly message: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
    };
  };
};
export type useStartChatMutation = {
  response: useStartChatMutation$data;
  variables: useStartChatMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "purpose",
  "storageKey": null
},
v5 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "ChatMessageItem_message"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
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
  "concreteType": "Agent",
  "kind": "LinkedField",
  "name": "agent",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
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
v10 = {
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stopReason",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Employee",
  "kind": "LinkedField",
  "name": "employee",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "ChatFile",
  "kind": "LinkedField",
  "name": "files",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Document",
  "kind": "LinkedField",
  "name": "attachedDocuments",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "TokenUsage",
  "kind": "LinkedField",
  "name": "usage",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inputTokens",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outputTokens",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "ChatError",
  "kind": "LinkedField",
  "name": "error",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "ToolCall",
  "kind": "LinkedField",
  "name": "toolCalls",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toolUseId",
      "storageKey": null
    },
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "input",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "output",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiTool",
      "kind": "LinkedField",
      "name": "tool",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartChatMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartChatPayload",
        "kind": "LinkedField",
        "name": "startChat",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatRoom",
            "kind": "LinkedField",
            "name": "chatRoom",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChatRoomListItem_room"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "answer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartChatMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartChatPayload",
        "kind": "LinkedField",
        "name": "startChat",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatRoom",
            "kind": "LinkedField",
            "name": "chatRoom",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v6/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v10/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "answer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v10/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dcec2f58637c725197f58f8c47dbf4b5",
    "id": null,
    "metadata": {},
    "name": "useStartChatMutation",
    "operationKind": "mutation",
    "text": "mutation useStartChatMutation(\n  $input: StartChatInput!\n) {\n  startChat(input: $input) {\n    chatRoom {\n      id\n      title\n      purpose\n      ...ChatRoomListItem_room\n    }\n    message {\n      id\n      ...ChatMessageItem_message\n    }\n    answer {\n      id\n      status\n      ...ChatMessageItem_message\n    }\n  }\n}\n\nfragment ChatMessageItem_message on ChatMessage {\n  id\n  author\n  text\n  status\n  createdAt\n  completedAt\n  stopReason\n  employee {\n    id\n    name\n    avatarUrl\n  }\n  aiModel {\n    id\n    displayName\n  }\n  agent {\n    id\n    name\n  }\n  deletedAgent {\n    entry {\n      title\n      id\n    }\n  }\n  files {\n    name\n    contentType\n    size\n    url\n  }\n  attachedDocuments {\n    id\n    title\n  }\n  usage {\n    inputTokens\n    outputTokens\n  }\n  error {\n    code\n    message\n  }\n  toolCalls {\n    toolUseId\n    name\n    input\n    output\n    isError\n    tool {\n      id\n      key\n      name\n    }\n  }\n}\n\nfragment ChatRoomListItem_room on ChatRoom {\n  id\n  title\n  answering\n  lastMessageAt\n  messageCount\n  agent {\n    id\n    name\n  }\n  deletedAgent {\n    entry {\n      title\n      id\n    }\n  }\n  aiModel {\n    id\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e0c9bab53c9fa7fe67c012203e60c4a";

export default node;
