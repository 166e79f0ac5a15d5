/**
 * @generated SignedSource<<67e4a73ad30d03d764cdf2e36169b435>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateForm_template$data = {
  readonly html: string;
  readonly id: string;
  readonly markdown: string | null | undefined;
  readonly name: string;
  readonly status: EmailTemplateStatus;
  readonly subject: string;
  readonly version: number;
  readonly " $fragmentType": "EmailTemplateForm_template";
};
export type EmailTemplateForm_template$key = {
  readonly " $data"?: EmailTemplateForm_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateForm_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailTemplateForm_template",
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
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "html",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "markdown",
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
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "EmailTemplate",
  "abstractKey": null
};

(node as any).hash = "27c1734ccfed9bceb90c46d7f4565aee";

export default node;
