/**
 * @generated SignedSource<<55f9554548ac67582acce581d10be897>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkflowVisibility = "ACTIVE" | "HIDDEN" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkflowTemplateDetail_template$data = {
  readonly archived: boolean;
  readonly author: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly runningInstanceCount: number;
  readonly steps: ReadonlyArray<{
    readonly approverRole: {
      readonly deleted: boolean;
      readonly name: string;
      readonly roleId: number;
    } | null | undefined;
    readonly description: string;
    readonly dueAfterHours: number | null | undefined;
    readonly expectedDocuments: ReadonlyArray<string>;
    readonly key: string;
    readonly name: string;
  }>;
  readonly updatedAt: string;
  readonly usable: boolean;
  readonly version: number;
  readonly visibility: WorkflowVisibility;
  readonly " $fragmentType": "WorkflowTemplateDetail_template";
};
export type WorkflowTemplateDetail_template$key = {
  readonly " $data"?: WorkflowTemplateDetail_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateDetail_template">;
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
  "name": "description",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkflowTemplateDetail_template",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
      "name": "usable",
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
      "name": "version",
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
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "author",
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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

(node as any).hash = "f710ffed20c5640f271d08e7797fae91";

export default node;
