/**
 * @generated SignedSource<<d4b805e9915879f875084995a3ea0b78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiModelTable_catalogue$data = {
  readonly aiProviders: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly aiTools: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly key: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "AiModelTable_catalogue";
};
export type AiModelTable_catalogue$key = {
  readonly " $data"?: AiModelTable_catalogue$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiModelTable_catalogue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiModelTable_catalogue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiTool",
      "kind": "LinkedField",
      "name": "aiTools",
      "plural": true,
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
          "name": "key",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiProvider",
      "kind": "LinkedField",
      "name": "aiProviders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "b3df503957e222b6b8558a7be7ce3ee8";

export default node;
