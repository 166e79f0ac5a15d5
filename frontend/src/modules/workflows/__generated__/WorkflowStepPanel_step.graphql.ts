/**
 * @generated SignedSource<<0ee0c45f5cc0a137edb259b8df199a03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowActor = "APPROVER" | "NOBODY" | "OWNER" | "%future added value";
export type WorkflowStepStatus = "DONE" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowStepPanel_step$data = {
  readonly approvalDocument: {
    readonly comment: string | null | undefined;
    readonly decidedAt: string | null | undefined;
    readonly decidedBy: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly document: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly documentId: string;
    readonly isApprove: boolean | null | undefined;
  } | null | undefined;
  readonly approverRole: {
    readonly deleted: boolean;
    readonly name: string;
    readonly roleId: number;
  } | null | undefined;
  readonly approverRoleId: number | null | undefined;
  readonly approverStranded: boolean;
  readonly canDecide: boolean;
  readonly canReassignApprover: boolean;
  readonly completedAt: string | null | undefined;
  readonly completedBy: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly description: string;
  readonly documents: ReadonlyArray<{
    readonly attachedAt: string;
    readonly document: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly documentId: string;
    readonly isApproval: boolean;
  }>;
  readonly dueAfterHours: number | null | undefined;
  readonly dueAt: string | null | undefined;
  readonly expectedDocuments: ReadonlyArray<string>;
  readonly generated: boolean;
  readonly key: string;
  readonly name: string;
  readonly overdue: boolean;
  readonly position: number;
  readonly startedAt: string | null | undefined;
  readonly status: WorkflowStepStatus;
  readonly waitingFor: WorkflowActor;
  readonly " $fragmentType": "WorkflowStepPanel_step";
};
export type WorkflowStepPanel_step$key = {
  readonly " $data"?: WorkflowStepPanel_step$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowStepPanel_step">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Document",
  "kind": "LinkedField",
  "name": "document",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowStepPanel_step",
  "selections": [
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
      "name": "position",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "status",
      "storageKey": null
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
      "name": "completedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "completedBy",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdue",
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
      "name": "waitingFor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDecide",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "canReassignApprover",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowStepDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isApproval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachedAt",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
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
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isApprove",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decidedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Employee",
          "kind": "LinkedField",
          "name": "decidedBy",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "WorkflowInstanceStep",
  "abstractKey": null
};
})();

(node as any).hash = "eed88542727dfa041edbfde540112951";

export default node;
