/**
 * @generated SignedSource<<9a6b75b83c527dcd0198d97def631e84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  ids: ReadonlyArray<string>;
};
export type useMarkNotificationsReadMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type useMarkNotificationsReadMutation$data = {
  readonly markNotificationsRead: {
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly read: boolean;
    }>;
    readonly unreadNotificationCount: number;
  };
};
export type useMarkNotificationsReadMutation = {
  response: useMarkNotificationsReadMutation$data;
  variables: useMarkNotificationsReadMutation$variables;
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
    "concreteType": "MarkNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotificationCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": true,
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
            "name": "read",
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
    "name": "useMarkNotificationsReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationsReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "04392d44ed8fe427f94913e8622d3d28",
    "id": null,
    "metadata": {},
    "name": "useMarkNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkNotificationsReadMutation(\n  $input: MarkNotificationsReadInput!\n) {\n  markNotificationsRead(input: $input) {\n    unreadNotificationCount\n    notifications {\n      id\n      read\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "46cecf7ce8f5a911d18b1552aba7ca21";

export default node;
