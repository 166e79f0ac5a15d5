/**
 * @generated SignedSource<<0a83c28d2852d142486349cea4895183>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailConditionsInput = {
  dealStatusIds: ReadonlyArray<number>;
  tagIds?: ReadonlyArray<string> | null | undefined;
};
export type BatchSendConfirmQuery$variables = {
  conditions: EmailConditionsInput;
};
export type BatchSendConfirmQuery$data = {
  readonly batchRecipientPreview: {
    readonly count: number;
  };
};
export type BatchSendConfirmQuery = {
  response: BatchSendConfirmQuery$data;
  variables: BatchSendConfirmQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "conditions"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conditions",
        "variableName": "conditions"
      }
    ],
    "concreteType": "BatchRecipientPreview",
    "kind": "LinkedField",
    "name": "batchRecipientPreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
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
    "name": "BatchSendConfirmQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BatchSendConfirmQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "69af538afcb3a3247a174ea8c8b34d74",
    "id": null,
    "metadata": {},
    "name": "BatchSendConfirmQuery",
    "operationKind": "query",
    "text": "query BatchSendConfirmQuery(\n  $conditions: EmailConditionsInput!\n) {\n  batchRecipientPreview(conditions: $conditions) {\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "d39efedddd0e166d639dd9356aeba949";

export default node;
