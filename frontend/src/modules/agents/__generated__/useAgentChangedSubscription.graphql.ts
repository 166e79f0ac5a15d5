/**
 * @generated SignedSource<<8404c2a32268d39fd3f4eca9db6a0eeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAgentChangedSubscription$variables = {
  id: string;
};
export type useAgentChangedSubscription$data = {
  readonly agentChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AgentDetail_agent" | "AgentForm_agent" | "AgentRow_agent">;
  };
};
export type useAgentChangedSubscription = {
  response: useAgentChangedSubscription$data;
  variables: useAgentChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAgentChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agentChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AgentDetail_agent"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AgentForm_agent"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AgentRow_agent"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAgentChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agentChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "instruction",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emotionalLevel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "archived",
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
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AgentRole",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleCategoryId",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "defaultAiModel",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiTool",
            "kind": "LinkedField",
            "name": "defaultAiTools",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "documents",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "restrictedDocumentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Employee",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "842d67eacb896fe1ec5371c918673fd0",
    "id": null,
    "metadata": {},
    "name": "useAgentChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useAgentChangedSubscription(\n  $id: ID!\n) {\n  agentChanged(id: $id) {\n    id\n    ...AgentDetail_agent\n    ...AgentForm_agent\n    ...AgentRow_agent\n  }\n}\n\nfragment AgentDefaultModel_agent on Agent {\n  defaultAiModel {\n    id\n    displayName\n  }\n}\n\nfragment AgentDetail_agent on Agent {\n  id\n  name\n  description\n  instruction\n  emotionalLevel\n  archived\n  version\n  createdAt\n  updatedAt\n  role {\n    ...AgentRoleBadge_role\n    id\n  }\n  ...AgentDefaultModel_agent\n  defaultAiTools {\n    id\n    name\n  }\n  documents {\n    id\n    title\n  }\n  restrictedDocumentCount\n  tags {\n    id\n    name\n    color\n  }\n  author {\n    id\n    name\n  }\n  ...AgentForm_agent\n}\n\nfragment AgentForm_agent on Agent {\n  id\n  name\n  description\n  instruction\n  emotionalLevel\n  version\n  role {\n    id\n  }\n  defaultAiModel {\n    id\n    displayName\n  }\n  defaultAiTools {\n    id\n  }\n  documents {\n    id\n    title\n  }\n  restrictedDocumentCount\n  tags {\n    id\n    name\n  }\n}\n\nfragment AgentRoleBadge_role on AgentRole {\n  name\n  roleCategoryId\n}\n\nfragment AgentRow_agent on Agent {\n  id\n  name\n  description\n  archived\n  version\n  updatedAt\n  role {\n    ...AgentRoleBadge_role\n    id\n  }\n  ...AgentDefaultModel_agent\n  tags {\n    id\n    name\n    color\n  }\n}\n"
  }
};
})();

(node as any).hash = "f40dbc88af2138e93d02e11640df4ad0";

export default node;
