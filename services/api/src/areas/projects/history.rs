//! How auditors read a project's history (issue 37 §2).

use crate::audit::{DELETED, Field, ID, Kind};

/// Spec §4 project statuses (the search hit's labels, `super::status_label`).
pub(super) const STATUSES: &[(&str, &str, &str)] = &[
    ("planning", "Planning", "計画中"),
    ("active", "Active", "進行中"),
    ("canceled", "Canceled", "中止"),
    ("archived", "Archived", "アーカイブ"),
];

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::plain("name", "Name", "名前"),
    Field::plain("description", "Description", "説明"),
    Field::new("status", "Status", "ステータス", Kind::Enum(STATUSES)),
    Field::new(
        "organization_ids",
        "Organizations",
        "取引先",
        Kind::Reference("Organization"),
    ),
    Field::new(
        "employee_ids",
        "Team",
        "チーム",
        Kind::Reference("Employee"),
    ),
    DELETED,
];

#[cfg(test)]
mod tests {
    use staffhub_domain::projects::{Project, ProjectStatus};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_a_project_is_labelled() {
        assert_labelled::<Project>(
            FIELDS,
            serde_json::json!({
                "id": uuid::Uuid::nil(), "name": "n", "description": "d", "status": "active",
                "organization_ids": [uuid::Uuid::nil()], "employee_ids": [uuid::Uuid::nil()],
                "deleted": false
            }),
        );
        assert_enum_labelled(STATUSES, &ProjectStatus::ALL);
    }
}
