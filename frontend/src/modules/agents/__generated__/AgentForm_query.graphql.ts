/**
 * @generated SignedSource<<6a92d3152d177ccdab8ad3e32893e460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentForm_query$data = {
  readonly agentRoles: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly roleCategoryId: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"useAiModelOptions_query" | "useTagFormChoices_query">;
  readonly " $fragmentType": "AgentForm_query";
};
export type AgentForm_query$key = {
  readonly " $data"?: AgentForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AgentRole",
      "kind": "LinkedField",
      "name": "agentRoles",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleCategoryId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useTagFormChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useAiModelOptions_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "39337e6af8fe6d610023fed3af44f2c2";

export default node;
