/**
 * @generated SignedSource<<799fbce7759403f04dfbcc8a2c48d918>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationDelivery = "APP" | "DIGEST" | "IMMEDIATELY" | "%future added value";
export type NotificationKind = "APPROVAL_APPROVED" | "APPROVAL_REJECTED" | "APPROVAL_REQUESTED" | "EMAIL_JOB_COMPLETED" | "EMAIL_JOB_FAILED" | "ISSUE_ASSIGNED" | "MENTIONED" | "QUESTION_ANSWERED" | "TASK_ASSIGNED" | "%future added value";
export type ChooseNotificationDeliveryInput = {
  delivery: NotificationDelivery;
  kind: NotificationKind;
};
export type useChooseNotificationDeliveryMutation$variables = {
  input: ChooseNotificationDeliveryInput;
};
export type useChooseNotificationDeliveryMutation$data = {
  readonly chooseNotificationDelivery: {
    readonly notificationDeliveries: ReadonlyArray<{
      readonly delivery: NotificationDelivery;
      readonly isDefault: boolean;
      readonly kind: NotificationKind;
    }>;
  };
};
export type useChooseNotificationDeliveryMutation = {
  response: useChooseNotificationDeliveryMutation$data;
  variables: useChooseNotificationDeliveryMutation$variables;
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
    "concreteType": "ChooseNotificationDeliveryPayload",
    "kind": "LinkedField",
    "name": "chooseNotificationDelivery",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationDeliverySetting",
        "kind": "LinkedField",
        "name": "notificationDeliveries",
        "plural": true,
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
            "kind": "ScalarField",
            "name": "delivery",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
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
    "name": "useChooseNotificationDeliveryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChooseNotificationDeliveryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "360a13ee71ff6b7c3d4fa4301647fcb8",
    "id": null,
    "metadata": {},
    "name": "useChooseNotificationDeliveryMutation",
    "operationKind": "mutation",
    "text": "mutation useChooseNotificationDeliveryMutation(\n  $input: ChooseNotificationDeliveryInput!\n) {\n  chooseNotificationDelivery(input: $input) {\n    notificationDeliveries {\n      kind\n      delivery\n      isDefault\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d66683e3fe1bfa9e63fe4e9b1e77027";

export default node;
