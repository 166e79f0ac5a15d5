/**
 * @generated SignedSource<<ca4ab18d06d33f155e92936cc071d093>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueDocumentsSection_issue$data = {
  readonly documents: ReadonlyArray<{
    readonly deleted: {
      readonly entry: {
        readonly title: string;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"DeletedReference_reference">;
    } | null | undefined;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
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
            (v1/*:: as any*/)
          ],
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
              "concreteType": "TrashItem",
              "kind": "LinkedField",
              "name": "entry",
              "plural": false,
              "selections": [
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DeletedReference_reference"
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

(node as any).hash = "44ff362083426e74caf020180a3199d5";

export default node;
