/**
 * @generated SignedSource<<81a62beed1154da31929efc141da09ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationTree = "PAGES" | "REQUIREMENTS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationTraceability_application$data = {
  readonly id: string;
  readonly pagesWithoutRequirement: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly tree: ApplicationTree;
      };
    }>;
    readonly totalCount: number;
  };
  readonly requirementsWithoutPage: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly tree: ApplicationTree;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ApplicationTraceability_application";
};
export type ApplicationTraceability_application$key = {
  readonly " $data"?: ApplicationTraceability_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationTraceability_application">;
};

import ApplicationTraceabilityRefetchQuery_graphql from './ApplicationTraceabilityRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ApplicationNodeEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApplicationNode",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "tree",
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
  "argumentDefinitions": [
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ApplicationTraceabilityRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ApplicationTraceability_application",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "ApplicationNodeConnection",
      "kind": "LinkedField",
      "name": "requirementsWithoutPage",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "ApplicationNodeConnection",
      "kind": "LinkedField",
      "name": "pagesWithoutRequirement",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};
})();

(node as any).hash = "578d2559e7ca7bc8cb474d03d1be710d";

export default node;
