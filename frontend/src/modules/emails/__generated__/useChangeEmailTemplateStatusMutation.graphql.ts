/**
 * @generated SignedSource<<45d62aa5eea0044384bb1184441a905d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
export type ChangeEmailTemplateStatusInput = {
  id: string;
  status: EmailTemplateStatus;
};
export type useChangeEmailTemplateStatusMutation$variables = {
  input: ChangeEmailTemplateStatusInput;
};
export type useChangeEmailTemplateStatusMutation$data = {
  readonly changeEmailTemplateStatus: {
    readonly emailTemplate: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateDetail_template" | "EmailTemplateForm_template" | "EmailTemplateRow_template">;
    };
  };
};
export type useChangeEmailTemplateStatusMutation = {
  response: useChangeEmailTemplateStatusMutation$data;
  variables: useChangeEmailTemplateStatusMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeEmailTemplateStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeEmailTemplateStatusPayload",
        "kind": "LinkedField",
        "name": "changeEmailTemplateStatus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeEmailTemplateStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeEmailTemplateStatusPayload",
        "kind": "LinkedField",
        "name": "changeEmailTemplateStatus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "emailTemplate",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
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
    "cacheID": "e7864b0ec6f8206865bf8e0da982834a",
    "id": null,
    "metadata": {},
    "name": "useChangeEmailTemplateStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeEmailTemplateStatusMutation(\n  $input: ChangeEmailTemplateStatusInput!\n) {\n  changeEmailTemplateStatus(input: $input) {\n    emailTemplate {\n      id\n      ...EmailTemplateDetail_template\n      ...EmailTemplateForm_template\n      ...EmailTemplateRow_template\n    }\n  }\n}\n\nfragment EmailTemplateDetail_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  status\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n\nfragment EmailTemplateForm_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  markdown\n  status\n  version\n}\n\nfragment EmailTemplateRow_template on EmailTemplate {\n  id\n  version\n  name\n  subject\n  status\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab3e653a6ef3bfe37fd2ea3401f0aaa1";

export default node;
