/**
 * @generated SignedSource<<fb2d627e4392d636d4a4e6aa6b8922d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowVisibility = "ACTIVE" | "HIDDEN" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowTemplateForm_template$data = {
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly steps: ReadonlyArray<{
    readonly approverRoleId: number | null | undefined;
    readonly description: string;
    readonly dueAfterHours: number | null | undefined;
    readonly expectedDocuments: ReadonlyArray<string>;
    readonly key: string;
    readonly name: string;
  }>;
  readonly version: number;
  readonly visibility: WorkflowVisibility;
  readonly " $fragmentType": "WorkflowTemplateForm_template";
};
export type WorkflowTemplateForm_template$key = {
  readonly " $data"?: WorkflowTemplateForm_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateForm_template">;
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
  "name": "description",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowTemplateForm_template",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkflowTemplateStep",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
  "type": "WorkflowTemplate",
  "abstractKey": null
};
})();

(node as any).hash = "6802a79d017a35fafb1d39dd7cb0927e";

export default node;
