/**
 * @generated SignedSource<<e65e2492a3ff075e1e36cbee9527529a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiProviderKind = "ANTHROPIC" | "OPENAI_COMPATIBLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AiProviderList_query$data = {
  readonly aiProviders: ReadonlyArray<{
    readonly baseUrl: string;
    readonly hasKey: boolean;
    readonly kind: AiProviderKind;
    readonly name: string;
  }>;
  readonly " $fragmentType": "AiProviderList_query";
};
export type AiProviderList_query$key = {
  readonly " $data"?: AiProviderList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiProviderList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiProviderList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiProvider",
      "kind": "LinkedField",
      "name": "aiProviders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "baseUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasKey",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fd605dfd445691c4596f19890d234794";

export default node;
