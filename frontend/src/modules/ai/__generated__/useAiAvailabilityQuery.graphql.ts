/**
 * @generated SignedSource<<89d18c3babad7a216b94eaa0403721e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAiAvailabilityQuery$variables = Record<PropertyKey, never>;
export type useAiAvailabilityQuery$data = {
  readonly aiProviders: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly profile: {
    readonly roles: ReadonlyArray<{
      readonly roleId: number;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"useAiModelOptions_query">;
};
export type useAiAvailabilityQuery = {
  response: useAiAvailabilityQuery$data;
  variables: useAiAvailabilityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileRole",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "AiProvider",
  "kind": "LinkedField",
  "name": "aiProviders",
  "plural": true,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
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
    "name": "useAiAvailabilityQuery",
    "selections": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useAiModelOptions_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAiAvailabilityQuery",
    "selections": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "key",
                        "storageKey": null
                      },
                      (v1/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "58c003447023ba1d60218bb2fea63588",
    "id": null,
    "metadata": {},
    "name": "useAiAvailabilityQuery",
    "operationKind": "query",
    "text": "query useAiAvailabilityQuery {\n  profile {\n    roles {\n      roleId\n    }\n  }\n  aiProviders {\n    name\n  }\n  ...useAiModelOptions_query\n}\n\nfragment useAiModelOptions_query on Query {\n  aiModels(first: 100, filter: {enabled: true}, orderBy: {field: DISPLAY_NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        displayName\n        modelName\n        provider\n        enabled\n        providerConfigured\n        tools {\n          id\n          key\n          name\n          description\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f24350df6779cae25ef8e3bb4bcdf0a";

export default node;
