/**
 * @generated SignedSource<<633423106b4348c9367f201e331d7afc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowActor = "APPROVER" | "NOBODY" | "OWNER" | "%future added value";
export type WorkflowProgress = "ARCHIVED" | "COMPLETED" | "IN_PROGRESS" | "%future added value";
export type WorkflowStepStatus = "DONE" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowInstanceDetail_instance$data = {
  readonly completedAt: string | null | undefined;
  readonly currentStep: {
    readonly key: string;
  } | null | undefined;
  readonly deletedTemplate: {
    readonly " $fragmentSpreads": FragmentRefs<"DeletedReference_reference">;
  } | null | undefined;
  readonly generations: ReadonlyArray<{
    readonly messageId: string;
    readonly model: {
      readonly displayName: string;
    } | null | undefined;
    readonly prompt: string;
    readonly recordedAt: string;
    readonly stepCount: number;
  }>;
  readonly id: string;
  readonly isOwner: boolean;
  readonly name: string;
  readonly overdue: boolean;
  readonly owner: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly progress: WorkflowProgress;
  readonly startedAt: string;
  readonly steps: ReadonlyArray<{
    readonly approvalDocument: {
      readonly isApprove: boolean | null | undefined;
    } | null | undefined;
    readonly approverRole: {
      readonly deleted: boolean;
      readonly name: string;
    } | null | undefined;
    readonly approverRoleId: number | null | undefined;
    readonly approverStranded: boolean;
    readonly dueAfterHours: number | null | undefined;
    readonly dueAt: string | null | undefined;
    readonly generated: boolean;
    readonly key: string;
    readonly name: string;
    readonly overdue: boolean;
    readonly status: WorkflowStepStatus;
    readonly waitingFor: WorkflowActor;
    readonly " $fragmentSpreads": FragmentRefs<"WorkflowStepPanel_step">;
  }>;
  readonly template: {
    readonly id: string;
  } | null | undefined;
  readonly templateName: string;
  readonly templateVersion: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly waitingForMe: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowStepsDone_instance">;
  readonly " $fragmentType": "WorkflowInstanceDetail_instance";
};
export type WorkflowInstanceDetail_instance$key = {
  readonly " $data"?: WorkflowInstanceDetail_instance$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowInstanceDetail_instance">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "kind": "ScalarField",
  "name": "overdue",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowInstanceDetail_instance",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waitingForMe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "templateName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "templateVersion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeletedReference",
      "kind": "LinkedField",
      "name": "deletedTemplate",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeletedReference_reference"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowTemplate",
      "kind": "LinkedField",
      "name": "template",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatarUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkflowStepsDone_instance"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedAt",
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
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowInstanceStep",
      "kind": "LinkedField",
      "name": "currentStep",
      "plural": false,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowInstanceStep",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "waitingFor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueAfterHours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "generated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approverRoleId",
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "deleted",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approverStranded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkflowStepDocument",
          "kind": "LinkedField",
          "name": "approvalDocument",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isApprove",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "WorkflowStepPanel_step"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowFlowGeneration",
      "kind": "LinkedField",
      "name": "generations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messageId",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "stepCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordedAt",
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
              "name": "displayName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WorkflowInstance",
  "abstractKey": null
};
})();

(node as any).hash = "9a1dce7ccac2fc1ac6c513a3e0889e67";

export default node;
