/**
 * @generated SignedSource<<1916976ee727b0baa65b3613c21a3f78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateRow_template$data = {
  readonly author: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly status: EmailTemplateStatus;
  readonly subject: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "EmailTemplateRow_template";
};
export type EmailTemplateRow_template$key = {
  readonly " $data"?: EmailTemplateRow_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateRow_template">;
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
  "name": "EmailTemplateRow_template",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
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
      "name": "status",
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

(node as any).hash = "0d2e754d92baef137751e1628f892215";

export default node;
