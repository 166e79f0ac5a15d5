/**
 * @generated SignedSource<<cb56b952fc756f12001744eebf74f919>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type useEmailTemplateChangedSubscription$variables = {
  id: string;
};
export type useEmailTemplateChangedSubscription$data = {
  readonly emailTemplateChanged: {
    readonly emailTemplate: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateDetail_template" | "EmailTemplateForm_template" | "EmailTemplateRow_template">;
    };
    readonly kind: ChangeKind;
  };
};
export type useEmailTemplateChangedSubscription = {
  response: useEmailTemplateChangedSubscription$data;
  variables: useEmailTemplateChangedSubscription$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEmailTemplateChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EmailTemplateChange",
        "kind": "LinkedField",
        "name": "emailTemplateChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailTemplateDetail_template"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailTemplateForm_template"
              },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEmailTemplateChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EmailTemplateChange",
        "kind": "LinkedField",
        "name": "emailTemplateChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "html",
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
                "name": "version",
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markdown",
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
    "cacheID": "bfd1f1818b46308d9bed3a7700424f67",
    "id": null,
    "metadata": {},
    "name": "useEmailTemplateChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useEmailTemplateChangedSubscription(\n  $id: ID!\n) {\n  emailTemplateChanged(id: $id) {\n    kind\n    emailTemplate {\n      id\n      ...EmailTemplateDetail_template\n      ...EmailTemplateForm_template\n      ...EmailTemplateRow_template\n    }\n  }\n}\n\nfragment EmailTemplateDetail_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  status\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n\nfragment EmailTemplateForm_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  markdown\n  status\n  version\n}\n\nfragment EmailTemplateRow_template on EmailTemplate {\n  id\n  version\n  name\n  subject\n  status\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef6381bc39da14eadd1c58e0f0bbd8b0";

export default node;
