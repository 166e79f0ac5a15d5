use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What every event records about the request that caused it (brief §2), so auditors can
/// answer "who did this, from which request" and logs, events and NATS messages correlate.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Metadata {
    /// The acting employee; `None` for system actions (CLI, seed, process managers).
    pub actor_id: Option<Uuid>,
    /// Shared by everything one user action set off, across services.
    pub correlation_id: Uuid,
    /// The event or command that directly caused this one.
    pub causation_id: Uuid,
    /// The HTTP/WebSocket request that carried the command.
    pub request_id: Uuid,
    /// When the fact happened in the business, where that is not when it was recorded: an
    /// import of past facts (the demo seed's months of deal history, issue 13). Read models
    /// that show business time use [`Metadata::occurred_at_or`]; the journal's own
    /// `recorded_at` stays the auditors' time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub occurred_at: Option<DateTime<Utc>>,
    /// The personal API token the request was signed with (issue 34 §3), when it came from a
    /// script rather than a signed-in session: history shows "via API token …".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_token_id: Option<Uuid>,
}

impl Metadata {
    /// Metadata for a fresh request: correlation, causation and request ids all equal.
    pub fn for_request(actor_id: Option<Uuid>, request_id: Uuid) -> Self {
        Self {
            actor_id,
            correlation_id: request_id,
            causation_id: request_id,
            request_id,
            occurred_at: None,
            api_token_id: None,
        }
    }

    /// The business time of an event recorded at `recorded_at`.
    pub fn occurred_at_or(&self, recorded_at: DateTime<Utc>) -> DateTime<Utc> {
        self.occurred_at.unwrap_or(recorded_at)
    }

    /// Metadata for an action the system takes on its own (CLI, seed).
    pub fn system() -> Self {
        Self::for_request(None, Uuid::now_v7())
    }

    pub fn to_map(&self) -> HashMap<String, String> {
        let mut map = HashMap::new();
        if let Some(actor) = self.actor_id {
            map.insert("actor_id".to_owned(), actor.to_string());
        }
        map.insert("correlation_id".to_owned(), self.correlation_id.to_string());
        map.insert("causation_id".to_owned(), self.causation_id.to_string());
        map.insert("request_id".to_owned(), self.request_id.to_string());
        if let Some(at) = self.occurred_at {
            map.insert("occurred_at".to_owned(), at.to_rfc3339());
        }
        if let Some(token) = self.api_token_id {
            map.insert("api_token_id".to_owned(), token.to_string());
        }
        map
    }

    /// Reads metadata back from a stored event; missing or malformed ids read as nil.
    pub fn from_json(value: &serde_json::Value) -> Self {
        let id = |key: &str| {
            value
                .get(key)
                .and_then(|v| v.as_str())
                .and_then(|s| Uuid::parse_str(s).ok())
        };
        Self {
            actor_id: id("actor_id"),
            correlation_id: id("correlation_id").unwrap_or_default(),
            causation_id: id("causation_id").unwrap_or_default(),
            request_id: id("request_id").unwrap_or_default(),
            occurred_at: value
                .get("occurred_at")
                .and_then(|v| v.as_str())
                .and_then(|s| DateTime::parse_from_rfc3339(s).ok())
                .map(|at| at.with_timezone(&Utc)),
            api_token_id: id("api_token_id"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_survives_the_round_trip_through_the_stored_map() {
        let meta = Metadata::for_request(Some(Uuid::now_v7()), Uuid::now_v7());
        let stored = serde_json::to_value(meta.to_map()).unwrap();
        assert_eq!(Metadata::from_json(&stored), meta);
    }

    #[test]
    fn an_imported_facts_business_time_survives_the_round_trip() {
        let at = DateTime::parse_from_rfc3339("2026-08-03T09:30:00+09:00")
            .unwrap()
            .with_timezone(&Utc);
        let meta = Metadata {
            occurred_at: Some(at),
            ..Metadata::system()
        };
        let stored = serde_json::to_value(meta.to_map()).unwrap();
        let back = Metadata::from_json(&stored);
        assert_eq!(back, meta);
        assert_eq!(back.occurred_at_or(Utc::now()), at);
    }

    #[test]
    fn the_api_token_a_command_ran_with_survives_the_round_trip() {
        let meta = Metadata {
            api_token_id: Some(Uuid::now_v7()),
            ..Metadata::for_request(Some(Uuid::now_v7()), Uuid::now_v7())
        };
        let stored = serde_json::to_value(meta.to_map()).unwrap();
        assert_eq!(
            stored["api_token_id"],
            meta.api_token_id.unwrap().to_string()
        );
        assert_eq!(Metadata::from_json(&stored), meta);
    }
}
