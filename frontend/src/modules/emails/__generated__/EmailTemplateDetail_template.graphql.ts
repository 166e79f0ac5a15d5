/**
 * @generated SignedSource<<e808744d10ad4074ea82945d81242028>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateDetail_template$data = {
  readonly author: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly html: string;
  readonly id: string;
  readonly name: string;
  readonly status: EmailTemplateStatus;
  readonly subject: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "EmailTemplateDetail_template";
};
export type EmailTemplateDetail_template$key = {
  readonly " $data"?: EmailTemplateDetail_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateDetail_template">;
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
  "name": "EmailTemplateDetail_template",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "status",
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
    }
  ],
  "type": "EmailTemplate",
  "abstractKey": null
};
})();

(node as any).hash = "a02e60c6da04f4eefa39a88bdbdce3a9";

export default node;
