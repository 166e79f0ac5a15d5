/**
 * @generated SignedSource<<f5957a4b040ff1f500a62cdc6fbc3363>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueSidePanel_issue$data = {
  readonly id: string;
  readonly priorityId: number;
  readonly status: {
    readonly color: string;
    readonly deleted: {
      readonly __typename: "DeletedReference";
    } | null | undefined;
    readonly id: string;
    readonly label: string;
  };
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"IssueAssigneesSection_issue" | "IssueCategoriesSection_issue" | "IssueDocumentsSection_issue" | "IssueProjectSection_issue">;
  readonly " $fragmentType": "IssueSidePanel_issue";
};
export type IssueSidePanel_issue$key = {
  readonly " $data"?: IssueSidePanel_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueSidePanel_issue">;
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
  "name": "IssueSidePanel_issue",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priorityId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IssueStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
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
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueCategoriesSection_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueProjectSection_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueAssigneesSection_issue"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IssueDocumentsSection_issue"
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "c251d0e95c12b95c8318b4183f3e18b1";

export default node;
