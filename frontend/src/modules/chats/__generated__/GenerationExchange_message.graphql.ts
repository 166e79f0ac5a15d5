/**
 * @generated SignedSource<<844e2561521fbccdb7494e64301e4c44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerStatus = "COMPLETED" | "FAILED" | "STOPPED" | "STREAMING" | "%future added value";
export type MessageAuthor = "AI" | "HUMAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GenerationExchange_message$data = {
  readonly author: MessageAuthor;
  readonly createdAt: string;
  readonly id: string;
  readonly status: AnswerStatus | null | undefined;
  readonly text: string;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageItem_message">;
  readonly " $fragmentType": "GenerationExchange_message";
};
export type GenerationExchange_message$key = {
  readonly " $data"?: GenerationExchange_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"GenerationExchange_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GenerationExchange_message",
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
      "name": "author",
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
      "name": "text",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatMessageItem_message"
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "94f030aaa790bc5e9981d5674be89e6b";

export default node;
