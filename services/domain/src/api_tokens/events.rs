use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What a token may do: read only, or everything its owner may.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApiTokenScope {
    /// Queries and subscriptions; every mutation is refused.
    #[default]
    Read,
    /// Whatever its owner may do, except creating or revoking tokens.
    ReadWrite,
}

impl ApiTokenScope {
    /// As the API and the read model carry it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Read => "read",
            Self::ReadWrite => "read_write",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "read" => Some(Self::Read),
            "read_write" => Some(Self::ReadWrite),
            _ => None,
        }
    }
}

/// What happened to a token. Names are past tense and stable; see `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ApiTokenEvent {
    ApiTokenCreated {
        token_id: Uuid,
        owner_id: Uuid,
        name: String,
        scope: ApiTokenScope,
        /// The secret's visible start (`shp_` and a few characters), to recognise it by.
        prefix: String,
        expires_at: DateTime<Utc>,
    },
    /// Who revoked it is the event's actor.
    ApiTokenRevoked,
}

impl ApiTokenEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &["ApiTokenCreated", "ApiTokenRevoked"];
}

impl DomainEvent for ApiTokenEvent {
    fn event_type(&self) -> String {
        match self {
            Self::ApiTokenCreated { .. } => "ApiTokenCreated",
            Self::ApiTokenRevoked => "ApiTokenRevoked",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
