/**
 * @generated SignedSource<<cb773c07875c218d625da819d9b46162>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewWorkflowTemplatePageQuery$variables = Record<PropertyKey, never>;
export type NewWorkflowTemplatePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WorkflowTemplateForm_query" | "useCanManageAgentRoles_query">;
};
export type NewWorkflowTemplatePageQuery = {
  response: NewWorkflowTemplatePageQuery$data;
  variables: NewWorkflowTemplatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roleId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewWorkflowTemplatePageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WorkflowTemplateForm_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useCanManageAgentRoles_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewWorkflowTemplatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "roles",
        "plural": true,
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
            "name": "roleCategoryId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProfileRole",
            "kind": "LinkedField",
            "name": "roles",
            "plural": true,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e2a3fd9d1992048c54915b6405e72dbc",
    "id": null,
    "metadata": {},
    "name": "NewWorkflowTemplatePageQuery",
    "operationKind": "query",
    "text": "query NewWorkflowTemplatePageQuery {\n  ...WorkflowTemplateForm_query\n  ...useCanManageAgentRoles_query\n}\n\nfragment WorkflowTemplateForm_query on Query {\n  ...useWorkflowRoleOptions_query\n}\n\nfragment useCanManageAgentRoles_query on Query {\n  profile {\n    roles {\n      roleId\n    }\n  }\n  roles {\n    roleId\n    roleCategoryId\n  }\n}\n\nfragment useWorkflowRoleOptions_query on Query {\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "68fdb468ec309358cbc2613413e98e5c";

export default node;
