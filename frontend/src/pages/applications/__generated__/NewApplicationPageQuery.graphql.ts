/**
 * @generated SignedSource<<9a69fe7d0d70c463c37919b94ed3bf44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewApplicationPageQuery$variables = Record<PropertyKey, never>;
export type NewApplicationPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_query">;
};
export type NewApplicationPageQuery = {
  response: NewApplicationPageQuery$data;
  variables: NewApplicationPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewApplicationPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ApplicationForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewApplicationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "ProjectConnection",
        "kind": "LinkedField",
        "name": "projects",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProjectEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Project",
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
        "storageKey": "projects(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "61f5ce80c61b68e5e006154e1d2e9c1a",
    "id": null,
    "metadata": {},
    "name": "NewApplicationPageQuery",
    "operationKind": "query",
    "text": "query NewApplicationPageQuery {\n  ...ApplicationForm_query\n}\n\nfragment ApplicationForm_query on Query {\n  projects(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};

(node as any).hash = "8333dc627af638b579ba26ec429196dc";

export default node;
