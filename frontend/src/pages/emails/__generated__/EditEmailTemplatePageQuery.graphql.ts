/**
 * @generated SignedSource<<42db34187aa31fa2f1227774ea10b82f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditEmailTemplatePageQuery$variables = {
  id: string;
};
export type EditEmailTemplatePageQuery$data = {
  readonly node: {
    readonly __typename: string;
    readonly EmailTemplateForm_template: {
      readonly " $fragmentSpreads": FragmentRefs<"EmailTemplateForm_template">;
    } | null | undefined;
    readonly id?: string;
    readonly name?: string;
  } | null | undefined;
};
export type EditEmailTemplatePageQuery = {
  response: EditEmailTemplatePageQuery$data;
  variables: EditEmailTemplatePageQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditEmailTemplatePageQuery",
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
              (v4/*:: as any*/)
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
    "name": "EditEmailTemplatePageQuery",
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
              (v4/*:: as any*/)
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
    "cacheID": "07edceaeb129229fa8656cda15c306db",
    "id": null,
    "metadata": {},
    "name": "EditEmailTemplatePageQuery",
    "operationKind": "query",
    "text": "query EditEmailTemplatePageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on EmailTemplate {\n      id\n      name\n    }\n    ...EmailTemplateForm_template\n    id\n  }\n}\n\nfragment EmailTemplateForm_template on EmailTemplate {\n  id\n  name\n  subject\n  html\n  markdown\n  status\n  version\n}\n"
  }
};
})();

(node as any).hash = "3062011c403fe50bfa19e34c88ce2801";

export default node;
