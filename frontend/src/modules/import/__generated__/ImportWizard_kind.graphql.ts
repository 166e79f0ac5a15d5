/**
 * @generated SignedSource<<b3ab226a34d958006284af70c68e92d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportWizard_kind$data = {
  readonly fields: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
  readonly label: string;
  readonly type: string;
  readonly " $fragmentSpreads": FragmentRefs<"ImportMapping_kind">;
  readonly " $fragmentType": "ImportWizard_kind";
};
export type ImportWizard_kind$key = {
  readonly " $data"?: ImportWizard_kind$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportWizard_kind">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportWizard_kind",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ImportFieldInfo",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ImportMapping_kind"
    }
  ],
  "type": "ImportKind",
  "abstractKey": null
};
})();

(node as any).hash = "7e16c387d9832cd6a9e99614b5c4562c";

export default node;
