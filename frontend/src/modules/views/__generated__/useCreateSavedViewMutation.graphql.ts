/**
 * @generated SignedSource<<4194282bd07b197a7c8ceccb4defca40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateSavedViewInput = {
  list: string;
  name: string;
  query: string;
  sharedWithRoleId?: number | null | undefined;
};
export type useCreateSavedViewMutation$variables = {
  input: CreateSavedViewInput;
};
export type useCreateSavedViewMutation$data = {
  readonly createSavedView: {
    readonly savedView: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SavedViewNavItem_view">;
    };
  };
};
export type useCreateSavedViewMutation = {
  response: useCreateSavedViewMutation$data;
  variables: useCreateSavedViewMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateSavedViewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateSavedViewPayload",
        "kind": "LinkedField",
        "name": "createSavedView",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedView",
            "kind": "LinkedField",
            "name": "savedView",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SavedViewNavItem_view"
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
    "name": "useCreateSavedViewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateSavedViewPayload",
        "kind": "LinkedField",
        "name": "createSavedView",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedView",
            "kind": "LinkedField",
            "name": "savedView",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "list",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "query",
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
                "name": "isMine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileRole",
                "kind": "LinkedField",
                "name": "sharedWithRole",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roleId",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
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
                  (v2/*:: as any*/)
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
    "cacheID": "18d535a5a43af64b324eaa3cacb7adde",
    "id": null,
    "metadata": {},
    "name": "useCreateSavedViewMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSavedViewMutation(\n  $input: CreateSavedViewInput!\n) {\n  createSavedView(input: $input) {\n    savedView {\n      id\n      ...SavedViewNavItem_view\n    }\n  }\n}\n\nfragment SavedViewNavItem_view on SavedView {\n  id\n  list\n  name\n  query\n  version\n  isMine\n  viewerCanEdit\n  sharedWithRole {\n    roleId\n    name\n  }\n  owner {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6269dfd0c43019de8a236723db4addfd";

export default node;
