//! How auditors read a notification inbox's history (issue 37 §2).

use crate::audit::{Field, Kind};

pub(super) static FIELDS: &[Field] = &[
    Field::new(
        "employee_id",
        "Member",
        "メンバー",
        Kind::Reference("Employee"),
    ),
    Field::new(
        "read_ids",
        "Read notifications",
        "既読の通知数",
        Kind::Count,
    ),
    Field::plain("all_read_count", "Marked all read", "すべて既読にした回数"),
];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::notifications::NotificationInbox;

    use super::*;
    use crate::audit::tests::assert_labelled;

    #[test]
    fn every_field_of_an_inbox_is_labelled() {
        let id = uuid::Uuid::nil();
        assert_labelled::<NotificationInbox>(
            FIELDS,
            json!({
                "employee_id": id, "read_ids": [id], "all_read_count": 1
            }),
        );
    }
}
