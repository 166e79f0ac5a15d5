/**
 * @generated SignedSource<<98eeccb6dcb60d29c89e89ea104a75e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentVersions_document$data = {
  readonly id: string;
  readonly mayEdit: boolean;
  readonly revision: number;
  readonly revisions: ReadonlyArray<{
    readonly restoredRevision: number | null | undefined;
    readonly revision: number;
    readonly savedAt: string;
    readonly savedBy: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly title: string;
  }>;
  readonly version: number;
  readonly " $fragmentType": "DocumentVersions_document";
};
export type DocumentVersions_document$key = {
  readonly " $data"?: DocumentVersions_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentVersions_document">;
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
  "name": "revision",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentVersions_document",
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
      "name": "mayEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentRevision",
      "kind": "LinkedField",
      "name": "revisions",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
          "name": "savedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restoredRevision",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Employee",
          "kind": "LinkedField",
          "name": "savedBy",
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
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "fb0e97b315e34139b286397bca9d206b";

export default node;
