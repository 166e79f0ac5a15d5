use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::EmailTemplateStatus;

/// What happened to an email template. Names are past tense and stable; see `event_version`.
/// Name and subject are trimmed; the HTML is kept as sent. A template written in markdown
/// (issue 37 §6) records its source beside the HTML rendered from it; events from before
/// markdown have no `markdown` and read as HTML templates (`None`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum EmailTemplateEvent {
    EmailTemplateCreated {
        template_id: Uuid,
        author_id: Uuid,
        name: String,
        subject: String,
        html: String,
        status: EmailTemplateStatus,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        markdown: Option<String>,
    },
    /// All the texts, as they now are.
    EmailTemplateEdited {
        name: String,
        subject: String,
        html: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        markdown: Option<String>,
    },
    EmailTemplateStatusChanged {
        from: EmailTemplateStatus,
        to: EmailTemplateStatus,
    },
    /// To the trash (issue 35); `EmailTemplateRestored` brings it back as it was.
    EmailTemplateDeleted {},
    EmailTemplateRestored {},
}

impl EmailTemplateEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "EmailTemplateCreated",
        "EmailTemplateEdited",
        "EmailTemplateStatusChanged",
        "EmailTemplateDeleted",
        "EmailTemplateRestored",
    ];
}

impl DomainEvent for EmailTemplateEvent {
    fn event_type(&self) -> String {
        match self {
            Self::EmailTemplateCreated { .. } => "EmailTemplateCreated",
            Self::EmailTemplateEdited { .. } => "EmailTemplateEdited",
            Self::EmailTemplateStatusChanged { .. } => "EmailTemplateStatusChanged",
            Self::EmailTemplateDeleted { .. } => "EmailTemplateDeleted",
            Self::EmailTemplateRestored { .. } => "EmailTemplateRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
