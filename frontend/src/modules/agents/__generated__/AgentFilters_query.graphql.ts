/**
 * @generated SignedSource<<52149c2fdbd0b368bbb68d7d73ca62fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentFilters_query$data = {
  readonly agentRoles: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"useTagFormChoices_query">;
  readonly " $fragmentType": "AgentFilters_query";
};
export type AgentFilters_query$key = {
  readonly " $data"?: AgentFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentFilters_query",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useTagFormChoices_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d5c6e3b349e23ce9bdc63102cdd3e99e";

export default node;
