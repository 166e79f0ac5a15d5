//! How auditors read a saved view's history (issue 35 §5, issue 37 §2).

use crate::audit::{DELETED, Field, ID, Kind};

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::new("owner_id", "Owner", "所有者", Kind::Reference("Employee")),
    Field::plain("list", "List", "一覧"),
    Field::plain("name", "Name", "名前"),
    Field::plain("query", "Filter, sort and columns", "絞り込み・並び順・列"),
    Field::new(
        "shared_with_role_id",
        "Shared with",
        "共有先",
        Kind::Reference("Role"),
    ),
    DELETED,
];

#[cfg(test)]
mod tests {
    use staffhub_domain::views::SavedView;

    use super::*;
    use crate::audit::tests::assert_labelled;

    #[test]
    fn every_field_of_a_saved_view_is_labelled() {
        assert_labelled::<SavedView>(
            FIELDS,
            serde_json::json!({
                "id": uuid::Uuid::nil(), "owner_id": uuid::Uuid::nil(), "list": "issues",
                "name": "n", "query": "q=a", "shared_with_role_id": 2, "deleted": false
            }),
        );
    }
}
