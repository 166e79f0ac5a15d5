/**
 * @generated SignedSource<<b44be74f82fd54931e4b276ad93e47eb>>
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
  readonly version: number;
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
      "name": "version",
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

(node as any).hash = "2a4a3aa37fe2d1663994e417fa96979e";

export default node;
