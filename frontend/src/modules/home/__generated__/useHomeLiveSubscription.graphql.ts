/**
 * @generated SignedSource<<2329d578cda2e42eba95ee3c039c9d3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useHomeLiveSubscription$variables = Record<PropertyKey, never>;
export type useHomeLiveSubscription$data = {
  readonly homeChanged: {
    readonly at: string;
  };
};
export type useHomeLiveSubscription = {
  response: useHomeLiveSubscription$data;
  variables: useHomeLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "HomeChange",
    "kind": "LinkedField",
    "name": "homeChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "at",
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
    "name": "useHomeLiveSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useHomeLiveSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bd388cf04b05463fe50ca30c34a4a4a0",
    "id": null,
    "metadata": {},
    "name": "useHomeLiveSubscription",
    "operationKind": "subscription",
    "text": "subscription useHomeLiveSubscription {\n  homeChanged {\n    at\n  }\n}\n"
  }
};
})();

(node as any).hash = "51412be3cb33aeae2c9f4648c7fa7f09";

export default node;
