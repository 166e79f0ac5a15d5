/**
 * @generated SignedSource<<8ddc985b734ab20f298591b98faa8357>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
export type EmailTemplateFilter = {
  keyword?: string | null | undefined;
  status?: EmailTemplateStatus | null | undefined;
};
export type EmailTemplateListSubscription$variables = {
  filter?: EmailTemplateFilter | null | undefined;
};
export type EmailTemplateListSubscription$data = {
  readonly emailTemplatesChanged: {
    readonly emailTemplate: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateRow_template">;
    } | null | undefined;
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
  };
};
export type EmailTemplateListSubscription = {
  response: EmailTemplateListSubscription$data;
  variables: EmailTemplateListSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
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
},
v5 = {
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
    "name": "EmailTemplateListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EmailTemplateListChange",
        "kind": "LinkedField",
        "name": "emailTemplatesChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "name": "EmailTemplateListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EmailTemplateListChange",
        "kind": "LinkedField",
        "name": "emailTemplatesChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              (v5/*:: as any*/),
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
                "name": "status",
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
                  (v5/*:: as any*/)
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
    "cacheID": "37ae4092d0a5055f8b19df0c3574ed80",
    "id": null,
    "metadata": {},
    "name": "EmailTemplateListSubscription",
    "operationKind": "subscription",
    "text": "subscription EmailTemplateListSubscription(\n  $filter: EmailTemplateFilter\n) {\n  emailTemplatesChanged(filter: $filter) {\n    kind\n    id\n    matches\n    emailTemplate {\n      id\n      ...EmailTemplateRow_template\n    }\n  }\n}\n\nfragment EmailTemplateRow_template on EmailTemplate {\n  id\n  version\n  name\n  subject\n  status\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6c4b152109d711180b07f8b3dd594d4";

export default node;
