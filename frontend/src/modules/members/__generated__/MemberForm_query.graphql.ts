/**
 * @generated SignedSource<<c8944d9dd0523472e1a2f335737ee4c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberForm_query$data = {
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly " $fragmentType": "MemberForm_query";
};
export type MemberForm_query$key = {
  readonly " $data"?: MemberForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberForm_query",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c6a9f8ebc69456d50a413f4842d9096b";

export default node;
