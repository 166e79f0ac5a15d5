/**
 * @generated SignedSource<<6c75589b5986a644ccc8b4eee12616c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewEmailJobPageQuery$variables = Record<PropertyKey, never>;
export type NewEmailJobPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EmailJobForm_query">;
};
export type NewEmailJobPageQuery = {
  response: NewEmailJobPageQuery$data;
  variables: NewEmailJobPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v2 = {
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
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
          (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v0/*:: as any*/),
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
          (v1/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "tags(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "e12cdea99160b6ac616d7061d5c99498",
    "id": null,
    "metadata": {},
    "name": "NewEmailJobPageQuery",
    "operationKind": "query",
    "text": "query NewEmailJobPageQuery {\n  ...EmailJobForm_query\n}\n\nfragment EmailJobForm_query on Query {\n  profile {\n    name\n  }\n  emailTemplates(first: 100, filter: {status: ACTIVE}, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n        subject\n        html\n      }\n    }\n  }\n  tags(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eaab85f17fee8115bfad64af3258f2d9";

export default node;
