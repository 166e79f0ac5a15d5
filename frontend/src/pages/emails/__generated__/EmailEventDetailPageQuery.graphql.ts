/**
 * @generated SignedSource<<3aded006b60049dd5559de0eb2d17b25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailEventType = "ACCEPTED" | "CLICKED" | "COMPLAINED" | "DELIVERED" | "OPENED" | "PERMANENT_FAIL" | "TEMPORARY_FAIL" | "UNSUBSCRIBED" | "%future added value";
export type EmailJobKind = "BATCH" | "SINGLE" | "%future added value";
export type EmailEventDetailPageQuery$variables = {
  id: string;
};
export type EmailEventDetailPageQuery$data = {
  readonly emailEvent: {
    readonly id: string;
    readonly job: {
      readonly id: string;
      readonly kind: EmailJobKind;
      readonly subject: string;
    };
    readonly type: EmailEventType;
    readonly " $fragmentSpreads": FragmentRefs<"EmailEventDetail_event">;
  };
};
export type EmailEventDetailPageQuery = {
  response: EmailEventDetailPageQuery$data;
  variables: EmailEventDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "EmailJob",
  "kind": "LinkedField",
  "name": "job",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
      "name": "subject",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailEventDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EmailEvent",
        "kind": "LinkedField",
        "name": "emailEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmailEventDetail_event"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailEventDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EmailEvent",
        "kind": "LinkedField",
        "name": "emailEvent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "typeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipient",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "occurredAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "raw",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "headers",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9631ffee22501458ddd24939c4fea2a1",
    "id": null,
    "metadata": {},
    "name": "EmailEventDetailPageQuery",
    "operationKind": "query",
    "text": "query EmailEventDetailPageQuery(\n  $id: ID!\n) {\n  emailEvent(id: $id) {\n    id\n    type\n    job {\n      id\n      kind\n      subject\n    }\n    ...EmailEventDetail_event\n  }\n}\n\nfragment EmailEventDetail_event on EmailEvent {\n  id\n  type\n  typeId\n  recipient\n  occurredAt\n  source\n  url\n  reason\n  raw\n  headers\n  job {\n    id\n    kind\n    subject\n  }\n}\n"
  }
};
})();

(node as any).hash = "314658a72e4f46cef8c350bf39f569d9";

export default node;
