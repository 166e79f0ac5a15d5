/**
 * @generated SignedSource<<0f9320dfe0c21333f270512c6a4bed87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useDocumentFormChoices_query" | "useTagFormChoices_query">;
  readonly " $fragmentType": "DocumentForm_query";
};
export type DocumentForm_query$key = {
  readonly " $data"?: DocumentForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentForm_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useDocumentFormChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useTagFormChoices_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d8e1fa03962e7bc694a741f26791eab5";

export default node;
