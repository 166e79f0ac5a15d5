/**
 * @generated SignedSource<<d9bd7c77d3081fa63196e68014a96fea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectQuestions_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationScopeQuestions_query" | "ProjectScopeQuestions_query">;
  readonly " $fragmentType": "ProjectQuestions_query";
};
export type ProjectQuestions_query$key = {
  readonly " $data"?: ProjectQuestions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectQuestions_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "projectId",
    "variableName": "projectId"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "projectId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectQuestions_query",
  "selections": [
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "ProjectScopeQuestions_query"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "OrganizationScopeQuestions_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "1b20dc2b4a7e0de0adb2f62fb2b262b7";

export default node;
