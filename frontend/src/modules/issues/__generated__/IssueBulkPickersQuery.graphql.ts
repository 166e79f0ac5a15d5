/**
 * @generated SignedSource<<71fafb33fbc7fc54e101f96d78df400d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IssueBulkPickersQuery$variables = Record<PropertyKey, never>;
export type IssueBulkPickersQuery$data = {
  readonly issueCategories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly label: string;
        readonly position: number;
      };
    }>;
  };
  readonly issueStatuses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly label: string;
        readonly position: number;
      };
    }>;
  };
};
export type IssueBulkPickersQuery = {
  response: IssueBulkPickersQuery$data;
  variables: IssueBulkPickersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = [
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
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "position",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "IssueStatusConnection",
    "kind": "LinkedField",
    "name": "issueStatuses",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueStatusEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueStatus",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "issueStatuses(first:100)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "IssueCategoryConnection",
    "kind": "LinkedField",
    "name": "issueCategories",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "IssueCategoryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IssueCategory",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "issueCategories(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueBulkPickersQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IssueBulkPickersQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e6395ac76910c177969999fe80c502d1",
    "id": null,
    "metadata": {},
    "name": "IssueBulkPickersQuery",
    "operationKind": "query",
    "text": "query IssueBulkPickersQuery {\n  issueStatuses(first: 100) {\n    edges {\n      node {\n        id\n        label\n        position\n      }\n    }\n  }\n  issueCategories(first: 100) {\n    edges {\n      node {\n        id\n        label\n        position\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a48ff568a88dc4c3a92efed2d92133ae";

export default node;
