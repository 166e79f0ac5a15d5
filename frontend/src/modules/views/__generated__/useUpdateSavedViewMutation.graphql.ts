/**
 * @generated SignedSource<<cab7eced5af2c49096f62243e9793961>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSavedViewInput = {
  expectedVersion: number;
  id: string;
  name: string;
  query: string;
  sharedWithRoleId?: number | null | undefined;
};
export type useUpdateSavedViewMutation$variables = {
  input: UpdateSavedViewInput;
};
export type useUpdateSavedViewMutation$data = {
  readonly updateSavedView: {
    readonly savedView: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SavedViewNavItem_view">;
    };
  };
};
export type useUpdateSavedViewMutation = {
  response: useUpdateSavedViewMutation$data;
  variables: useUpdateSavedViewMutation$variables;
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
    "name": "useUpdateSavedViewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSavedViewPayload",
        "kind": "LinkedField",
        "name": "updateSavedView",
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
    "name": "useUpdateSavedViewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSavedViewPayload",
        "kind": "LinkedField",
        "name": "updateSavedView",
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
    "cacheID": "fb2d9f838948115f4fa6cb811e1253f3",
    "id": null,
    "metadata": {},
    "name": "useUpdateSavedViewMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSavedViewMutation(\n  $input: UpdateSavedViewInput!\n) {\n  updateSavedView(input: $input) {\n    savedView {\n      id\n      ...SavedViewNavItem_view\n    }\n  }\n}\n\nfragment SavedViewNavItem_view on SavedView {\n  id\n  list\n  name\n  query\n  version\n  isMine\n  viewerCanEdit\n  sharedWithRole {\n    roleId\n    name\n  }\n  owner {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3140e774b00c783181360a3470185df";

export default node;
