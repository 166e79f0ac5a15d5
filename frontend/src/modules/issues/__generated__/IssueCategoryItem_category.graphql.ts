/**
 * @generated SignedSource<<97d84649e0807afca04eddeaa8eea9e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueCategoryItem_category$data = {
  readonly color: string;
  readonly id: string;
  readonly label: string;
  readonly labelEn: string;
  readonly labelJa: string;
  readonly position: number;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "IssueCategoryItem_category";
};
export type IssueCategoryItem_category$key = {
  readonly " $data"?: IssueCategoryItem_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueCategoryItem_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueCategoryItem_category",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labelJa",
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
      "kind": "ScalarField",
      "name": "position",
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
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "IssueCategory",
  "abstractKey": null
};

(node as any).hash = "015d7e717deacf2daee8d0d8bed9148d";

export default node;
