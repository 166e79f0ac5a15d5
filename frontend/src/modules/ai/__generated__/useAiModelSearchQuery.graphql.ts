/**
 * @generated SignedSource<<e70afbc5f3aafc7a3d698824b8cdce01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAiModelSearchQuery$variables = {
  keyword: string;
};
export type useAiModelSearchQuery$data = {
  readonly aiModels: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly displayName: string;
        readonly enabled: boolean;
        readonly id: string;
        readonly modelName: string;
        readonly name: string;
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
};
export type useAiModelSearchQuery = {
  response: useAiModelSearchQuery$data;
  variables: useAiModelSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyword"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "enabled",
            "value": true
          },
          {
            "kind": "Variable",
            "name": "keyword",
            "variableName": "keyword"
          }
        ],
        "kind": "ObjectValue",
        "name": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
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
              (v1/*:: as any*/),
              {
                "alias": "name",
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
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
                  (v1/*:: as any*/),
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAiModelSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAiModelSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6e77805cd90cc969dac49bb2a95f8f89",
    "id": null,
    "metadata": {},
    "name": "useAiModelSearchQuery",
    "operationKind": "query",
    "text": "query useAiModelSearchQuery(\n  $keyword: String!\n) {\n  aiModels(first: 20, filter: {keyword: $keyword, enabled: true}, orderBy: {field: DISPLAY_NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name: displayName\n        displayName\n        modelName\n        provider\n        enabled\n        providerConfigured\n        tools {\n          id\n          key\n          name\n          description\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "02804fe13995d4cc97f9ffcf833c634c";

export default node;
