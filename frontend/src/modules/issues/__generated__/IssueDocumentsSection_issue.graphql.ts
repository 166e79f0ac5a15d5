/**
 * @generated SignedSource<<2d0e8643cd746325e1f8901ff59b28ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDocumentsSection_issue$data = {
  readonly documents: ReadonlyArray<{
    readonly document: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly documentId: string;
    readonly restricted: boolean;
  }>;
  readonly id: string;
  readonly " $fragmentType": "IssueDocumentsSection_issue";
};
export type IssueDocumentsSection_issue$key = {
  readonly " $data"?: IssueDocumentsSection_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueDocumentsSection_issue">;
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
  "name": "IssueDocumentsSection_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "IssueDocumentLink",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restricted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Document",
          "kind": "LinkedField",
          "name": "document",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
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

(node as any).hash = "be00f13ebd6107da8c0e30ddc7745201";

export default node;
