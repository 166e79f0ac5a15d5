/**
 * @generated SignedSource<<53cf4f44e0bcdbd410fead90b1cb0304>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignOutInput = {
  clientMutationId?: string | null | undefined;
};
export type useSignOutMutation$variables = {
  input: SignOutInput;
};
export type useSignOutMutation$data = {
  readonly signOut: {
    readonly signedOut: boolean;
  };
};
export type useSignOutMutation = {
  response: useSignOutMutation$data;
  variables: useSignOutMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signedOut",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fcdf5b67ec44dae7ff2ee9c78f74409d",
    "id": null,
    "metadata": {},
    "name": "useSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation useSignOutMutation(\n  $input: SignOutInput!\n) {\n  signOut(input: $input) {\n    signedOut\n  }\n}\n"
  }
};
})();

(node as any).hash = "18ea285db3114aebfb96b50aa60813f8";

export default node;
