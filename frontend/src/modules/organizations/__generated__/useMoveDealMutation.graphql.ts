/**
 * @generated SignedSource<<7d1366b04d96662cc5884d24702f9c6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoveDealInput = {
  dealStatusId: number;
  organizationId: string;
};
export type useMoveDealMutation$variables = {
  input: MoveDealInput;
};
export type useMoveDealMutation$data = {
  readonly moveDeal: {
    readonly organization: {
      readonly dealStatus: {
        readonly statusId: number;
      };
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DealCard_organization" | "OrganizationDetail_organization" | "OrganizationRow_organization">;
    };
  };
};
export type useMoveDealMutation = {
  response: useMoveDealMutation$data;
  variables: useMoveDealMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v2/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMoveDealMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MoveDealPayload",
        "kind": "LinkedField",
        "name": "moveDeal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DealCard_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationRow_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationDetail_organization"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveDealMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MoveDealPayload",
        "kind": "LinkedField",
        "name": "moveDeal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": (v5/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "color",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
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
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanDelete",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OrganizationMember",
                "kind": "LinkedField",
                "name": "members",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DealStay",
                "kind": "LinkedField",
                "name": "stageHistory",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enteredAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "leftAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "durationSeconds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Employee",
                    "kind": "LinkedField",
                    "name": "movedBy",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
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
    "cacheID": "afc0d1e5a95fe54439dabc17e8f94e5d",
    "id": null,
    "metadata": {},
    "name": "useMoveDealMutation",
    "operationKind": "mutation",
    "text": "mutation useMoveDealMutation(\n  $input: MoveDealInput!\n) {\n  moveDeal(input: $input) {\n    organization {\n      id\n      dealStatus {\n        statusId\n      }\n      ...DealCard_organization\n      ...OrganizationRow_organization\n      ...OrganizationDetail_organization\n    }\n  }\n}\n\nfragment DealCard_organization on Organization {\n  id\n  name\n  stageEnteredAt\n  dealStatus {\n    statusId\n  }\n  owner {\n    id\n    name\n  }\n  dealValue {\n    amount\n    currency\n    minorUnits\n  }\n  tags {\n    id\n    name\n    color\n  }\n}\n\nfragment OrganizationDetail_organization on Organization {\n  id\n  name\n  description\n  website\n  version\n  createdAt\n  updatedAt\n  memberCount\n  stageEnteredAt\n  viewerCanDelete\n  dealStatus {\n    statusId\n  }\n  dealValue {\n    amount\n    currency\n    minorUnits\n  }\n  owner {\n    id\n    name\n  }\n  tags {\n    id\n    name\n    color\n  }\n  createdBy {\n    id\n    name\n  }\n  ...OrganizationMembers_organization\n  ...StageHistory_organization\n}\n\nfragment OrganizationMembers_organization on Organization {\n  id\n  members {\n    id\n    name\n    email\n    title\n    phone\n  }\n}\n\nfragment OrganizationRow_organization on Organization {\n  id\n  version\n  name\n  stageEnteredAt\n  updatedAt\n  dealStatus {\n    statusId\n  }\n  owner {\n    id\n    name\n  }\n  dealValue {\n    amount\n    currency\n    minorUnits\n  }\n}\n\nfragment StageHistory_organization on Organization {\n  stageHistory {\n    dealStatus {\n      statusId\n    }\n    enteredAt\n    leftAt\n    durationSeconds\n    movedBy {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa7c6ca0a91851062656c1c2339e82d3";

export default node;
