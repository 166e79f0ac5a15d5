/**
 * @generated SignedSource<<b25796bd8a1bfd134264613d0c5ef28d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateStatus = "ACTIVE" | "DRAFT" | "%future added value";
export type EmailTemplateDetailPageQuery$variables = {
  id: string;
};
export type EmailTemplateDetailPageQuery$data = {
  readonly node: {
    readonly __typename: string;
    readonly EmailTemplateDetail_template: {
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateDetail_template">;
    } | null | undefined;
    readonly id?: string;
    readonly name?: string;
    readonly status?: EmailTemplateStatus;
  } | null | undefined;
};
export type EmailTemplateDetailPageQuery = {
  response: EmailTemplateDetailPageQuery$data;
  variables: EmailTemplateDetailPageQuery$variables;
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
  "name": "__typename",
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
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailTemplateDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "EmailTemplate",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "EmailTemplateDetail_template"
                }
              ],
              "type": "EmailTemplate",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "EmailTemplateDetail_template"
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
    "name": "EmailTemplateDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "EmailTemplate",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
              (v5/*:: as any*/),
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
              }
            ],
            "type": "EmailTemplate",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "784edcc3624209e51dbefc47b45e73e8",
    "id": null,
    "metadata": {},
    "name": "EmailTemplateDetailPageQuery",
    "operationKind": "query",
    "text": "query EmailTemplateDetailPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on EmailTemplate {\n      id\n      name\n      status\n    }\n    ...EmailTemplateDetail_template\n    id\n  }\n}\n\nfragment EmailTemplateDetail_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  status\n  version\n  createdAt\n  updatedAt\n  author {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3f6f59c491118c4cfe03904903766c4";

export default node;
