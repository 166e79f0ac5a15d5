/**
 * @generated SignedSource<<d7f13e0ec86c933426e043ddc2545d7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionScopeKind = "INTERNAL" | "ORGANIZATION" | "PROJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuestionItem_question$data = {
  readonly answer: string | null | undefined;
  readonly answeredAt: string | null | undefined;
  readonly answeredBy: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly asker: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly body: string;
  readonly createdAt: string;
  readonly id: string;
  readonly organization: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly scope: QuestionScopeKind;
  readonly statusId: number;
  readonly title: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly viewerCanManage: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionEditForm_question">;
  readonly " $fragmentType": "QuestionItem_question";
};
export type QuestionItem_question$key = {
  readonly " $data"?: QuestionItem_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionItem_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionItem_question",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
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
      "name": "statusId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answeredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanManage",
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
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "asker",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "answeredBy",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuestionEditForm_question"
    }
  ],
  "type": "Question",
  "abstractKey": null
};
})();

(node as any).hash = "49838dc39a5e4c1790b2bbd24a1e9a42";

export default node;
