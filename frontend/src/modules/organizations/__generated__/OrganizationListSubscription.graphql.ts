/**
 * @generated SignedSource<<520c84e6ae110ad1bde5b7196f7f2e6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeKind = "CREATED" | "DELETED" | "UPDATED" | "%future added value";
export type OrganizationFilter = {
  dealStatusIds?: ReadonlyArray<number> | null | undefined;
  keyword?: string | null | undefined;
  ownerId?: string | null | undefined;
  tagId?: string | null | undefined;
};
export type OrganizationListSubscription$variables = {
  filter?: OrganizationFilter | null | undefined;
};
export type OrganizationListSubscription$data = {
  readonly organizationsChanged: {
    readonly id: string;
    readonly kind: ChangeKind;
    readonly matches: boolean;
    readonly organization: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OrganizationRow_organization">;
    } | null | undefined;
  };
};
export type OrganizationListSubscription = {
  response: OrganizationListSubscription$data;
  variables: OrganizationListSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
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
  "name": "matches",
  "storageKey": null
},
v5 = {
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
    "name": "OrganizationListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrganizationChange",
        "kind": "LinkedField",
        "name": "organizationsChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationRow_organization"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationListSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrganizationChange",
        "kind": "LinkedField",
        "name": "organizationsChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stageEnteredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "dealValue",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currency",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minorUnits",
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
    ]
  },
  "params": {
    "cacheID": "9655cfd9982633cb1650de352c55572f",
    "id": null,
    "metadata": {},
    "name": "OrganizationListSubscription",
    "operationKind": "subscription",
    "text": "subscription OrganizationListSubscription(\n  $filter: OrganizationFilter\n) {\n  organizationsChanged(filter: $filter) {\n    kind\n    id\n    matches\n    organization {\n      id\n      ...OrganizationRow_organization\n    }\n  }\n}\n\nfragment OrganizationRow_organization on Organization {\n  id\n  version\n  name\n  stageEnteredAt\n  updatedAt\n  dealStatus {\n    statusId\n  }\n  owner {\n    id\n    name\n  }\n  dealValue {\n    amount\n    currency\n    minorUnits\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e3dffacc92fd1df154b6ebe7c209ca5";

export default node;
