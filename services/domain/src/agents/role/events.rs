use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::RoleCategory;

/// What happened to an agent role. Names are past tense and stable; see `event_version`.
/// The name is trimmed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum AgentRoleEvent {
    AgentRoleCreated {
        role_id: Uuid,
        name: String,
        category: RoleCategory,
    },
    /// Both fields, as they now are.
    AgentRoleUpdated {
        name: String,
        category: RoleCategory,
    },
    /// To the trash (issue 35; only when no agent has it); `AgentRoleRestored` brings it back
    /// as it was.
    AgentRoleDeleted {},
    AgentRoleRestored {},
}

impl AgentRoleEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "AgentRoleCreated",
        "AgentRoleUpdated",
        "AgentRoleDeleted",
        "AgentRoleRestored",
    ];
}

impl DomainEvent for AgentRoleEvent {
    fn event_type(&self) -> String {
        match self {
            Self::AgentRoleCreated { .. } => "AgentRoleCreated",
            Self::AgentRoleUpdated { .. } => "AgentRoleUpdated",
            Self::AgentRoleDeleted { .. } => "AgentRoleDeleted",
            Self::AgentRoleRestored { .. } => "AgentRoleRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
