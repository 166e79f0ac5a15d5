/**
 * @generated SignedSource<<8a7ce52162a037451ee7f43160bbfb56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateOrganizationInput = {
  dealAmount: number;
  dealCurrency: string;
  description: string;
  expectedVersion: number;
  id: string;
  name: string;
  ownerId?: string | null | undefined;
  tagIds: ReadonlyArray<string>;
  website: string;
};
export type useUpdateOrganizationMutation$variables = {
  input: UpdateOrganizationInput;
};
export type useUpdateOrganizationMutation$data = {
  readonly updateOrganization: {
    readonly organization: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DealCard_organization" | "OrganizationDetail_organization" | "OrganizationForm_organization" | "OrganizationRow_organization">;
    };
  };
};
export type useUpdateOrganizationMutation = {
  response: useUpdateOrganizationMutation$data;
  variables: useUpdateOrganizationMutation$variables;
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
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
v5 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateOrganizationPayload",
        "kind": "LinkedField",
        "name": "updateOrganization",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationDetail_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationForm_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationRow_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DealCard_organization"
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
    "name": "useUpdateOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateOrganizationPayload",
        "kind": "LinkedField",
        "name": "updateOrganization",
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
                "name": "version",
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
                "name": "updatedAt",
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
                "name": "stageEnteredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanDelete",
                "storageKey": null
              },
              (v4/*:: as any*/),
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
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
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
    "cacheID": "74126af77d11896fc75a0a2ffc8d86fd",
    "id": null,
    "metadata": {},
    "name": "useUpdateOrganizationMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateOrganizationMutation(\n  $input: UpdateOrganizationInput!\n) {\n  updateOrganization(input: $input) {\n    organization {\n      id\n      ...OrganizationDetail_organization\n      ...OrganizationForm_organization\n      ...OrganizationRow_organization\n      ...DealCard_organization\n    }\n  }\n}\n\nfragment DealCard_organization on Organization {\n  id\n  name\n  stageEnteredAt\n  dealStatus {\n    statusId\n  }\n  owner {\n    id\n    name\n  }\n  dealValue {\n    amount\n    currency\n    minorUnits\n  }\n  tags {\n    id\n    name\n    color\n  }\n}\n\nfragment OrganizationDetail_organization on Organization {\n  id\n  name\n  description\n  website\n  version\n  createdAt\n  updatedAt\n  memberCount\n  stageEnteredAt\n  viewerCanDelete\n  dealStatus {\n    statusId\n  }\n  dealValue {\n    amount\n    currency\n    minorUnits\n  }\n  owner {\n    id\n    name\n  }\n  tags {\n    id\n    name\n    color\n  }\n  createdBy {\n    id\n    name\n  }\n  ...OrganizationMembers_organization\n  ...StageHistory_organization\n}\n\nfragment OrganizationForm_organization on Organization {\n  id\n  name\n  description\n  website\n  version\n  tags {\n    id\n    name\n  }\n  owner {\n    id\n    name\n  }\n  dealValue {\n    amount\n    currency\n  }\n  dealStatus {\n    statusId\n  }\n}\n\nfragment OrganizationMembers_organization on Organization {\n  id\n  members {\n    id\n    name\n    email\n    title\n    phone\n  }\n}\n\nfragment OrganizationRow_organization on Organization {\n  id\n  version\n  name\n  stageEnteredAt\n  updatedAt\n  dealStatus {\n    statusId\n  }\n  owner {\n    id\n    name\n  }\n  dealValue {\n    amount\n    currency\n    minorUnits\n  }\n}\n\nfragment StageHistory_organization on Organization {\n  stageHistory {\n    dealStatus {\n      statusId\n    }\n    enteredAt\n    leftAt\n    durationSeconds\n    movedBy {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3e2ffc214936c91efcfb2a4fcb99bea";

export default node;
