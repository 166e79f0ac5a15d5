use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::EventSource;

/// What a report says happened after the SMTP sender's hand-over (Mailgun's event names,
/// which spec §4's delivery event types follow).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProviderEventKind {
    Delivered,
    /// The tracking pixel was loaded, by this client if it said.
    Opened {
        user_agent: Option<String>,
    },
    /// A tracked link was followed.
    Clicked {
        url: String,
    },
    Unsubscribed,
    /// The recipient marked the email as spam.
    Complained,
    /// A bounce after acceptance; `permanent` is the provider's severity.
    Failed {
        permanent: bool,
        reason: String,
    },
}

/// What a caller (the sender, a tracking endpoint, a webhook) reports about one delivery.
/// `event_id` is the report's id, `at` when it happened.
#[derive(Debug, Clone, PartialEq)]
pub enum EmailDeliveryCommand {
    /// The SMTP server accepted the message. The first command of most deliveries, so it
    /// names the job and the address.
    RecordAccepted {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        message_id: String,
        response: String,
        headers: Vec<(String, String)>,
    },
    /// The SMTP server refused the message. `attempt` counts from 1; a temporary failure is
    /// retried at `retry_at`.
    RecordSendFailure {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        reason: String,
        permanent: bool,
        attempt: u32,
        retry_at: Option<DateTime<Utc>>,
    },
    /// A tracking or webhook report about an accepted delivery; `raw` is the report as
    /// received, kept for 'Email Event Details'.
    RecordProviderEvent {
        event_id: Uuid,
        at: DateTime<Utc>,
        kind: ProviderEventKind,
        source: EventSource,
        raw: serde_json::Value,
    },
}

impl crate::Command for EmailDeliveryCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::RecordAccepted { .. } => "RecordEmailAccepted",
            Self::RecordSendFailure { .. } => "RecordEmailSendFailure",
            Self::RecordProviderEvent { .. } => "RecordEmailProviderEvent",
        }
    }
}
