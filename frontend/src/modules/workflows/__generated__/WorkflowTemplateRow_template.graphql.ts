/**
 * @generated SignedSource<<18bc5ca431d8cd6aac402425eb8f2a42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowVisibility = "ACTIVE" | "HIDDEN" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowTemplateRow_template$data = {
  readonly archived: boolean;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly runningInstanceCount: number;
  readonly stepCount: number;
  readonly updatedAt: string;
  readonly visibility: WorkflowVisibility;
  readonly " $fragmentType": "WorkflowTemplateRow_template";
};
export type WorkflowTemplateRow_template$key = {
  readonly " $data"?: WorkflowTemplateRow_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateRow_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowTemplateRow_template",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "visibility",
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
      "name": "stepCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "runningInstanceCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "WorkflowTemplate",
  "abstractKey": null
};

(node as any).hash = "c5e59fcd26b074595d389043fcffdc0b";

export default node;
