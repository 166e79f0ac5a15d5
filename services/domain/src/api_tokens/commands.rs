use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::ApiTokenScope;

/// What a caller asks of a token.
#[derive(Debug, Clone, PartialEq)]
pub enum ApiTokenCommand {
    /// A new token for `owner_id`. `prefix` is the secret's visible start (the edge makes the
    /// secret; the aggregate never sees it). `now` is when it is asked, so the expiry's bounds
    /// are decided here without a clock.
    CreateApiToken {
        token_id: Uuid,
        owner_id: Uuid,
        name: String,
        scope: ApiTokenScope,
        prefix: String,
        expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    },
    /// The token stops working at once (its owner, or an admin).
    RevokeApiToken,
}

impl crate::Command for ApiTokenCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateApiToken { .. } => "CreateApiToken",
            Self::RevokeApiToken => "RevokeApiToken",
        }
    }
}
