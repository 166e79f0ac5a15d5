/**
 * @generated SignedSource<<4ddfa374b81ee5352a70a5bafdb7514f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type MemberApiTokensSubscription$variables = {
  ownerId?: string | null | undefined;
};
export type MemberApiTokensSubscription$data = {
  readonly apiTokensChanged: {
    readonly apiToken: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_token">;
    } | null | undefined;
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
  };
};
export type MemberApiTokensSubscription = {
  response: MemberApiTokensSubscription$data;
  variables: MemberApiTokensSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ownerId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ownerId",
    "variableName": "ownerId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matches",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberApiTokensSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApiTokenChange",
        "kind": "LinkedField",
        "name": "apiTokensChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApiTokenRow_token"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberApiTokensSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApiTokenChange",
        "kind": "LinkedField",
        "name": "apiTokensChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prefix",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scope",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "770168f959f77480e08e57bf954b4f89",
    "id": null,
    "metadata": {},
    "name": "MemberApiTokensSubscription",
    "operationKind": "subscription",
    "text": "subscription MemberApiTokensSubscription(\n  $ownerId: ID\n) {\n  apiTokensChanged(ownerId: $ownerId) {\n    kind\n    id\n    matches\n    apiToken {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n}\n\nfragment ApiTokenRow_token on ApiToken {\n  id\n  name\n  prefix\n  scope\n  status\n  createdAt\n  expiresAt\n  lastUsedAt\n}\n"
  }
};
})();

(node as any).hash = "1747afee8179552270e37ba344ff9393";

export default node;
