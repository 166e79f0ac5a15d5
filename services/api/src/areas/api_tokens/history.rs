//! How auditors read an API token's history (issue 34 §3). Its secret is never in it: only
//! the visible prefix.

use crate::audit::{Field, ID, Kind};

/// A token's scopes.
pub(super) const SCOPES: &[(&str, &str, &str)] = &[
    ("read", "Read", "読み取り"),
    ("read_write", "Read and write", "読み書き"),
];

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::new("owner_id", "Owner", "所有者", Kind::Reference("Employee")),
    Field::plain("name", "Name", "名前"),
    Field::new("scope", "Scope", "スコープ", Kind::Enum(SCOPES)),
    Field::plain("prefix", "Starts with", "先頭の文字"),
    Field::plain("expires_at", "Expires", "有効期限"),
    Field::plain("revoked", "Revoked", "失効済み"),
];

#[cfg(test)]
mod tests {
    use staffhub_domain::api_tokens::ApiToken;

    use super::*;
    use crate::audit::tests::assert_labelled;

    #[test]
    fn every_field_of_an_api_token_is_labelled() {
        assert_labelled::<ApiToken>(
            FIELDS,
            serde_json::json!({
                "id": uuid::Uuid::nil(), "owner_id": uuid::Uuid::nil(), "name": "n",
                "scope": "read", "prefix": "shp_abcdef", "expires_at": "2027-01-01T00:00:00Z",
                "revoked": false
            }),
        );
    }
}
