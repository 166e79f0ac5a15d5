use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::AgentProfile;

/// What happened to an agent. Names are past tense and stable; see `event_version`.
/// The profile is flattened into the event, so a stored event is one flat object of the
/// profile's fields (history diffs read field by field).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum AgentEvent {
    AgentCreated {
        agent_id: Uuid,
        author_id: Uuid,
        #[serde(flatten)]
        profile: AgentProfile,
    },
    /// The whole profile, as it now is.
    AgentUpdated {
        #[serde(flatten)]
        profile: AgentProfile,
    },
    AgentArchived {},
    AgentRestored {},
    /// To the trash (issue 35), archived or not; `AgentRestoredFromTrash` brings it back as it
    /// was (apart from `AgentRestored`, which un-archives).
    AgentDeleted {},
    AgentRestoredFromTrash {},
}

impl AgentEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "AgentCreated",
        "AgentUpdated",
        "AgentArchived",
        "AgentRestored",
        "AgentDeleted",
        "AgentRestoredFromTrash",
    ];
}

impl DomainEvent for AgentEvent {
    fn event_type(&self) -> String {
        match self {
            Self::AgentCreated { .. } => "AgentCreated",
            Self::AgentUpdated { .. } => "AgentUpdated",
            Self::AgentArchived {} => "AgentArchived",
            Self::AgentRestored {} => "AgentRestored",
            Self::AgentDeleted {} => "AgentDeleted",
            Self::AgentRestoredFromTrash {} => "AgentRestoredFromTrash",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
