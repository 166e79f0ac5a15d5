/**
 * @generated SignedSource<<ad9aff6e63061d4c86a73461fa503f5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiModelsPageQuery$variables = Record<PropertyKey, never>;
export type AiModelsPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AiModelTable_catalogue" | "AiModelTable_query" | "AiProviderList_query">;
};
export type AiModelsPageQuery = {
  response: AiModelsPageQuery$data;
  variables: AiModelsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AiModelsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AiProviderList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AiModelTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AiModelTable_catalogue"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AiModelsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AiProvider",
        "kind": "LinkedField",
        "name": "aiProviders",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "baseUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasKey",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AiModelConnection",
        "kind": "LinkedField",
        "name": "aiModels",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCountCapped",
            "storageKey": null
          },
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
                  (v2/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v0/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "aiModels(first:50,orderBy:{\"direction\":\"ASC\",\"field\":\"DISPLAY_NAME\"})"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "orderBy"
        ],
        "handle": "connection",
        "key": "AiModelTable_aiModels",
        "kind": "LinkedHandle",
        "name": "aiModels"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiTool",
        "kind": "LinkedField",
        "name": "aiTools",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "key",
            "storageKey": null
          },
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "0ad911775180cfa202527a6135814394",
    "id": null,
    "metadata": {},
    "name": "AiModelsPageQuery",
    "operationKind": "query",
    "text": "query AiModelsPageQuery {\n  ...AiProviderList_query\n  ...AiModelTable_query\n  ...AiModelTable_catalogue\n}\n\nfragment AiModelFormModal_model on AiModel {\n  id\n  provider\n  modelName\n  displayName\n  maxTokens\n  enabled\n  version\n  tools {\n    id\n  }\n}\n\nfragment AiModelRow_model on AiModel {\n  id\n  displayName\n  provider\n  providerConfigured\n  modelName\n  enabled\n  maxTokens\n  version\n  tools {\n    id\n    name\n  }\n}\n\nfragment AiModelTable_catalogue on Query {\n  aiTools {\n    id\n    key\n    name\n    description\n  }\n  aiProviders {\n    name\n  }\n}\n\nfragment AiModelTable_query on Query {\n  aiModels(first: 50, orderBy: {field: DISPLAY_NAME, direction: ASC}) {\n    totalCount\n    totalCountCapped\n    edges {\n      node {\n        id\n        ...AiModelRow_model\n        ...AiModelFormModal_model\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AiProviderList_query on Query {\n  aiProviders {\n    name\n    kind\n    baseUrl\n    hasKey\n  }\n}\n"
  }
};
})();

(node as any).hash = "7484370d5d039ad594bc39e4a5bfc54e";

export default node;
