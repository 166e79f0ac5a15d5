/**
 * @generated SignedSource<<03408816f70496cad00794b4f66b9086>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewEmailJobPageQuery$variables = Record<PropertyKey, never>;
export type NewEmailJobPageQuery$data = {
  readonly viewerCanCreateEmailJob: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"EmailJobForm_query">;
};
export type NewEmailJobPageQuery = {
  response: NewEmailJobPageQuery$data;
  variables: NewEmailJobPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "kind",
      "value": "SINGLE"
    }
  ],
  "kind": "ScalarField",
  "name": "viewerCanCreateEmailJob",
  "storageKey": "viewerCanCreateEmailJob(kind:\"SINGLE\")"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v3 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "ASC",
    "field": "NAME"
  }
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewEmailJobPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "EmailJobForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewEmailJobPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "filter",
            "value": {
              "status": "ACTIVE"
            }
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
                  (v4/*:: as any*/),
                  (v1/*:: as any*/),
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
        "storageKey": "emailTemplates(filter:{\"status\":\"ACTIVE\"},first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
      },
      {
        "alias": null,
        "args": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "concreteType": "TagConnection",
        "kind": "LinkedField",
        "name": "tags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TagEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "tags(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
      }
    ]
  },
  "params": {
    "cacheID": "4f733610a0cf2d062e5fe482abce99fa",
    "id": null,
    "metadata": {},
    "name": "NewEmailJobPageQuery",
    "operationKind": "query",
    "text": "query NewEmailJobPageQuery {\n  viewerCanCreateEmailJob(kind: SINGLE)\n  ...EmailJobForm_query\n}\n\nfragment EmailJobForm_query on Query {\n  profile {\n    name\n  }\n  emailTemplates(first: 100, filter: {status: ACTIVE}, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n        subject\n        html\n      }\n    }\n  }\n  ...useTagFormChoices_query\n}\n\nfragment useTagFormChoices_query on Query {\n  tags(first: 100, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7d3e616bf5d547376fb2543fba5da9a";

export default node;
