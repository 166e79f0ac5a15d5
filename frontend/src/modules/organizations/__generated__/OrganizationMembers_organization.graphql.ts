/**
 * @generated SignedSource<<9de8660f6e26f52e4ddd37705a008f23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationMembers_organization$data = {
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly phone: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "OrganizationMembers_organization";
};
export type OrganizationMembers_organization$key = {
  readonly " $data"?: OrganizationMembers_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationMembers_organization">;
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
  "name": "OrganizationMembers_organization",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "OrganizationMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "email",
          "storageKey": null
        },
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
          "name": "phone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "497121bdde44b4e316492293080e4840";

export default node;
