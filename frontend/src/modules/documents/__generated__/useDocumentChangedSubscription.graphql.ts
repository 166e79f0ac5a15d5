/**
 * @generated SignedSource<<7d66f15e3dd71df2a65c661e57140929>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useDocumentChangedSubscription$variables = {
  id: string;
};
export type useDocumentChangedSubscription$data = {
  readonly documentChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DocumentDetail_document" | "DocumentRow_document">;
  };
};
export type useDocumentChangedSubscription = {
  response: useDocumentChangedSubscription$data;
  variables: useDocumentChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revision",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v2/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "DocumentRoleAssignment",
  "kind": "LinkedField",
  "name": "roleAssignments",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accessId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleName",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDocumentChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "documentChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DocumentDetail_document"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DocumentRow_document"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDocumentChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "documentChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statusId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mayEdit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mayManageAccess",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isFavourite",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategory",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionCategory",
            "kind": "LinkedField",
            "name": "permissionCategory",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Employee",
            "kind": "LinkedField",
            "name": "author",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentAttachment",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contentType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "size",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentRevision",
            "kind": "LinkedField",
            "name": "revisions",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "restoredRevision",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Employee",
                "kind": "LinkedField",
                "name": "savedBy",
                "plural": false,
                "selections": (v6/*:: as any*/),
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
    "cacheID": "3a856d0f1d0f4bb714166fc2fda2bdb2",
    "id": null,
    "metadata": {},
    "name": "useDocumentChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useDocumentChangedSubscription(\n  $id: ID!\n) {\n  documentChanged(id: $id) {\n    id\n    ...DocumentDetail_document\n    ...DocumentRow_document\n  }\n}\n\nfragment DocumentAccess_document on Document {\n  id\n  mayManageAccess\n  permissionCategory {\n    id\n    name\n    roleAssignments {\n      roleId\n      accessId\n      roleName\n    }\n  }\n  roleAssignments {\n    roleId\n    accessId\n    roleName\n  }\n}\n\nfragment DocumentAttachments_document on Document {\n  id\n  mayEdit\n  attachments {\n    id\n    fileName\n    contentType\n    size\n    url\n  }\n}\n\nfragment DocumentDetail_document on Document {\n  id\n  title\n  body\n  statusId\n  version\n  revision\n  createdAt\n  updatedAt\n  mayEdit\n  mayManageAccess\n  isFavourite\n  category {\n    id\n    name\n  }\n  permissionCategory {\n    id\n    name\n  }\n  tags {\n    id\n    name\n    color\n  }\n  author {\n    id\n    name\n  }\n  ...DocumentAttachments_document\n  ...DocumentAccess_document\n  ...DocumentVersions_document\n}\n\nfragment DocumentRow_document on Document {\n  id\n  version\n  title\n  statusId\n  updatedAt\n  isFavourite\n  category {\n    id\n    name\n  }\n  tags {\n    id\n    name\n    color\n  }\n  author {\n    id\n    name\n  }\n}\n\nfragment DocumentVersions_document on Document {\n  id\n  version\n  revision\n  mayEdit\n  revisions {\n    revision\n    title\n    savedAt\n    restoredRevision\n    savedBy {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b6cd03d29f4a6fa061843dc59b3eefd";

export default node;
