/**
 * @generated SignedSource<<b6b886ad94962838667823bd699d3585>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionEditForm_question$data = {
  readonly body: string;
  readonly id: string;
  readonly title: string;
  readonly version: number;
  readonly " $fragmentType": "QuestionEditForm_question";
};
export type QuestionEditForm_question$key = {
  readonly " $data"?: QuestionEditForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionEditForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionEditForm_question",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
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
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "cda92618ba11476a74f400e80d3f4ff8";

export default node;
