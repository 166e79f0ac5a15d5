/**
 * @generated SignedSource<<60f440ef77c9126c10bac40fe81ecb02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkflowTemplateForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useWorkflowRoleOptions_query">;
  readonly " $fragmentType": "WorkflowTemplateForm_query";
};
export type WorkflowTemplateForm_query$key = {
  readonly " $data"?: WorkflowTemplateForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowTemplateForm_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useWorkflowRoleOptions_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "cba430af614531105e55d86013597d45";

export default node;
