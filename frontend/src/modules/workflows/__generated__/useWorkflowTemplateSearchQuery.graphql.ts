/**
 * @generated SignedSource<<3e6ba4f4be82888535c69d8ff6fc248f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useWorkflowTemplateSearchQuery$variables = {
  keyword: string;
};
export type useWorkflowTemplateSearchQuery$data = {
  readonly workflowTemplates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type useWorkflowTemplateSearchQuery = {
  response: useWorkflowTemplateSearchQuery$data;
  variables: useWorkflowTemplateSearchQuery$variables;
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
            "kind": "Literal",
            "name": "archived",
            "value": null
          },
          {
            "kind": "Variable",
            "name": "keyword",
            "variableName": "keyword"
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
    "concreteType": "WorkflowTemplateConnection",
    "kind": "LinkedField",
    "name": "workflowTemplates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WorkflowTemplateEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkflowTemplate",
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
    "name": "useWorkflowTemplateSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWorkflowTemplateSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "47f55c45b1934e05f4af050a93944d83",
    "id": null,
    "metadata": {},
    "name": "useWorkflowTemplateSearchQuery",
    "operationKind": "query",
    "text": "query useWorkflowTemplateSearchQuery(\n  $keyword: String!\n) {\n  workflowTemplates(first: 20, filter: {keyword: $keyword}, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b5ab785c1d67415e3421ff3e1908a028";

export default node;
