/**
 * @generated SignedSource<<aaececfbc2623d2e7a66faf60f54e586>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentRoleBadge_role$data = {
  readonly name: string;
  readonly roleCategoryId: number;
  readonly " $fragmentType": "AgentRoleBadge_role";
};
export type AgentRoleBadge_role$key = {
  readonly " $data"?: AgentRoleBadge_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentRoleBadge_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentRoleBadge_role",
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
      "name": "roleCategoryId",
      "storageKey": null
    }
  ],
  "type": "AgentRole",
  "abstractKey": null
};

(node as any).hash = "9cff48c976449091eca817c0779f58cf";

export default node;
