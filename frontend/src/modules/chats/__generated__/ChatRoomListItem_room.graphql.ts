/**
 * @generated SignedSource<<efe08278e90a53e475e5559101258d83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatRoomListItem_room$data = {
  readonly agent: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly aiModel: {
    readonly displayName: string;
    readonly id: string;
  } | null | undefined;
  readonly answering: boolean;
  readonly deletedAgent: {
    readonly entry: {
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly lastMessageAt: string;
  readonly messageCount: number;
  readonly title: string;
  readonly " $fragmentType": "ChatRoomListItem_room";
};
export type ChatRoomListItem_room$key = {
  readonly " $data"?: ChatRoomListItem_room$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatRoomListItem_room">;
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
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatRoomListItem_room",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answering",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastMessageAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "agent",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeletedReference",
      "kind": "LinkedField",
      "name": "deletedAgent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TrashItem",
          "kind": "LinkedField",
          "name": "entry",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "aiModel",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatRoom",
  "abstractKey": null
};
})();

(node as any).hash = "959b057814a078deebe0f6fafeda13a7";

export default node;
