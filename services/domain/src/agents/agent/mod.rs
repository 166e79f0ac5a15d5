//! An agent (spec §2 `/agents`, `/agents/new`, `/agents/{id}`; §3 entity "agent", named fields
//! `name`, `description`, `instruction`, `role`, `emotionalLevel`, `defaultAiModelId`,
//! `defaultAiToolIds`, `documents`, `tagIds`): an AI persona staff chat with. Its profile is
//! what the form edits; every save records the whole profile, so a chat can say which version
//! of the agent answered (the aggregate's version) and history diffs read field by field.
//!
//! Archived or deleted to the trash (issue 35), restored from either. Chats that an agent
//! answered keep naming it (each answer records the agent's id and version), "(deleted)" while
//! it is in the trash. An archived agent is not edited until it is restored; a deleted one
//! takes no command but its restore from the trash.

mod aggregate;
mod commands;
mod events;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

pub use aggregate::{Agent, AgentError, AgentLookup, AgentServices};
pub use commands::AgentCommand;
pub use events::AgentEvent;

/// What the agent form edits (spec §3's named fields). In a command, as sent; in an event, as
/// recorded: texts trimmed, tool keys without repeats in catalogue order, document and tag ids
/// without repeats in first-seen order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct AgentProfile {
    pub name: String,
    /// May be empty.
    pub description: String,
    /// The system prompt.
    pub instruction: String,
    /// An [`AgentRole`](crate::agents::AgentRole).
    pub role_id: Uuid,
    /// 1 calm … 5 expressive ([`EMOTIONAL_LEVELS`](crate::agents::EMOTIONAL_LEVELS)).
    pub emotional_level: u8,
    /// The [`AiModel`](crate::ai::AiModel) a chat with this agent uses unless one is chosen.
    pub default_model_id: Option<Uuid>,
    /// Keys of [`TOOL_KEYS`](crate::ai::TOOL_KEYS), all tools of the default model.
    pub default_tool_keys: Vec<String>,
    /// The documents the agent knows.
    pub document_ids: Vec<Uuid>,
    pub tag_ids: Vec<Uuid>,
}

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <Agent as crate::Aggregate>::TYPE,
    event_types: AgentEvent::TYPES,
    upcasters: crate::no_upcasters,
};
