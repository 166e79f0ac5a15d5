/**
 * @generated SignedSource<<5fa72b819886e45ae7b1df1d25714d19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowActor = "APPROVER" | "NOBODY" | "OWNER" | "%future added value";
export type WorkflowProgress = "ARCHIVED" | "COMPLETED" | "IN_PROGRESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowInstanceRow_instance$data = {
  readonly currentStep: {
    readonly approverRole: {
      readonly deleted: boolean;
      readonly name: string;
    } | null | undefined;
    readonly key: string;
    readonly name: string;
    readonly waitingFor: WorkflowActor;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly overdue: boolean;
  readonly owner: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly progress: WorkflowProgress;
  readonly startedAt: string;
  readonly templateName: string;
  readonly waitingForMe: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowStepsDone_instance">;
  readonly " $fragmentType": "WorkflowInstanceRow_instance";
};
export type WorkflowInstanceRow_instance$key = {
  readonly " $data"?: WorkflowInstanceRow_instance$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowInstanceRow_instance">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowInstanceRow_instance",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "progress",
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
      "name": "waitingForMe",
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
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
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
          "name": "waitingFor",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WorkflowInstance",
  "abstractKey": null
};
})();

(node as any).hash = "85a4eec1073136c93cc406a8ab44e680";

export default node;
