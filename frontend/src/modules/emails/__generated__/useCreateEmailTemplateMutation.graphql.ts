/**
 * @generated SignedSource<<6735f516107afb719174419513568232>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
export type CreateEmailTemplateInput = {
  html?: string;
  markdown?: string | null | undefined;
  name: string;
  status: EmailTemplateStatus;
  subject: string;
};
export type useCreateEmailTemplateMutation$variables = {
  input: CreateEmailTemplateInput;
};
export type useCreateEmailTemplateMutation$data = {
  readonly createEmailTemplate: {
    readonly emailTemplate: {
      readonly id: string;
      readonly status: EmailTemplateStatus;
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateRow_template">;
    };
  };
};
export type useCreateEmailTemplateMutation = {
  response: useCreateEmailTemplateMutation$data;
  variables: useCreateEmailTemplateMutation$variables;
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
  "name": "status",
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
    "name": "useCreateEmailTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateEmailTemplatePayload",
        "kind": "LinkedField",
        "name": "createEmailTemplate",
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
    "name": "useCreateEmailTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateEmailTemplatePayload",
        "kind": "LinkedField",
        "name": "createEmailTemplate",
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
                "name": "version",
                "storageKey": null
              },
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
                  (v4/*:: as any*/)
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
    "cacheID": "4020eb56dad09194916bdafd3c9cfc58",
    "id": null,
    "metadata": {},
    "name": "useCreateEmailTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateEmailTemplateMutation(\n  $input: CreateEmailTemplateInput!\n) {\n  createEmailTemplate(input: $input) {\n    emailTemplate {\n      id\n      status\n      ...EmailTemplateRow_template\n    }\n  }\n}\n\nfragment EmailTemplateRow_template on EmailTemplate {\n  id\n  version\n  name\n  subject\n  status\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e66063b07ac6cc9696abd76a84e566c";

export default node;
