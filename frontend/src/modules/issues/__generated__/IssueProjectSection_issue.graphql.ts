/**
 * @generated SignedSource<<fe0b72269c7ca1bccb952cfa73f6a0d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueProjectSection_issue$data = {
  readonly id: string;
  readonly project: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "IssueProjectSection_issue";
};
export type IssueProjectSection_issue$key = {
  readonly " $data"?: IssueProjectSection_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueProjectSection_issue">;
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
  "name": "IssueProjectSection_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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

(node as any).hash = "16962353c68858c37604a56535ad7419";

export default node;
