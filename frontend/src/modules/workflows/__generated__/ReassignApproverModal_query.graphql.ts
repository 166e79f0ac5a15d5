/**
 * @generated SignedSource<<dc411f57984e42844453cf19735a9f1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReassignApproverModal_query$data = {
  readonly roles: ReadonlyArray<{
    readonly memberCount: number;
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly " $fragmentType": "ReassignApproverModal_query";
};
export type ReassignApproverModal_query$key = {
  readonly " $data"?: ReassignApproverModal_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReassignApproverModal_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReassignApproverModal_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "591478d367250cb65d1abf06cb9d579e";

export default node;
