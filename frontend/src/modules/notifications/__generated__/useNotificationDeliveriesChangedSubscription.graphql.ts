/**
 * @generated SignedSource<<73880bf6fdf4c9a922f08d2c0eb63d79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationDelivery = "APP" | "DIGEST" | "IMMEDIATELY" | "%future added value";
export type NotificationKind = "APPROVAL_APPROVED" | "APPROVAL_REJECTED" | "APPROVAL_REQUESTED" | "EMAIL_JOB_COMPLETED" | "EMAIL_JOB_FAILED" | "ISSUE_ASSIGNED" | "MENTIONED" | "QUESTION_ANSWERED" | "TASK_ASSIGNED" | "%future added value";
export type useNotificationDeliveriesChangedSubscription$variables = Record<PropertyKey, never>;
export type useNotificationDeliveriesChangedSubscription$data = {
  readonly notificationDeliveriesChanged: ReadonlyArray<{
    readonly delivery: NotificationDelivery;
    readonly isDefault: boolean;
    readonly kind: NotificationKind;
  }>;
};
export type useNotificationDeliveriesChangedSubscription = {
  response: useNotificationDeliveriesChangedSubscription$data;
  variables: useNotificationDeliveriesChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotificationDeliverySetting",
    "kind": "LinkedField",
    "name": "notificationDeliveriesChanged",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationDeliveriesChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationDeliveriesChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2070bd97c8669aa654e35713e28ed9d9",
    "id": null,
    "metadata": {},
    "name": "useNotificationDeliveriesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationDeliveriesChangedSubscription {\n  notificationDeliveriesChanged {\n    kind\n    delivery\n    isDefault\n  }\n}\n"
  }
};
})();

(node as any).hash = "03656f7bbcc65edea46e2ff6eed26915";

export default node;
