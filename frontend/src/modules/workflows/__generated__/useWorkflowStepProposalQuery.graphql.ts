/**
 * @generated SignedSource<<5d52c892322b4d60e78dd5c833d62595>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useWorkflowStepProposalQuery$variables = {
  messageId: string;
};
export type useWorkflowStepProposalQuery$data = {
  readonly workflowStepProposal: {
    readonly model: {
      readonly displayName: string;
      readonly id: string;
    } | null | undefined;
    readonly prompt: string;
    readonly steps: ReadonlyArray<{
      readonly approverRole: {
        readonly name: string;
        readonly roleId: number;
      } | null | undefined;
      readonly approverRoleName: string | null | undefined;
      readonly description: string;
      readonly dueAfterHours: number | null | undefined;
      readonly expectedDocuments: ReadonlyArray<string>;
      readonly name: string;
    }>;
  };
};
export type useWorkflowStepProposalQuery = {
  response: useWorkflowStepProposalQuery$data;
  variables: useWorkflowStepProposalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "messageId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "messageId",
        "variableName": "messageId"
      }
    ],
    "concreteType": "WorkflowStepProposal",
    "kind": "LinkedField",
    "name": "workflowStepProposal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "prompt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AiModel",
        "kind": "LinkedField",
        "name": "model",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ProposedWorkflowStep",
        "kind": "LinkedField",
        "name": "steps",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "concreteType": "Role",
            "kind": "LinkedField",
            "name": "approverRole",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleId",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approverRoleName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expectedDocuments",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueAfterHours",
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
    "name": "useWorkflowStepProposalQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkflowStepProposalQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e9a20ed73462a0db78e336c4fdc652e9",
    "id": null,
    "metadata": {},
    "name": "useWorkflowStepProposalQuery",
    "operationKind": "query",
    "text": "query useWorkflowStepProposalQuery(\n  $messageId: ID!\n) {\n  workflowStepProposal(messageId: $messageId) {\n    prompt\n    model {\n      id\n      displayName\n    }\n    steps {\n      name\n      description\n      approverRole {\n        roleId\n        name\n      }\n      approverRoleName\n      expectedDocuments\n      dueAfterHours\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6da89dbc14b960afa0c4c6c0950cd4f";

export default node;
