/**
 * @generated SignedSource<<49bfd458cd7179347faa653a3a1c7ab0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationsReportQuery$variables = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type OrganizationsReportQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PipelineReport_query">;
};
export type OrganizationsReportQuery = {
  response: OrganizationsReportQuery$data;
  variables: OrganizationsReportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationsReportQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "PipelineReport_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationsReportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PipelineReport",
        "kind": "LinkedField",
        "name": "pipelineReport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "from",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PipelineStage",
            "kind": "LinkedField",
            "name": "stages",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DealStatus",
                "kind": "LinkedField",
                "name": "dealStatus",
                "plural": false,
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
                    "name": "inFunnel",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entered",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "advanced",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "conversionRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "medianSecondsInStage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completedStays",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e9a5a7b8d1296d836ecb096eee972711",
    "id": null,
    "metadata": {},
    "name": "OrganizationsReportQuery",
    "operationKind": "query",
    "text": "query OrganizationsReportQuery(\n  $from: DateTime\n  $to: DateTime\n) {\n  ...PipelineReport_query_1tCgTg\n}\n\nfragment PipelineReport_query_1tCgTg on Query {\n  pipelineReport(from: $from, to: $to) {\n    from\n    to\n    stages {\n      dealStatus {\n        statusId\n        label\n        inFunnel\n      }\n      entered\n      advanced\n      conversionRate\n      medianSecondsInStage\n      completedStays\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa0680067b039ed9d36bf31ddaa93b40";

export default node;
