/**
 * @generated SignedSource<<424da9847872a3c501587b8b24699776>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type ChatPurpose = "CHAT" | "DOCUMENT" | "WORKFLOW" | "%future added value";
export type GenerationListChangedSubscription$variables = Record<PropertyKey, never>;
export type GenerationListChangedSubscription$data = {
  readonly chatRoomsChanged: {
    readonly chatRoom: {
      readonly id: string;
      readonly lastMessageAt: string;
      readonly purpose: ChatPurpose;
      readonly savedDocument: {
        readonly id: string;
        readonly title: string;
      } | null | undefined;
      readonly title: string;
    };
    readonly kind: ChangeKind;
  };
};
export type GenerationListChangedSubscription = {
  response: GenerationListChangedSubscription$data;
  variables: GenerationListChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
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
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ChatRoomChange",
    "kind": "LinkedField",
    "name": "chatRoomsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "chatRoom",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "purpose",
            "storageKey": null
          },
          (v1/*:: as any*/),
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
            "concreteType": "Document",
            "kind": "LinkedField",
            "name": "savedDocument",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GenerationListChangedSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GenerationListChangedSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "561484851e4ee0166e0053780d6ab111",
    "id": null,
    "metadata": {},
    "name": "GenerationListChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription GenerationListChangedSubscription {\n  chatRoomsChanged {\n    kind\n    chatRoom {\n      id\n      purpose\n      title\n      lastMessageAt\n      savedDocument {\n        id\n        title\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "002fbeeeb524f54ab69d9e610796764e";

export default node;
