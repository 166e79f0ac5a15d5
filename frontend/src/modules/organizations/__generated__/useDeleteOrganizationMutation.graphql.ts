/**
 * @generated SignedSource<<d7ca71339ff87309b8d773badc4303ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteOrganizationInput = {
  id: string;
};
export type useDeleteOrganizationMutation$variables = {
  input: DeleteOrganizationInput;
};
export type useDeleteOrganizationMutation$data = {
  readonly deleteOrganization: {
    readonly deletedOrganizationId: string;
  };
};
export type useDeleteOrganizationMutation = {
  response: useDeleteOrganizationMutation$data;
  variables: useDeleteOrganizationMutation$variables;
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
  "name": "deletedOrganizationId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteOrganizationPayload",
        "kind": "LinkedField",
        "name": "deleteOrganization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useDeleteOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteOrganizationPayload",
        "kind": "LinkedField",
        "name": "deleteOrganization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedOrganizationId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c546414eaf0c62ca4cb1241be4a2afca",
    "id": null,
    "metadata": {},
    "name": "useDeleteOrganizationMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteOrganizationMutation(\n  $input: DeleteOrganizationInput!\n) {\n  deleteOrganization(input: $input) {\n    deletedOrganizationId\n  }\n}\n"
  }
};
})();

(node as any).hash = "15b484876a168496444cc7b66e818592";

export default node;
