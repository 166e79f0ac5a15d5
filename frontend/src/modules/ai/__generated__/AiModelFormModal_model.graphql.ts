/**
 * @generated SignedSource<<700b66c4f0a9d6eca5e6a38fba33bd4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiModelFormModal_model$data = {
  readonly displayName: string;
  readonly enabled: boolean;
  readonly id: string;
  readonly maxTokens: number;
  readonly modelName: string;
  readonly provider: string;
  readonly tools: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly version: number;
  readonly " $fragmentType": "AiModelFormModal_model";
};
export type AiModelFormModal_model$key = {
  readonly " $data"?: AiModelFormModal_model$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiModelFormModal_model">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiModelFormModal_model",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "modelName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxTokens",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiTool",
      "kind": "LinkedField",
      "name": "tools",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "AiModel",
  "abstractKey": null
};
})();

(node as any).hash = "079940bb35a54037c1056a52de81cfda";

export default node;
