/**
 * @generated SignedSource<<43fa6b10d3fc9984df0676af39071362>>
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
    readonly deleted: {
      readonly __typename: "DeletedReference";
    } | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeletedReference",
          "kind": "LinkedField",
          "name": "deleted",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            }
          ],
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

(node as any).hash = "3616ea52e421fb7856aa67c07baa5c11";

export default node;
