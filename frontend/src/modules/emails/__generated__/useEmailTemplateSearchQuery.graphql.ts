/**
 * @generated SignedSource<<699c4d4b719a23ce431620996fbaf87d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useEmailTemplateSearchQuery$variables = {
  keyword: string;
};
export type useEmailTemplateSearchQuery$data = {
  readonly emailTemplates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly html: string;
        readonly id: string;
        readonly name: string;
        readonly subject: string;
      };
    }>;
  };
};
export type useEmailTemplateSearchQuery = {
  response: useEmailTemplateSearchQuery$data;
  variables: useEmailTemplateSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyword"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "keyword",
            "variableName": "keyword"
          },
          {
            "kind": "Literal",
            "name": "status",
            "value": "ACTIVE"
          }
        ],
        "kind": "ObjectValue",
        "name": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": {
          "direction": "ASC",
          "field": "NAME"
        }
      }
    ],
    "concreteType": "EmailTemplateConnection",
    "kind": "LinkedField",
    "name": "emailTemplates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailTemplateEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EmailTemplate",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEmailTemplateSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEmailTemplateSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "17e7342ff20da29d0315b4ecd3472d86",
    "id": null,
    "metadata": {},
    "name": "useEmailTemplateSearchQuery",
    "operationKind": "query",
    "text": "query useEmailTemplateSearchQuery(\n  $keyword: String!\n) {\n  emailTemplates(first: 20, filter: {keyword: $keyword, status: ACTIVE}, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n        subject\n        html\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd5670448483e914ec64906462b23605";

export default node;
