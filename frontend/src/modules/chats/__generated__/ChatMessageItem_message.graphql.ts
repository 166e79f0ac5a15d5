/**
 * @generated SignedSource<<bc3f182eb15cedcf541f6dd6571b2cd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerStatus = "COMPLETED" | "FAILED" | "STOPPED" | "STREAMING" | "%future added value";
export type MessageAuthor = "AI" | "HUMAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatMessageItem_message$data = {
  readonly agent: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly aiModel: {
    readonly displayName: string;
    readonly id: string;
  } | null | undefined;
  readonly attachedDocuments: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
  readonly author: MessageAuthor;
  readonly completedAt: string | null | undefined;
  readonly createdAt: string;
  readonly deletedAgent: {
    readonly entry: {
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
  readonly employee: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly error: {
    readonly code: string;
    readonly message: string;
  } | null | undefined;
  readonly files: ReadonlyArray<{
    readonly contentType: string;
    readonly name: string;
    readonly size: number;
    readonly url: string;
  }>;
  readonly id: string;
  readonly status: AnswerStatus | null | undefined;
  readonly stopReason: string | null | undefined;
  readonly text: string;
  readonly toolCalls: ReadonlyArray<{
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
  }>;
  readonly usage: {
    readonly inputTokens: number;
    readonly outputTokens: number;
  } | null | undefined;
  readonly " $fragmentType": "ChatMessageItem_message";
};
export type ChatMessageItem_message$key = {
  readonly " $data"?: ChatMessageItem_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessageItem_message",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
        (v0/*:: as any*/),
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
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
      "concreteType": "ChatFile",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
        (v0/*:: as any*/),
        (v2/*:: as any*/)
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toolUseId",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};
})();

(node as any).hash = "9b25b17cacae8b1f8b94fd35d47f79cf";

export default node;
