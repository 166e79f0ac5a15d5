/**
 * @generated SignedSource<<4965357fcd5e449f9a06cb1dd4b6128b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueRow_issue$data = {
  readonly assignees: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly categories: ReadonlyArray<{
    readonly color: string;
    readonly deleted: {
      readonly __typename: "DeletedReference";
    } | null | undefined;
    readonly id: string;
    readonly label: string;
  }>;
  readonly commentCount: number;
  readonly id: string;
  readonly priorityId: number;
  readonly project: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly status: {
    readonly color: string;
    readonly deleted: {
      readonly __typename: "DeletedReference";
    } | null | undefined;
    readonly id: string;
    readonly label: string;
  };
  readonly title: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "IssueRow_issue";
};
export type IssueRow_issue$key = {
  readonly " $data"?: IssueRow_issue$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueRow_issue">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueRow_issue",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
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
      "name": "commentCount",
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
      "concreteType": "IssueStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IssueCategory",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Employee",
      "kind": "LinkedField",
      "name": "assignees",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Issue",
  "abstractKey": null
};
})();

(node as any).hash = "576f4bef858f9051c8876991775a3e1e";

export default node;
