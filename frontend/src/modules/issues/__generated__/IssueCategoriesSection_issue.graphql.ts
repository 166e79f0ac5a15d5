/**
 * @generated SignedSource<<93877591f8ad2d722267669c720bfc4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueCategoriesSection_issue$data = {
  readonly categories: ReadonlyArray<{
    readonly color: string;
    readonly id: string;
    readonly label: string;
  }>;
  readonly id: string;
  readonly " $fragmentType": "IssueCategoriesSection_issue";
};
export type IssueCategoriesSection_issue$key = {
  readonly " $data"?: IssueCategoriesSection_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueCategoriesSection_issue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueCategoriesSection_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "IssueCategory",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "c16398c028daef57ff4aa06d2f56e292";

export default node;
