//! How auditors read agents' history (issue 37 §2): an agent's profile field by field, its
//! role, model, documents and tags by name.

use crate::audit::{DELETED, Field, ID, Kind};

/// An agent role's categories (the members' role categories).
pub(super) const CATEGORIES: &[(&str, &str, &str)] = &[
    ("management", "Management", "管理"),
    ("execution", "Execution", "実行"),
];

pub(super) static ROLE: &[Field] = &[
    ID,
    Field::plain("name", "Name", "名前"),
    Field::new("category", "Category", "区分", Kind::Enum(CATEGORIES)),
    DELETED,
];

pub(super) static AGENT: &[Field] = &[
    ID,
    Field::new("author_id", "Author", "作成者", Kind::Reference("Employee")),
    Field::new(
        "profile",
        "Profile",
        "プロフィール",
        Kind::Group(&[
            Field::plain("name", "Name", "名前"),
            Field::plain("description", "Description", "説明"),
            Field::plain("instruction", "Instruction", "指示"),
            Field::new("role_id", "Role", "ロール", Kind::Reference("AgentRole")),
            Field::plain("emotional_level", "Emotional level", "感情レベル"),
            Field::new(
                "default_model_id",
                "Default AI model",
                "既定のAIモデル",
                Kind::Reference("AiModel"),
            ),
            Field::plain("default_tool_keys", "Default tools", "既定のツール"),
            Field::new(
                "document_ids",
                "Documents",
                "文書",
                Kind::Reference("Document"),
            ),
            Field::new("tag_ids", "Tags", "タグ", Kind::Reference("Tag")),
        ]),
    ),
    Field::plain("archived", "Archived", "アーカイブ済み"),
    DELETED,
];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::agents::{Agent, AgentRole};
    use staffhub_domain::members::role::RoleCategory;

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_an_agent_and_its_role_is_labelled() {
        let id = uuid::Uuid::nil();
        assert_labelled::<AgentRole>(
            ROLE,
            json!({
                "id": id, "name": "n", "category": "execution", "deleted": true
            }),
        );
        assert_labelled::<Agent>(
            AGENT,
            json!({
                "id": id, "author_id": id, "archived": false, "deleted": false,
                "profile": { "name": "n", "description": "d", "instruction": "i", "role_id": id,
                             "emotional_level": 3, "default_model_id": id,
                             "default_tool_keys": ["k"], "document_ids": [id], "tag_ids": [id] }
            }),
        );
        assert_enum_labelled(CATEGORIES, &RoleCategory::ALL);
    }
}
