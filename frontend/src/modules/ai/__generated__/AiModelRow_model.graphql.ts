/**
 * @generated SignedSource<<7977fd7428a646b6e87ea55a4ed07a2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiModelRow_model$data = {
  readonly displayName: string;
  readonly enabled: boolean;
  readonly id: string;
  readonly maxTokens: number;
  readonly modelName: string;
  readonly provider: string;
  readonly providerConfigured: boolean;
  readonly tools: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly version: number;
  readonly " $fragmentType": "AiModelRow_model";
};
export type AiModelRow_model$key = {
  readonly " $data"?: AiModelRow_model$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiModelRow_model">;
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
  "name": "AiModelRow_model",
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
      "name": "provider",
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
      "kind": "ScalarField",
      "name": "modelName",
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
      "name": "maxTokens",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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

(node as any).hash = "09a01adfc3253f4c97bbbd19fca9457b";

export default node;
