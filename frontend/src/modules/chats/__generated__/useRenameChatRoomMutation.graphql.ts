/**
 * @generated SignedSource<<76692e5780e508368360ae97bc1079b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RenameChatRoomInput = {
  id: string;
  title: string;
};
export type useRenameChatRoomMutation$variables = {
  input: RenameChatRoomInput;
};
export type useRenameChatRoomMutation$data = {
  readonly renameChatRoom: {
    readonly chatRoom: {
      readonly id: string;
      readonly title: string;
    };
  };
};
export type useRenameChatRoomMutation = {
  response: useRenameChatRoomMutation$data;
  variables: useRenameChatRoomMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RenameChatRoomPayload",
    "kind": "LinkedField",
    "name": "renameChatRoom",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatRoom",
        "kind": "LinkedField",
        "name": "chatRoom",
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
            "name": "title",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRenameChatRoomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenameChatRoomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "718ac8cfc5f69fd9446b44e7bd241e72",
    "id": null,
    "metadata": {},
    "name": "useRenameChatRoomMutation",
    "operationKind": "mutation",
    "text": "mutation useRenameChatRoomMutation(\n  $input: RenameChatRoomInput!\n) {\n  renameChatRoom(input: $input) {\n    chatRoom {\n      id\n      title\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd4fc584858bc74fb052f49523c14a1b";

export default node;
