use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{EmailEventType, EventSource};

/// What happened to one delivery: each event is one row of the job's report (spec §2
/// `.../report`), of one of spec §4's delivery event types (see
/// [`event_type_id`](Self::event_type_id)). Names are past tense and stable; see
/// `event_version`. Every event names its report (`event_id`), the job, the address and when
/// it happened (`at`); `raw` is the report as received, for 'Email Event Details'.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum EmailDeliveryEvent {
    /// The SMTP server took the message; `response` is its reply, `headers` those sent.
    EmailAccepted {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        message_id: String,
        response: String,
        #[serde(default)]
        headers: Vec<(String, String)>,
    },
    /// Not delivered this time. From SMTP: `attempt` counts from 1 and the sender retries at
    /// `retry_at`; from the provider: `attempt` 0 and no `retry_at` (the provider retries).
    EmailTemporarilyFailed {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        reason: String,
        attempt: u32,
        retry_at: Option<DateTime<Utc>>,
        source: EventSource,
        raw: serde_json::Value,
    },
    /// Never delivered: refused by the SMTP server, or bounced afterwards. The address is
    /// left out of later jobs ([`SkipReason::PermanentFail`](crate::emails::SkipReason)).
    EmailPermanentlyFailed {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        reason: String,
        source: EventSource,
        raw: serde_json::Value,
    },
    EmailDelivered {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        source: EventSource,
        raw: serde_json::Value,
    },
    EmailOpened {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        source: EventSource,
        raw: serde_json::Value,
    },
    EmailClicked {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        url: String,
        source: EventSource,
        raw: serde_json::Value,
    },
    EmailUnsubscribed {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        source: EventSource,
        raw: serde_json::Value,
    },
    EmailComplained {
        event_id: Uuid,
        job_id: Uuid,
        email: String,
        at: DateTime<Utc>,
        source: EventSource,
        raw: serde_json::Value,
    },
}

/// The four fields every event carries.
struct Common<'a> {
    event_id: Uuid,
    job_id: Uuid,
    email: &'a str,
    at: DateTime<Utc>,
}

impl EmailDeliveryEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "EmailAccepted",
        "EmailTemporarilyFailed",
        "EmailPermanentlyFailed",
        "EmailDelivered",
        "EmailOpened",
        "EmailClicked",
        "EmailUnsubscribed",
        "EmailComplained",
    ];

    /// Spec §4's delivery event type of this event.
    pub fn event_type_id(&self) -> EmailEventType {
        match self {
            Self::EmailAccepted { .. } => EmailEventType::Accepted,
            Self::EmailTemporarilyFailed { .. } => EmailEventType::TemporaryFail,
            Self::EmailPermanentlyFailed { .. } => EmailEventType::PermanentFail,
            Self::EmailDelivered { .. } => EmailEventType::Delivered,
            Self::EmailOpened { .. } => EmailEventType::Opened,
            Self::EmailClicked { .. } => EmailEventType::Clicked,
            Self::EmailUnsubscribed { .. } => EmailEventType::Unsubscribed,
            Self::EmailComplained { .. } => EmailEventType::Complained,
        }
    }

    /// The report's id.
    pub fn event_id(&self) -> Uuid {
        self.common().event_id
    }

    pub fn job_id(&self) -> Uuid {
        self.common().job_id
    }

    /// The recipient's address.
    pub fn email(&self) -> &str {
        self.common().email
    }

    /// When it happened, as reported.
    pub fn at(&self) -> DateTime<Utc> {
        self.common().at
    }

    fn common(&self) -> Common<'_> {
        match self {
            Self::EmailAccepted {
                event_id,
                job_id,
                email,
                at,
                ..
            }
            | Self::EmailTemporarilyFailed {
                event_id,
                job_id,
                email,
                at,
                ..
            }
            | Self::EmailPermanentlyFailed {
                event_id,
                job_id,
                email,
                at,
                ..
            }
            | Self::EmailDelivered {
                event_id,
                job_id,
                email,
                at,
                ..
            }
            | Self::EmailOpened {
                event_id,
                job_id,
                email,
                at,
                ..
            }
            | Self::EmailClicked {
                event_id,
                job_id,
                email,
                at,
                ..
            }
            | Self::EmailUnsubscribed {
                event_id,
                job_id,
                email,
                at,
                ..
            }
            | Self::EmailComplained {
                event_id,
                job_id,
                email,
                at,
                ..
            } => Common {
                event_id: *event_id,
                job_id: *job_id,
                email,
                at: *at,
            },
        }
    }
}

impl DomainEvent for EmailDeliveryEvent {
    fn event_type(&self) -> String {
        match self {
            Self::EmailAccepted { .. } => "EmailAccepted",
            Self::EmailTemporarilyFailed { .. } => "EmailTemporarilyFailed",
            Self::EmailPermanentlyFailed { .. } => "EmailPermanentlyFailed",
            Self::EmailDelivered { .. } => "EmailDelivered",
            Self::EmailOpened { .. } => "EmailOpened",
            Self::EmailClicked { .. } => "EmailClicked",
            Self::EmailUnsubscribed { .. } => "EmailUnsubscribed",
            Self::EmailComplained { .. } => "EmailComplained",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
