/**
 * @generated SignedSource<<cf3fa612e04e1f05effa5bc913c0d5a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentAttachments_document$data = {
  readonly attachments: ReadonlyArray<{
    readonly contentType: string;
    readonly fileName: string;
    readonly id: string;
    readonly size: number;
    readonly url: string;
  }>;
  readonly id: string;
  readonly mayEdit: boolean;
  readonly " $fragmentType": "DocumentAttachments_document";
};
export type DocumentAttachments_document$key = {
  readonly " $data"?: DocumentAttachments_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentAttachments_document">;
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
  "name": "DocumentAttachments_document",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mayEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentAttachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contentType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "07339bc7fe6b5c48b4260d440d69860f";

export default node;
