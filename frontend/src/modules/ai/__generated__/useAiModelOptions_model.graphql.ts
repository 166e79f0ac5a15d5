/**
 * @generated SignedSource<<3f1f48a69ab69f6045ed9cae2907cf28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAiModelOptions_model$data = {
  readonly displayName: string;
  readonly enabled: boolean;
  readonly id: string;
  readonly modelName: string;
  readonly provider: string;
  readonly providerConfigured: boolean;
  readonly tools: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly key: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "useAiModelOptions_model";
};
export type useAiModelOptions_model$key = {
  readonly " $data"?: useAiModelOptions_model$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAiModelOptions_model">;
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
  "name": "useAiModelOptions_model",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "modelName",
      "storageKey": null
    },
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
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerConfigured",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
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
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AiModel",
  "abstractKey": null
};
})();

(node as any).hash = "93cf5e0ef80ce1f28e00f303622bcd80";

export default node;
