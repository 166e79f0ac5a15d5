/**
 * @generated SignedSource<<1886071e63830d1304f4fe61768c3c9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAiModelOptions_query$data = {
  readonly aiModels: {
    readonly edges: ReadonlyArray<{
      readonly node: {
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
      };
    }>;
  };
  readonly " $fragmentType": "useAiModelOptions_query";
};
export type useAiModelOptions_query$key = {
  readonly " $data"?: useAiModelOptions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAiModelOptions_query">;
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
  "name": "useAiModelOptions_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "enabled": true
          }
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": {
            "direction": "ASC",
            "field": "DISPLAY_NAME"
          }
        }
      ],
      "concreteType": "AiModelConnection",
      "kind": "LinkedField",
      "name": "aiModels",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AiModelEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AiModel",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "aiModels(filter:{\"enabled\":true},first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"DISPLAY_NAME\"})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "15c517072f5b32ac1a1dcec2ddf1d102";

export default node;
