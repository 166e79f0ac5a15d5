/**
 * @generated SignedSource<<bb07fe76c942b4c85c3e5711839c5f69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StageHistory_organization$data = {
  readonly stageHistory: ReadonlyArray<{
    readonly dealStatus: {
      readonly statusId: number;
    };
    readonly durationSeconds: number;
    readonly enteredAt: string;
    readonly leftAt: string | null | undefined;
    readonly movedBy: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "StageHistory_organization";
};
export type StageHistory_organization$key = {
  readonly " $data"?: StageHistory_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"StageHistory_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StageHistory_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DealStay",
      "kind": "LinkedField",
      "name": "stageHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DealStatus",
          "kind": "LinkedField",
          "name": "dealStatus",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "statusId",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enteredAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leftAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Employee",
          "kind": "LinkedField",
          "name": "movedBy",
          "plural": false,
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
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "1c893a18f6640d48ef86c92ffbc4335d";

export default node;
