/**
 * @generated SignedSource<<f4689b3a12aff05e6613093c0625ebfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerDeltaKind = "FINISHED" | "SNAPSHOT" | "TEXT" | "TOOL_CALL_FINISHED" | "TOOL_CALL_STARTED" | "%future added value";
export type AnswerStatus = "COMPLETED" | "FAILED" | "STOPPED" | "STREAMING" | "%future added value";
export type useChatAnswerStreamSubscription$variables = {
  messageId: string;
};
export type useChatAnswerStreamSubscription$data = {
  readonly chatAnswerStream: {
    readonly kind: AnswerDeltaKind;
    readonly messageId: string;
    readonly seq: number;
    readonly snapshot: {
      readonly id: string;
      readonly status: AnswerStatus | null | undefined;
      readonly text: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
    } | null | undefined;
    readonly text: string | null | undefined;
    readonly toolCall: {
      readonly input: unknown;
      readonly isError: boolean;
      readonly name: string;
      readonly output: unknown | null | undefined;
      readonly tool: {
        readonly id: string;
        readonly key: string;
        readonly name: string;
      } | null | undefined;
      readonly toolUseId: string;
    } | null | undefined;
  };
};
export type useChatAnswerStreamSubscription = {
  response: useChatAnswerStreamSubscription$data;
  variables: useChatAnswerStreamSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "messageId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "messageId",
    "variableName": "messageId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messageId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seq",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "toolUseId",
    "storageKey": null
  },
  (v6/*:: as any*/),
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
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "ToolCall",
  "kind": "LinkedField",
  "name": "toolCall",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
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
    "name": "useChatAnswerStreamSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatAnswerDelta",
        "kind": "LinkedField",
        "name": "chatAnswerStream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "snapshot",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v5/*:: as any*/),
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChatMessageItem_message"
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
    "name": "useChatAnswerStreamSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChatAnswerDelta",
        "kind": "LinkedField",
        "name": "chatAnswerStream",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChatMessage",
            "kind": "LinkedField",
            "name": "snapshot",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v5/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "author",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stopReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "employee",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v6/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "concreteType": "AiModel",
                "kind": "LinkedField",
                "name": "aiModel",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
                "concreteType": "Agent",
                "kind": "LinkedField",
                "name": "agent",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v6/*:: as any*/)
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
                      (v11/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatFile",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "attachedDocuments",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              {
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
              {
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
              {
                "alias": null,
                "args": null,
                "concreteType": "ToolCall",
                "kind": "LinkedField",
                "name": "toolCalls",
                "plural": true,
                "selections": (v8/*:: as any*/),
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
    "cacheID": "d6978ab9d9bdf5dc08cff880a79623d4",
    "id": null,
    "metadata": {},
    "name": "useChatAnswerStreamSubscription",
    "operationKind": "subscription",
    "text": "subscription useChatAnswerStreamSubscription(\n  $messageId: ID!\n) {\n  chatAnswerStream(messageId: $messageId) {\n    messageId\n    seq\n    kind\n    text\n    toolCall {\n      toolUseId\n      name\n      input\n      output\n      isError\n      tool {\n        id\n        key\n        name\n      }\n    }\n    snapshot {\n      id\n      text\n      status\n      ...ChatMessageItem_message\n    }\n  }\n}\n\nfragment ChatMessageItem_message on ChatMessage {\n  id\n  author\n  text\n  status\n  createdAt\n  completedAt\n  stopReason\n  employee {\n    id\n    name\n    avatarUrl\n  }\n  aiModel {\n    id\n    displayName\n  }\n  agent {\n    id\n    name\n  }\n  deletedAgent {\n    entry {\n      title\n      id\n    }\n  }\n  files {\n    name\n    contentType\n    size\n    url\n  }\n  attachedDocuments {\n    id\n    title\n  }\n  usage {\n    inputTokens\n    outputTokens\n  }\n  error {\n    code\n    message\n  }\n  toolCalls {\n    toolUseId\n    name\n    input\n    output\n    isError\n    tool {\n      id\n      key\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa51651d901b7f23c4c661aa212981db";

export default node;
