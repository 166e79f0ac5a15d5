//! How auditors read a member's and a role's history (issue 37 §2).

use crate::audit::{DELETED, Field, ID, Kind};

/// A role's categories (spec §4: management and execution).
pub(super) const ROLE_CATEGORIES: &[(&str, &str, &str)] = &[
    ("management", "Management", "管理"),
    ("execution", "Execution", "実行"),
];

pub(super) static EMPLOYEE: &[Field] = &[
    ID,
    Field::plain("name", "Name", "氏名"),
    Field::plain("email", "Email", "メールアドレス"),
    Field::new("role_ids", "Roles", "ロール", Kind::Reference("Role")),
    Field::plain("avatar_url", "Avatar", "アバター"),
    Field::plain("active", "Active", "有効"),
];

pub(super) static ROLE: &[Field] = &[
    Field::new("role_id", "Role number", "ロール番号", Kind::Hidden),
    Field::plain("name", "Name", "名前"),
    Field::new("category", "Category", "区分", Kind::Enum(ROLE_CATEGORIES)),
    DELETED,
];

#[cfg(test)]
mod tests {
    use staffhub_domain::members::employee::Employee;
    use staffhub_domain::members::role::{Role, RoleCategory};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_a_member_and_a_role_is_labelled() {
        assert_labelled::<Employee>(
            EMPLOYEE,
            serde_json::json!({
                "id": uuid::Uuid::nil(), "name": "n", "email": "e", "role_ids": [1],
                "avatar_url": "u", "active": true
            }),
        );
        assert_labelled::<Role>(
            ROLE,
            serde_json::json!({
                "role_id": 1, "name": "n", "category": "management", "deleted": false
            }),
        );
        assert_enum_labelled(ROLE_CATEGORIES, &RoleCategory::ALL);
    }
}
