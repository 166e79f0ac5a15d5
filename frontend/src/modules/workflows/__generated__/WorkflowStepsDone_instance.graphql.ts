/**
 * @generated SignedSource<<1a2b40fdd8b7b1caffd959731ad9613f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowProgress = "ARCHIVED" | "COMPLETED" | "IN_PROGRESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowStepsDone_instance$data = {
  readonly doneStepCount: number;
  readonly progress: WorkflowProgress;
  readonly stepCount: number;
  readonly " $fragmentType": "WorkflowStepsDone_instance";
};
export type WorkflowStepsDone_instance$key = {
  readonly " $data"?: WorkflowStepsDone_instance$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowStepsDone_instance">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowStepsDone_instance",
  "selections": [
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
      "name": "stepCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "doneStepCount",
      "storageKey": null
    }
  ],
  "type": "WorkflowInstance",
  "abstractKey": null
};

(node as any).hash = "679b972ddd35a25c63330b714bee1853";

export default node;
