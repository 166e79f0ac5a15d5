use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{EmailAudience, EmailContent, EmailJobKind, EmailRecipient, SkippedRecipient};

/// What happened to an email job. Names are past tense and stable; see `event_version`.
/// Content and audience are recorded as validated: the sender and every address lower-cased,
/// texts trimmed (the HTML as sent), lists without repeats in first-seen order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum EmailJobEvent {
    /// A new job, always a draft.
    EmailJobCreated {
        job_id: Uuid,
        author_id: Uuid,
        kind: EmailJobKind,
        content: EmailContent,
        audience: EmailAudience,
        scheduled_send_time: Option<DateTime<Utc>>,
    },
    /// A draft's content, audience and send time, all of them, as they now are.
    EmailJobEdited {
        content: EmailContent,
        audience: EmailAudience,
        scheduled_send_time: Option<DateTime<Utc>>,
    },
    /// The job will be sent at `at`.
    EmailJobScheduled {
        at: DateTime<Utc>,
    },
    /// Back to draft.
    EmailJobCancelled {},
    /// The recipients fixed, one delivery each, and the addresses left out.
    EmailJobQueued {
        #[serde(default)]
        recipients: Vec<EmailRecipient>,
        #[serde(default)]
        skipped: Vec<SkippedRecipient>,
    },
    EmailJobCompleted {},
    /// A draft was deleted: it leaves the lists for the trash and takes no more commands.
    EmailJobDeleted {},
    /// A deleted draft came back from the trash (issue 35 §1), a draft as it was: with what it
    /// was, so a work list that dropped it at its deletion (the sender's) takes it up again.
    EmailJobRestored {
        kind: EmailJobKind,
        content: EmailContent,
        audience: EmailAudience,
        scheduled_send_time: Option<DateTime<Utc>>,
    },
}

impl EmailJobEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "EmailJobCreated",
        "EmailJobEdited",
        "EmailJobScheduled",
        "EmailJobCancelled",
        "EmailJobQueued",
        "EmailJobCompleted",
        "EmailJobDeleted",
        "EmailJobRestored",
    ];
}

impl DomainEvent for EmailJobEvent {
    fn event_type(&self) -> String {
        match self {
            Self::EmailJobCreated { .. } => "EmailJobCreated",
            Self::EmailJobEdited { .. } => "EmailJobEdited",
            Self::EmailJobScheduled { .. } => "EmailJobScheduled",
            Self::EmailJobCancelled {} => "EmailJobCancelled",
            Self::EmailJobQueued { .. } => "EmailJobQueued",
            Self::EmailJobCompleted {} => "EmailJobCompleted",
            Self::EmailJobDeleted {} => "EmailJobDeleted",
            Self::EmailJobRestored { .. } => "EmailJobRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
