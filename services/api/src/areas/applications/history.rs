//! How auditors read applications' history (issue 37 §2).

use crate::audit::{DELETED, Field, ID, Kind};

pub(super) const APPLICATION_STATUSES: &[(&str, &str, &str)] = &[
    ("draft", "Draft", "下書き"),
    ("active", "Active", "有効"),
    ("pending", "Pending", "保留"),
    ("archived", "Archived", "アーカイブ"),
];

pub(super) const NODE_STATUSES: &[(&str, &str, &str)] = &[
    ("not_started", "Not started", "未着手"),
    ("processing", "Processing", "処理中"),
    ("closed", "Closed", "クローズ"),
    ("completed", "Completed", "完了"),
];

pub(super) const TREES: &[(&str, &str, &str)] = &[
    ("pages", "Pages", "ページ"),
    ("requirements", "Requirements", "要件"),
];

pub(super) const NODE_KINDS: &[(&str, &str, &str)] = &[
    ("directory", "Directory", "ディレクトリ"),
    ("leaf", "Item", "項目"),
];

pub(super) static APPLICATION: &[Field] = &[
    ID,
    Field::new(
        "project_id",
        "Project",
        "プロジェクト",
        Kind::Reference("Project"),
    ),
    Field::plain("name", "Name", "名前"),
    Field::plain("description", "Description", "説明"),
    Field::new(
        "status",
        "Status",
        "ステータス",
        Kind::Enum(APPLICATION_STATUSES),
    ),
    DELETED,
];

pub(super) static NODE: &[Field] = &[
    ID,
    Field::new(
        "application_id",
        "Application",
        "アプリケーション",
        Kind::Reference("Application"),
    ),
    Field::new("tree", "Tree", "ツリー", Kind::Enum(TREES)),
    Field::new("kind", "Kind", "種類", Kind::Enum(NODE_KINDS)),
    Field::new(
        "parent_id",
        "Parent directory",
        "親ディレクトリ",
        Kind::Reference("ApplicationNode"),
    ),
    Field::plain("position", "Position", "並び順"),
    Field::plain("name", "Name", "名前"),
    Field::plain("content", "Content", "内容"),
    Field::new("status", "Status", "ステータス", Kind::Enum(NODE_STATUSES)),
    Field::new(
        "requirement_ids",
        "Requirements",
        "要件",
        Kind::Reference("ApplicationNode"),
    ),
    DELETED,
    // What it went to the trash with, when not on its own (the event says which directory).
    Field::new(
        "deleted_with",
        "Deleted with",
        "一緒に削除されたもの",
        Kind::Hidden,
    ),
];

/// What a node's event says that its state does not (issue 35): the directory it went to the
/// trash with, or came back with.
pub(super) static NODE_FACTS: &[Field] = &[Field::new(
    "directory_id",
    "With the directory",
    "ディレクトリ",
    Kind::Reference("ApplicationNode"),
)];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::applications::application::{Application, ApplicationStatus};
    use staffhub_domain::applications::node::{ApplicationNode, NodeKind, NodeStatus, Tree};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_an_application_and_its_nodes_is_labelled() {
        let id = uuid::Uuid::nil();
        assert_labelled::<Application>(
            APPLICATION,
            json!({
                "id": id, "project_id": id, "name": "n", "description": "d", "status": "draft",
                "deleted": false
            }),
        );
        assert_labelled::<ApplicationNode>(
            NODE,
            json!({
                "id": id, "application_id": id, "tree": "pages", "kind": "leaf", "parent_id": id,
                "position": 1, "name": "n", "content": "c", "status": "processing",
                "requirement_ids": [id], "deleted": true, "deleted_with": { "directory": id }
            }),
        );
        assert_enum_labelled(APPLICATION_STATUSES, &ApplicationStatus::ALL);
        assert_enum_labelled(NODE_STATUSES, &NodeStatus::ALL);
        assert_enum_labelled(TREES, &[Tree::Pages, Tree::Requirements]);
        assert_enum_labelled(NODE_KINDS, &[NodeKind::Directory, NodeKind::Leaf]);
    }
}
