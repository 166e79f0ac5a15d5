/**
 * @generated SignedSource<<fed256b9ed920d04bde1d0dcc2004cd8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkAllNotificationsReadInput = {
  upTo?: string | null | undefined;
};
export type useMarkAllNotificationsReadMutation$variables = {
  input: MarkAllNotificationsReadInput;
};
export type useMarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: {
    readonly unreadNotificationCount: number;
  };
};
export type useMarkAllNotificationsReadMutation = {
  response: useMarkAllNotificationsReadMutation$data;
  variables: useMarkAllNotificationsReadMutation$variables;
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
    "concreteType": "MarkAllNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotificationCount",
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
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a1ccd2eea20ba0a5aa944b5422263e98",
    "id": null,
    "metadata": {},
    "name": "useMarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkAllNotificationsReadMutation(\n  $input: MarkAllNotificationsReadInput!\n) {\n  markAllNotificationsRead(input: $input) {\n    unreadNotificationCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9beb66cd2f3965b1dcaffad0923601a";

export default node;
