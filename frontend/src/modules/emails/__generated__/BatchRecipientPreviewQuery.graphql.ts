/**
 * @generated SignedSource<<57001c131bbfa99e2ac266169261f8c9>>
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
export type BatchRecipientPreviewQuery$variables = {
  conditions: EmailConditionsInput;
};
export type BatchRecipientPreviewQuery$data = {
  readonly batchRecipientPreview: {
    readonly count: number;
    readonly limit: number;
    readonly sample: ReadonlyArray<{
      readonly email: string;
      readonly name: string;
      readonly organizationName: string;
    }>;
    readonly suppressed: number;
  };
};
export type BatchRecipientPreviewQuery = {
  response: BatchRecipientPreviewQuery$data;
  variables: BatchRecipientPreviewQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suppressed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "limit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BatchRecipient",
        "kind": "LinkedField",
        "name": "sample",
        "plural": true,
        "selections": [
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "organizationName",
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BatchRecipientPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BatchRecipientPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dac3ab67c29f07f89de2398165799851",
    "id": null,
    "metadata": {},
    "name": "BatchRecipientPreviewQuery",
    "operationKind": "query",
    "text": "query BatchRecipientPreviewQuery(\n  $conditions: EmailConditionsInput!\n) {\n  batchRecipientPreview(conditions: $conditions) {\n    count\n    suppressed\n    limit\n    sample {\n      email\n      name\n      organizationName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0263a212ab93180756eb71697eb69eb0";

export default node;
