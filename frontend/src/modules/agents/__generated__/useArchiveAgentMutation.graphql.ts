/**
 * @generated SignedSource<<b81d4c94820915c6642ebea733aa5022>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArchiveAgentInput = {
  archived: boolean;
  id: string;
};
export type useArchiveAgentMutation$variables = {
  input: ArchiveAgentInput;
};
export type useArchiveAgentMutation$data = {
  readonly archiveAgent: {
    readonly agent: {
      readonly archived: boolean;
      readonly id: string;
      readonly updatedAt: string;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"AgentDetail_agent" | "AgentRow_agent">;
    };
  };
};
export type useArchiveAgentMutation = {
  response: useArchiveAgentMutation$data;
  variables: useArchiveAgentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "archived",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useArchiveAgentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArchiveAgentPayload",
        "kind": "LinkedField",
        "name": "archiveAgent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AgentDetail_agent"
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
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useArchiveAgentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArchiveAgentPayload",
        "kind": "LinkedField",
        "name": "archiveAgent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                "name": "createdAt",
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
                  (v6/*:: as any*/),
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
                "selections": (v7/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "77bb8d0d19cea328fed27704ec770432",
    "id": null,
    "metadata": {},
    "name": "useArchiveAgentMutation",
    "operationKind": "mutation",
    "text": "mutation useArchiveAgentMutation(\n  $input: ArchiveAgentInput!\n) {\n  archiveAgent(input: $input) {\n    agent {\n      id\n      archived\n      version\n      updatedAt\n      ...AgentDetail_agent\n      ...AgentRow_agent\n    }\n  }\n}\n\nfragment AgentDefaultModel_agent on Agent {\n  defaultAiModel {\n    id\n    displayName\n  }\n}\n\nfragment AgentDetail_agent on Agent {\n  id\n  name\n  description\n  instruction\n  emotionalLevel\n  archived\n  version\n  createdAt\n  updatedAt\n  role {\n    ...AgentRoleBadge_role\n    id\n  }\n  ...AgentDefaultModel_agent\n  defaultAiTools {\n    id\n    name\n  }\n  documents {\n    id\n    title\n  }\n  restrictedDocumentCount\n  tags {\n    id\n    name\n    color\n  }\n  author {\n    id\n    name\n  }\n  ...AgentForm_agent\n}\n\nfragment AgentForm_agent on Agent {\n  id\n  name\n  description\n  instruction\n  emotionalLevel\n  version\n  role {\n    id\n  }\n  defaultAiModel {\n    id\n    displayName\n  }\n  defaultAiTools {\n    id\n  }\n  documents {\n    id\n    title\n  }\n  restrictedDocumentCount\n  tags {\n    id\n    name\n  }\n}\n\nfragment AgentRoleBadge_role on AgentRole {\n  name\n  roleCategoryId\n}\n\nfragment AgentRow_agent on Agent {\n  id\n  name\n  description\n  archived\n  version\n  updatedAt\n  role {\n    ...AgentRoleBadge_role\n    id\n  }\n  ...AgentDefaultModel_agent\n  tags {\n    id\n    name\n    color\n  }\n}\n"
  }
};
})();

(node as any).hash = "2bdf4f72b31a69b84be88b94ed91db95";

export default node;
