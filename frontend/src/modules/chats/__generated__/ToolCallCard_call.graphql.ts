/**
 * @generated SignedSource<<ceb9870ecc01e8f53594c6f097c85a6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ToolCallCard_call$data = {
  readonly input: unknown;
  readonly isError: boolean;
  readonly name: string;
  readonly output: unknown | null | undefined;
  readonly tool: {
    readonly id: string;
    readonly key: string;
    readonly name: string;
  } | null | undefined;
  readonly toolUseId: string;
  readonly " $fragmentType": "ToolCallCard_call";
};
export type ToolCallCard_call$key = {
  readonly " $data"?: ToolCallCard_call$data;
  readonly " $fragmentSpreads": FragmentRefs<"ToolCallCard_call">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ToolCallCard_call",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toolUseId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "input",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "output",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiTool",
      "kind": "LinkedField",
      "name": "tool",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ToolCall",
  "abstractKey": null
};
})();

(node as any).hash = "37909ee36d817cf44565c619e8fe5c3f";

export default node;
