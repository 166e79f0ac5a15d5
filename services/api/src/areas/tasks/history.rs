//! How auditors read a task's history (issue 37 §2): every state field labelled in en and ja.

use crate::audit::{DELETED, Field, ID, Kind};

/// Spec §4 task statuses (the search hit's labels, `super::status_label`, by the state's name).
pub(super) const STATUSES: &[(&str, &str, &str)] = &[
    ("open", "Open", "未対応"),
    ("processing", "Processing", "処理中"),
    ("closed", "Closed", "クローズ"),
    ("completed", "Completed", "完了"),
];

/// Spec §4 priorities (high 1, medium 2, low 3).
pub(super) const PRIORITIES: &[(&str, &str, &str)] = &[
    ("high", "High", "高"),
    ("medium", "Medium", "中"),
    ("low", "Low", "低"),
];

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::plain("title", "Title", "タイトル"),
    Field::plain("description", "Description", "説明"),
    Field::new("status", "Status", "ステータス", Kind::Enum(STATUSES)),
    Field::new("priority", "Priority", "優先度", Kind::Enum(PRIORITIES)),
    Field::new(
        "assignee_id",
        "Assignee",
        "担当者",
        Kind::Reference("Employee"),
    ),
    Field::plain("due_date", "Due date", "期限"),
    DELETED,
];

#[cfg(test)]
mod tests {
    use staffhub_domain::tasks::{Task, TaskPriority, TaskStatus};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_a_task_is_labelled() {
        assert_labelled::<Task>(
            FIELDS,
            serde_json::json!({
                "id": uuid::Uuid::nil(), "title": "t", "description": "d", "status": "open",
                "priority": "high", "assignee_id": uuid::Uuid::nil(), "due_date": "2026-01-02",
                "deleted": false
            }),
        );
        assert_enum_labelled(STATUSES, &TaskStatus::ALL);
        assert_enum_labelled(PRIORITIES, &TaskPriority::ALL);
    }
}
