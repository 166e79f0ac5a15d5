//! How auditors read documents' history (issue 37 §2): role assignments and attachments one
//! by one, categories and roles by name.

use crate::audit::{DELETED, Field, ID, Items, Kind};

/// Document statuses (the search hit's labels).
pub(super) const STATUSES: &[(&str, &str, &str)] = &[
    ("active", "Active", "公開中"),
    ("archived", "Archived", "アーカイブ済み"),
    ("draft", "Draft", "下書き"),
];

pub(super) const ACCESS: &[(&str, &str, &str)] =
    &[("read", "Read", "閲覧"), ("edit", "Edit", "編集")];

/// A document's (or a permission category's) roles, each with its access.
static ROLE_ASSIGNMENTS: Items = Items {
    en: "Role",
    ja: "ロール",
    key: "role_id",
    name: "role_id",
    fields: &[
        Field::new("role_id", "Role", "ロール", Kind::Reference("Role")),
        Field::new("access", "Access", "権限", Kind::Enum(ACCESS)),
    ],
};

static ATTACHMENTS: Items = Items {
    en: "Attachment",
    ja: "添付ファイル",
    key: "attachment_id",
    name: "file_name",
    fields: &[
        Field::new(
            "attachment_id",
            "Attachment number",
            "添付番号",
            Kind::Hidden,
        ),
        Field::new("key", "Storage key", "保存先", Kind::Hidden),
        Field::plain("file_name", "File name", "ファイル名"),
        Field::plain("content_type", "File type", "ファイル形式"),
        Field::plain("size", "Size (bytes)", "サイズ（バイト）"),
    ],
};

pub(super) static DOCUMENT: &[Field] = &[
    ID,
    Field::plain("title", "Title", "タイトル"),
    Field::plain("body", "Body", "本文"),
    Field::new(
        "category_id",
        "Category",
        "カテゴリー",
        Kind::Reference("DocumentCategory"),
    ),
    Field::new(
        "permission_category_id",
        "Permission category",
        "権限カテゴリー",
        Kind::Reference("PermissionCategory"),
    ),
    Field::new("tag_ids", "Tags", "タグ", Kind::Reference("Tag")),
    Field::new("status", "Status", "ステータス", Kind::Enum(STATUSES)),
    Field::new("author_id", "Author", "作成者", Kind::Reference("Employee")),
    Field::plain("revision", "Revision", "改訂番号"),
    Field::new(
        "role_assignments",
        "Roles",
        "ロール",
        Kind::Items(&ROLE_ASSIGNMENTS),
    ),
    Field::new(
        "attachments",
        "Attachments",
        "添付ファイル",
        Kind::Items(&ATTACHMENTS),
    ),
    Field::new(
        "generated_by",
        "Written by AI",
        "AIによる作成",
        Kind::Group(&[
            Field::new("room_id", "Chat", "チャット", Kind::Reference("ChatRoom")),
            Field::new("message_id", "Answer", "回答", Kind::Hidden),
            Field::new(
                "model_id",
                "AI model",
                "AIモデル",
                Kind::Reference("AiModel"),
            ),
            Field::new(
                "agent",
                "Agent",
                "エージェント",
                Kind::Group(&[
                    Field::new(
                        "agent_id",
                        "Agent",
                        "エージェント",
                        Kind::Reference("Agent"),
                    ),
                    Field::plain("version", "Agent version", "エージェントの版"),
                ]),
            ),
            Field::plain("prompt", "Prompt", "依頼内容"),
        ]),
    ),
    DELETED,
];

pub(super) static CATEGORY: &[Field] = &[
    ID,
    Field::plain("name", "Name", "名前"),
    Field::plain("description", "Description", "説明"),
];

pub(super) static PERMISSION: &[Field] = &[
    ID,
    Field::plain("name", "Name", "名前"),
    Field::plain("description", "Description", "説明"),
    Field::new(
        "role_assignments",
        "Roles",
        "ロール",
        Kind::Items(&ROLE_ASSIGNMENTS),
    ),
];

pub(super) static FAVOURITES: &[Field] = &[
    Field::new(
        "employee_id",
        "Member",
        "メンバー",
        Kind::Reference("Employee"),
    ),
    Field::new(
        "document_ids",
        "Favourites",
        "お気に入り",
        Kind::Reference("Document"),
    ),
];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::documents::category::DocumentCategory;
    use staffhub_domain::documents::document::{Document, DocumentAccess, DocumentStatus};
    use staffhub_domain::documents::favourites::DocumentFavourites;
    use staffhub_domain::documents::permission::PermissionCategory;

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_the_documents_entities_is_labelled() {
        let id = uuid::Uuid::nil();
        let roles = json!([{ "role_id": 2, "access": "edit" }]);
        assert_labelled::<Document>(
            DOCUMENT,
            json!({
                "id": id, "title": "t", "body": "b", "category_id": id,
                "permission_category_id": id, "tag_ids": [id], "status": "active", "author_id": id,
                "revision": 2, "role_assignments": roles,
                "attachments": [{ "attachment_id": id, "key": "k", "file_name": "f",
                                  "content_type": "text/plain", "size": 3 }],
                "generated_by": { "room_id": id, "message_id": id, "model_id": id,
                                  "agent": { "agent_id": id, "version": 1 }, "prompt": "p" },
                "deleted": false
            }),
        );
        assert_labelled::<DocumentCategory>(
            CATEGORY,
            json!({
                "id": id, "name": "n", "description": "d"
            }),
        );
        assert_labelled::<PermissionCategory>(
            PERMISSION,
            json!({
                "id": id, "name": "n", "description": "d", "role_assignments": roles
            }),
        );
        assert_labelled::<DocumentFavourites>(
            FAVOURITES,
            json!({
                "employee_id": id, "document_ids": [id]
            }),
        );
        assert_enum_labelled(STATUSES, &DocumentStatus::ALL);
        assert_enum_labelled(ACCESS, &DocumentAccess::ALL);
    }
}
