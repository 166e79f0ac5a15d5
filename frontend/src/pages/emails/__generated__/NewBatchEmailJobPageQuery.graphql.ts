/**
 * @generated SignedSource<<c9b0b05b93e6a265e7833224017024a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewBatchEmailJobPageQuery$variables = Record<PropertyKey, never>;
export type NewBatchEmailJobPageQuery$data = {
  readonly viewerCanCreateEmailJob: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"BatchConditionsFields_query" | "EmailJobForm_query">;
};
export type NewBatchEmailJobPageQuery = {
  response: NewBatchEmailJobPageQuery$data;
  variables: NewBatchEmailJobPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "kind",
      "value": "BATCH"
    }
  ],
  "kind": "ScalarField",
  "name": "viewerCanCreateEmailJob",
  "storageKey": "viewerCanCreateEmailJob(kind:\"BATCH\")"
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
    "name": "NewBatchEmailJobPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "EmailJobForm_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BatchConditionsFields_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewBatchEmailJobPageQuery",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DealStatus",
        "kind": "LinkedField",
        "name": "dealStatuses",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusId",
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
            "name": "description",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "444c62b2bfcb59581d9e4a7a1ddb618c",
    "id": null,
    "metadata": {},
    "name": "NewBatchEmailJobPageQuery",
    "operationKind": "query",
    "text": "query NewBatchEmailJobPageQuery {\n  viewerCanCreateEmailJob(kind: BATCH)\n  ...EmailJobForm_query\n  ...BatchConditionsFields_query\n}\n\nfragment BatchConditionsFields_query on Query {\n  dealStatuses {\n    statusId\n    label\n    description\n  }\n  ...useTagFormChoices_query\n}\n\nfragment EmailJobForm_query on Query {\n  profile {\n    name\n  }\n  emailTemplates(first: 100, filter: {status: ACTIVE}, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n        subject\n        html\n      }\n    }\n  }\n  ...useTagFormChoices_query\n}\n\nfragment useTagFormChoices_query on Query {\n  tags(first: 100, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab9104621e92f492b027015263e76674";

export default node;
