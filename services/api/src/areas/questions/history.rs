//! How auditors read a question's history (issue 37 §2).

use crate::audit::{DELETED, Field, ID, Kind};

pub(super) const STATUSES: &[(&str, &str, &str)] = &[
    ("closed", "Closed", "クローズ"),
    ("answered", "Answered", "回答済み"),
    ("processing", "Processing", "対応中"),
];

/// Who a question is for (`QuestionScope`, tagged by `kind`).
const SCOPES: &[(&str, &str, &str)] = &[
    ("project", "Project", "プロジェクト"),
    ("organization", "Organization", "取引先"),
    ("internal", "Internal", "社内"),
];

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::new(
        "scope",
        "Asked of",
        "質問先",
        Kind::Group(&[
            Field::new("kind", "Scope", "範囲", Kind::Enum(SCOPES)),
            Field::new(
                "project_id",
                "Project",
                "プロジェクト",
                Kind::Reference("Project"),
            ),
            Field::new(
                "organization_id",
                "Organization",
                "取引先",
                Kind::Reference("Organization"),
            ),
        ]),
    ),
    Field::plain("title", "Title", "タイトル"),
    Field::plain("body", "Question", "質問"),
    Field::new("status", "Status", "ステータス", Kind::Enum(STATUSES)),
    Field::new(
        "asker_id",
        "Asked by",
        "質問者",
        Kind::Reference("Employee"),
    ),
    Field::plain("answer", "Answer", "回答"),
    Field::new(
        "answered_by",
        "Answered by",
        "回答者",
        Kind::Reference("Employee"),
    ),
    DELETED,
];

#[cfg(test)]
mod tests {
    use staffhub_domain::questions::{Question, QuestionStatus};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_a_question_is_labelled() {
        let id = uuid::Uuid::nil();
        for scope in [
            serde_json::json!({ "kind": "internal" }),
            serde_json::json!({ "kind": "project", "project_id": id }),
            serde_json::json!({ "kind": "organization", "project_id": id, "organization_id": id }),
        ] {
            assert_labelled::<Question>(
                FIELDS,
                serde_json::json!({
                    "id": id, "scope": scope, "title": "t", "body": "b", "status": "answered",
                    "asker_id": id, "answer": "a", "answered_by": id
                }),
            );
        }
        assert_enum_labelled(STATUSES, &QuestionStatus::ALL);
    }
}
