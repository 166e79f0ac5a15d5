/**
 * @generated SignedSource<<a19ebf18bff47b8ada49c9dbbd759502>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailTemplateFormRefetchQuery$variables = {
  id: string;
};
export type EmailTemplateFormRefetchQuery$data = {
  readonly node: {
    readonly EmailTemplateForm_template: {
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateForm_template">;
    } | null | undefined;
  } | null | undefined;
};
export type EmailTemplateFormRefetchQuery = {
  response: EmailTemplateFormRefetchQuery$data;
  variables: EmailTemplateFormRefetchQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailTemplateFormRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "EmailTemplateForm_template"
                }
              ],
              "type": "EmailTemplate",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "EmailTemplateForm_template"
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
    "name": "EmailTemplateFormRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
    "cacheID": "ee269646522d8f1306c6ce59598c2702",
    "id": null,
    "metadata": {},
    "name": "EmailTemplateFormRefetchQuery",
    "operationKind": "query",
    "text": "query EmailTemplateFormRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...EmailTemplateForm_template\n    id\n  }\n}\n\nfragment EmailTemplateForm_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  markdown\n  status\n  version\n}\n"
  }
};
})();

(node as any).hash = "1fe8cbe2b0b87d83bc14a550d08bcd01";

export default node;
