/**
 * @generated SignedSource<<c6682c93fcb7d646122dd18c53005d4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentRoleActions_query$data = {
  readonly agentRoles: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"useCanManageAgentRoles_query">;
  readonly " $fragmentType": "AgentRoleActions_query";
};
export type AgentRoleActions_query$key = {
  readonly " $data"?: AgentRoleActions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentRoleActions_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentRoleActions_query",
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
      "name": "useCanManageAgentRoles_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "26e5d7a253d84338e7f4524d3498944a";

export default node;
