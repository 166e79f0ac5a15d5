/**
 * @generated SignedSource<<84bd0b5e7586a0c8e000d4aab10d9dae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateEmailTemplateInput = {
  expectedVersion?: number | null | undefined;
  html?: string;
  id: string;
  markdown?: string | null | undefined;
  name: string;
  subject: string;
};
export type useUpdateEmailTemplateMutation$variables = {
  input: UpdateEmailTemplateInput;
};
export type useUpdateEmailTemplateMutation$data = {
  readonly updateEmailTemplate: {
    readonly emailTemplate: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateDetail_template" | "EmailTemplateForm_template" | "EmailTemplateRow_template">;
    };
  };
};
export type useUpdateEmailTemplateMutation = {
  response: useUpdateEmailTemplateMutation$data;
  variables: useUpdateEmailTemplateMutation$variables;
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
    "name": "useUpdateEmailTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateEmailTemplatePayload",
        "kind": "LinkedField",
        "name": "updateEmailTemplate",
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
                "name": "EmailTemplateForm_template"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EmailTemplateDetail_template"
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
    "name": "useUpdateEmailTemplateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateEmailTemplatePayload",
        "kind": "LinkedField",
        "name": "updateEmailTemplate",
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
                "name": "markdown",
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
    "cacheID": "d6b814b32a52722be42d89fb0b5e09f4",
    "id": null,
    "metadata": {},
    "name": "useUpdateEmailTemplateMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEmailTemplateMutation(\n  $input: UpdateEmailTemplateInput!\n) {\n  updateEmailTemplate(input: $input) {\n    emailTemplate {\n      id\n      ...EmailTemplateForm_template\n      ...EmailTemplateDetail_template\n      ...EmailTemplateRow_template\n    }\n  }\n}\n\nfragment EmailTemplateDetail_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  status\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n\nfragment EmailTemplateForm_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  markdown\n  status\n  version\n}\n\nfragment EmailTemplateRow_template on EmailTemplate {\n  id\n  version\n  name\n  subject\n  status\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "e8761f174ad2ac4867e4c6c561c7426d";

export default node;
