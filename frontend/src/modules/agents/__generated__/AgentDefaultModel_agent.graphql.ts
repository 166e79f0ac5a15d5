/**
 * @generated SignedSource<<36b2c36f4c256858fe057f256b82ccb3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentDefaultModel_agent$data = {
  readonly defaultAiModel: {
    readonly displayName: string;
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "AgentDefaultModel_agent";
};
export type AgentDefaultModel_agent$key = {
  readonly " $data"?: AgentDefaultModel_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentDefaultModel_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentDefaultModel_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "defaultAiModel",
      "plural": false,
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
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "0a5c853eea4e64b05e64e8ee7f0c95f0";

export default node;
