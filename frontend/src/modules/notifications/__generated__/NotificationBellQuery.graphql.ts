/**
 * @generated SignedSource<<ae58113c2fb388c3a80dd079d7a20bad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellQuery$variables = Record<PropertyKey, never>;
export type NotificationBellQuery$data = {
  readonly unreadNotificationCount: number;
};
export type NotificationBellQuery = {
  response: NotificationBellQuery$data;
  variables: NotificationBellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unreadNotificationCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a5eeb37afe1c23db39bcf69b45e3d91e",
    "id": null,
    "metadata": {},
    "name": "NotificationBellQuery",
    "operationKind": "query",
    "text": "query NotificationBellQuery {\n  unreadNotificationCount\n}\n"
  }
};
})();

(node as any).hash = "04e3480b52fb022e17d9271ada18ee98";

export default node;
