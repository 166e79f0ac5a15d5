/**
 * @generated SignedSource<<232ae15c361ca51205d4a48561f549ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
export type useEmailTemplatesChangedSubscription$variables = Record<PropertyKey, never>;
export type useEmailTemplatesChangedSubscription$data = {
  readonly emailTemplatesChanged: {
    readonly emailTemplate: {
      readonly id: string;
      readonly name: string;
      readonly status: EmailTemplateStatus;
      readonly subject: string;
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateRow_template">;
    };
    readonly kind: ChangeKind;
  };
};
export type useEmailTemplatesChangedSubscription = {
  response: useEmailTemplatesChangedSubscription$data;
  variables: useEmailTemplatesChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEmailTemplatesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailTemplateChange",
        "kind": "LinkedField",
        "name": "emailTemplatesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailTemplateRow_template"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useEmailTemplatesChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailTemplateChange",
        "kind": "LinkedField",
        "name": "emailTemplatesChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
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
    "cacheID": "932cdc5765fb828afc5a4e17fb0daff7",
    "id": null,
    "metadata": {},
    "name": "useEmailTemplatesChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useEmailTemplatesChangedSubscription {\n  emailTemplatesChanged {\n    kind\n    emailTemplate {\n      id\n      name\n      subject\n      status\n      ...EmailTemplateRow_template\n    }\n  }\n}\n\nfragment EmailTemplateRow_template on EmailTemplate {\n  id\n  name\n  subject\n  status\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "4de15fa72fa2df28e28116c7924e29df";

export default node;
