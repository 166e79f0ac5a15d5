use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::ApplicationStatus;

/// What happened to an application. Names are past tense and stable; see `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ApplicationEvent {
    /// The name trimmed; the description (markdown) as sent.
    ApplicationCreated {
        application_id: Uuid,
        project_id: Uuid,
        name: String,
        description: String,
        status: ApplicationStatus,
    },
    ApplicationUpdated {
        name: String,
        description: String,
    },
    ApplicationStatusChanged {
        from: ApplicationStatus,
        to: ApplicationStatus,
    },
    /// To the trash (issue 35), with its pages and requirements (each of them records
    /// `NodeDeletedWithApplication` in the same append); `ApplicationRestored` brings it back
    /// as it was, with them.
    ApplicationDeleted {},
    ApplicationRestored {},
}

impl ApplicationEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "ApplicationCreated",
        "ApplicationUpdated",
        "ApplicationStatusChanged",
        "ApplicationDeleted",
        "ApplicationRestored",
    ];
}

impl DomainEvent for ApplicationEvent {
    fn event_type(&self) -> String {
        match self {
            Self::ApplicationCreated { .. } => "ApplicationCreated",
            Self::ApplicationUpdated { .. } => "ApplicationUpdated",
            Self::ApplicationStatusChanged { .. } => "ApplicationStatusChanged",
            Self::ApplicationDeleted {} => "ApplicationDeleted",
            Self::ApplicationRestored {} => "ApplicationRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
