/**
 * @generated SignedSource<<f6fe3e93c300a9d95630f6f3bd80045a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendTestEmailInput = {
  attachmentIds?: ReadonlyArray<string> | null | undefined;
  conditions?: EmailConditionsInput | null | undefined;
  html: string;
  senderEmail: string;
  senderName: string;
  subject: string;
  targetEmails?: ReadonlyArray<string> | null | undefined;
};
export type EmailConditionsInput = {
  dealStatusIds: ReadonlyArray<number>;
  tagIds?: ReadonlyArray<string> | null | undefined;
};
export type useSendTestEmailMutation$variables = {
  input: SendTestEmailInput;
};
export type useSendTestEmailMutation$data = {
  readonly sendTestEmail: {
    readonly renderedAs: string | null | undefined;
    readonly sentTo: string;
  };
};
export type useSendTestEmailMutation = {
  response: useSendTestEmailMutation$data;
  variables: useSendTestEmailMutation$variables;
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
    "concreteType": "SendTestEmailPayload",
    "kind": "LinkedField",
    "name": "sendTestEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentTo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "renderedAs",
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
    "name": "useSendTestEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendTestEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4226ef14dc64991ca7b8e530147fc00e",
    "id": null,
    "metadata": {},
    "name": "useSendTestEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useSendTestEmailMutation(\n  $input: SendTestEmailInput!\n) {\n  sendTestEmail(input: $input) {\n    sentTo\n    renderedAs\n  }\n}\n"
  }
};
})();

(node as any).hash = "3aa553d889d0518d3a04a6ea6001993f";

export default node;
