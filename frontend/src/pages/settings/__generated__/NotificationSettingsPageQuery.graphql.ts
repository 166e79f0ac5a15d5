/**
 * @generated SignedSource<<8f92c7c6f113e2a39bd0545928aaea69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationDelivery = "APP" | "DIGEST" | "IMMEDIATELY" | "%future added value";
export type NotificationKind = "APPROVAL_APPROVED" | "APPROVAL_REJECTED" | "APPROVAL_REQUESTED" | "EMAIL_JOB_COMPLETED" | "EMAIL_JOB_FAILED" | "ISSUE_ASSIGNED" | "MENTIONED" | "QUESTION_ANSWERED" | "TASK_ASSIGNED" | "%future added value";
export type NotificationSettingsPageQuery$variables = Record<PropertyKey, never>;
export type NotificationSettingsPageQuery$data = {
  readonly notificationDeliveries: ReadonlyArray<{
    readonly delivery: NotificationDelivery;
    readonly isDefault: boolean;
    readonly kind: NotificationKind;
  }>;
};
export type NotificationSettingsPageQuery = {
  response: NotificationSettingsPageQuery$data;
  variables: NotificationSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationSettingsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationSettingsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0bef18bcf73901bc5974eb713fe5a091",
    "id": null,
    "metadata": {},
    "name": "NotificationSettingsPageQuery",
    "operationKind": "query",
    "text": "query NotificationSettingsPageQuery {\n  notificationDeliveries {\n    kind\n    delivery\n    isDefault\n  }\n}\n"
  }
};
})();

(node as any).hash = "af1775af5f04ee75640c9a7dd631bd05";

export default node;
