//! Documents' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::documents::category::DocumentCategory as CategoryAggregate;
use staffhub_domain::documents::document::Document as DocumentAggregate;
use staffhub_domain::documents::favourites::DocumentFavourites as FavouritesAggregate;
use staffhub_domain::documents::permission::PermissionCategory as PermissionAggregate;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::graphql::search::Searched;
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "documents",
    policy: &[
        ("Query.documents", Rule::Staff),
        ("Query.document", Rule::Staff),
        ("Query.documentCategories", Rule::Staff),
        ("Query.permissionCategories", Rule::Staff),
        ("Mutation.createDocument", Rule::Staff),
        ("Mutation.updateDocument", Rule::Staff),
        ("Mutation.restoreDocumentRevision", Rule::Staff),
        ("Mutation.changeDocumentStatus", Rule::Staff),
        ("Mutation.assignDocumentCategory", Rule::Staff),
        ("Mutation.changeDocumentPermissionCategory", Rule::Staff),
        ("Mutation.assignDocumentRole", Rule::Staff),
        ("Mutation.unassignDocumentRole", Rule::Staff),
        ("Mutation.addDocumentAttachment", Rule::Staff),
        ("Mutation.removeDocumentAttachment", Rule::Staff),
        ("Mutation.addDocumentFavourite", Rule::Staff),
        ("Mutation.removeDocumentFavourite", Rule::Staff),
        ("Mutation.createDocumentCategory", Rule::Admin),
        ("Mutation.updateDocumentCategory", Rule::Admin),
        ("Mutation.createPermissionCategory", Rule::Admin),
        ("Mutation.updatePermissionCategory", Rule::Admin),
        ("Mutation.assignPermissionCategoryRole", Rule::Admin),
        ("Mutation.unassignPermissionCategoryRole", Rule::Admin),
        ("Subscription.documentChanged", Rule::Staff),
        ("Subscription.documentsChanged", Rule::Staff),
        ("Subscription.documentCategoriesChanged", Rule::Staff),
        ("Subscription.permissionCategoriesChanged", Rule::Staff),
    ],
    projections: &["documents"],
    entities: &[
        Entity {
            type_name: "Document",
            aggregate_type: "Document",
            read_operation: "Query.documents",
            read_model: Some(ReadModel {
                table: "document_list",
                alias: "d",
                id_column: "document_id",
                title: "d.title",
                condition: Some(crate::read::documents::condition),
            }),
            // The row as the system sees it; `visible` hides it from those without access.
            lifecycle: Some(Lifecycle {
                created: "DocumentCreated",
                deleted: "DocumentDeleted",
                revived: "DocumentRestored",
            }),
            search: Some(Searched {
                list_operation: "Query.documents",
                statement: crate::read::documents::SEARCH,
                hit: crate::graphql::documents::document_hit,
            }),
            node: Some(crate::graphql::documents::document_node),
            visible: None,
            // Whoever edits a document deletes and restores it (issue 35), and only they see
            // it in the trash: a restricted one's title is not told to anyone else.
            trash: Some(Trash {
                table: "document_trash",
                operation: "Mutation.updateDocument",
                delete: crate::command::delete::<super::DocumentTarget>,
                restore: crate::command::restore::<super::DocumentTarget>,
                visible: Some(crate::read::documents::edit_condition),
            }),
            bulk: Some(super::bulk::BULK),
            import: None,
            history: History {
                states: states::<DocumentAggregate>,
                blank: blank::<DocumentAggregate>,
                labels: &[
                    ("DocumentCreated", "Document created", "ドキュメントを作成"),
                    ("DocumentEdited", "Edited", "編集"),
                    (
                        "DocumentRevisionRestored",
                        "Version restored",
                        "バージョンを復元",
                    ),
                    (
                        "DocumentStatusChanged",
                        "Status changed",
                        "ステータスを変更",
                    ),
                    (
                        "DocumentCategoryAssigned",
                        "Category changed",
                        "カテゴリーを変更",
                    ),
                    (
                        "DocumentPermissionCategoryChanged",
                        "Permission category changed",
                        "権限カテゴリーを変更",
                    ),
                    ("DocumentRoleAssigned", "Role assigned", "ロールを割り当て"),
                    (
                        "DocumentRoleUnassigned",
                        "Role assignment removed",
                        "ロールの割り当てを解除",
                    ),
                    (
                        "DocumentAttachmentAdded",
                        "Attachment added",
                        "添付ファイルを追加",
                    ),
                    (
                        "DocumentAttachmentRemoved",
                        "Attachment removed",
                        "添付ファイルを削除",
                    ),
                    ("DocumentDeleted", "Deleted", "削除"),
                    ("DocumentRestored", "Restored", "復元"),
                ],
                title: ("/title", "/title"),
                fields: history::DOCUMENT,
                facts: &[],
            },
        },
        Entity {
            type_name: "DocumentCategory",
            aggregate_type: "DocumentCategory",
            read_operation: "Query.documentCategories",
            read_model: None,
            lifecycle: Some(Lifecycle {
                created: "DocumentCategoryCreated",
                deleted: "",
                revived: "",
            }),
            search: None,
            node: Some(crate::graphql::documents::document_category_node),
            visible: None,
            trash: None,
            bulk: None,
            import: None,
            history: History {
                states: states::<CategoryAggregate>,
                blank: blank::<CategoryAggregate>,
                labels: &[
                    (
                        "DocumentCategoryCreated",
                        "Category created",
                        "カテゴリーを作成",
                    ),
                    (
                        "DocumentCategoryUpdated",
                        "Category updated",
                        "カテゴリーを更新",
                    ),
                ],
                title: ("/name", "/name"),
                fields: history::CATEGORY,
                facts: &[],
            },
        },
        Entity {
            type_name: "PermissionCategory",
            aggregate_type: "PermissionCategory",
            read_operation: "Query.permissionCategories",
            read_model: None,
            lifecycle: Some(Lifecycle {
                created: "PermissionCategoryCreated",
                deleted: "",
                revived: "",
            }),
            search: None,
            node: Some(crate::graphql::documents::permission_category_node),
            visible: None,
            trash: None,
            bulk: None,
            import: None,
            history: History {
                states: states::<PermissionAggregate>,
                blank: blank::<PermissionAggregate>,
                labels: &[
                    (
                        "PermissionCategoryCreated",
                        "Permission category created",
                        "権限カテゴリーを作成",
                    ),
                    (
                        "PermissionCategoryUpdated",
                        "Permission category updated",
                        "権限カテゴリーを更新",
                    ),
                    (
                        "PermissionCategoryRoleAssigned",
                        "Role assigned",
                        "ロールを割り当て",
                    ),
                    (
                        "PermissionCategoryRoleUnassigned",
                        "Role assignment removed",
                        "ロールの割り当てを解除",
                    ),
                ],
                title: ("/name", "/name"),
                fields: history::PERMISSION,
                facts: &[],
            },
        },
        // Favourites are per employee and private: no global id, no history screen.
        Entity {
            type_name: "DocumentFavourites",
            aggregate_type: "DocumentFavourites",
            read_operation: "Query.documents",
            read_model: None,
            lifecycle: None,
            search: None,
            node: None,
            visible: None,
            trash: None,
            bulk: None,
            import: None,
            history: History {
                states: states::<FavouritesAggregate>,
                blank: blank::<FavouritesAggregate>,
                labels: &[
                    (
                        "DocumentFavourited",
                        "Added to favourites",
                        "お気に入りに追加",
                    ),
                    (
                        "DocumentUnfavourited",
                        "Removed from favourites",
                        "お気に入りから削除",
                    ),
                ],
                title: ("", ""),
                fields: history::FAVOURITES,
                facts: &[],
            },
        },
    ],
};
