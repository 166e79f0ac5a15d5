use chrono::{DateTime, Duration, Utc};
use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{ApiTokenCommand, ApiTokenEvent, ApiTokenScope, MAX_LIFETIME_DAYS, NAME_MAX_CHARS};
use crate::text;

/// Why a token command was rejected. Each variant maps to one catalogue code at the edge.
/// (Who may revoke, and that only a signed-in session creates or revokes, are decided at the
/// edge.)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApiTokenError {
    #[error("API token not found")]
    NotFound,
    #[error("API token already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    /// The expiry is in the past or more than [`MAX_LIFETIME_DAYS`] away.
    #[error("Invalid expiry")]
    InvalidExpiry,
    #[error("API token already revoked")]
    AlreadyRevoked,
}

/// A token's state, as far as its rules need it (and history shows it).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ApiToken {
    pub id: Option<Uuid>,
    pub owner_id: Option<Uuid>,
    pub name: String,
    pub scope: ApiTokenScope,
    pub prefix: String,
    pub expires_at: Option<DateTime<Utc>>,
    #[serde(default)]
    pub revoked: bool,
}

impl Aggregate for ApiToken {
    const TYPE: &'static str = "ApiToken";
    type Command = ApiTokenCommand;
    type Event = ApiTokenEvent;
    type Error = ApiTokenError;
    type Services = ();

    async fn handle(
        &mut self,
        command: ApiTokenCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), ApiTokenError> {
        match command {
            ApiTokenCommand::CreateApiToken {
                token_id,
                owner_id,
                name,
                scope,
                prefix,
                expires_at,
                now,
            } => {
                if self.id.is_some() {
                    return Err(ApiTokenError::AlreadyExists);
                }
                let name =
                    text::required_text(&name, NAME_MAX_CHARS).ok_or(ApiTokenError::InvalidName)?;
                if expires_at <= now || expires_at > now + Duration::days(MAX_LIFETIME_DAYS) {
                    return Err(ApiTokenError::InvalidExpiry);
                }
                sink.write(
                    ApiTokenEvent::ApiTokenCreated {
                        token_id,
                        owner_id,
                        name,
                        scope,
                        prefix,
                        expires_at,
                    },
                    self,
                )
                .await;
            }
            ApiTokenCommand::RevokeApiToken => {
                if self.id.is_none() {
                    return Err(ApiTokenError::NotFound);
                }
                if self.revoked {
                    return Err(ApiTokenError::AlreadyRevoked);
                }
                sink.write(ApiTokenEvent::ApiTokenRevoked, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: ApiTokenEvent) {
        match event {
            ApiTokenEvent::ApiTokenCreated {
                token_id,
                owner_id,
                name,
                scope,
                prefix,
                expires_at,
            } => {
                *self = ApiToken {
                    id: Some(token_id),
                    owner_id: Some(owner_id),
                    name,
                    scope,
                    prefix,
                    expires_at: Some(expires_at),
                    revoked: false,
                };
            }
            ApiTokenEvent::ApiTokenRevoked => self.revoked = true,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
