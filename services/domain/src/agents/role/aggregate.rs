use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{AgentRoleCommand, AgentRoleEvent, RoleCategory};
use crate::agents::NAME_MAX_CHARS;
use crate::text;

/// Why an agent role command was rejected. Each variant maps to one catalogue code at the
/// edge; the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AgentRoleError {
    /// Spec §8 "Not found: … Agent role".
    #[error("Agent role not found")]
    NotFound,
    #[error("Agent role already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    /// Spec §5: updates equal to current data are rejected (§8 'Nothing changed').
    #[error("Nothing changed")]
    NothingChanged,
    /// Issue 35: agents still have the role (archived ones too: un-archived, each would have
    /// a role that is gone), so it is not deleted from under them; the count says how many.
    #[error("Agent role is in use")]
    InUse(AgentRoleDependents),
    /// Issue 35: only a role in the trash is restored.
    #[error("Not in the trash")]
    NotDeleted,
    /// The edge could not count what depends on the role.
    #[error("Lookup failed: {0}")]
    Lookup(String),
}

/// What depends on an agent role (issue 35): the agents that have it, active and archived
/// apart.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AgentRoleDependents {
    pub agents: i64,
    pub archived_agents: i64,
}

impl AgentRoleDependents {
    pub fn total(&self) -> i64 {
        self.agents + self.archived_agents
    }
}

/// Lookups the agent role rules need. Implemented at the edge.
#[async_trait::async_trait]
pub trait AgentRoleLookup: Send + Sync {
    /// What depends on the role (asked before deleting it).
    async fn dependents(&self, role_id: Uuid) -> Result<AgentRoleDependents, String>;
}

/// The services an agent role command may use: a deletion asks what depends on the role.
#[derive(Clone)]
pub struct AgentRoleServices {
    pub lookup: Arc<dyn AgentRoleLookup>,
}

/// An agent role's state. Before creation `id` is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AgentRole {
    id: Option<Uuid>,
    name: String,
    category: RoleCategory,
    /// In the trash (issue 35): every command but a restore finds no role. A state serialized
    /// before the trash reads as not deleted.
    #[serde(default)]
    deleted: bool,
}

impl AgentRole {
    /// Whether the role was created and is not in the trash.
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// In the trash (issue 35).
    pub fn is_deleted(&self) -> bool {
        self.deleted
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    /// Trimmed; empty before creation.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Management before creation.
    pub fn category(&self) -> RoleCategory {
        self.category
    }
}

fn valid_name(name: &str) -> Result<String, AgentRoleError> {
    text::required_text(name, NAME_MAX_CHARS).ok_or(AgentRoleError::InvalidName)
}

impl AgentRole {
    /// The one event `command` makes, or why it is refused.
    fn decide(&self, command: AgentRoleCommand) -> Result<AgentRoleEvent, AgentRoleError> {
        match command {
            AgentRoleCommand::Create {
                role_id,
                name,
                category,
            } => {
                // A role in the trash still holds its id.
                if self.id.is_some() {
                    return Err(AgentRoleError::AlreadyExists);
                }
                Ok(AgentRoleEvent::AgentRoleCreated {
                    role_id,
                    name: valid_name(&name)?,
                    category,
                })
            }
            AgentRoleCommand::Update { name, category } => {
                if !self.exists() {
                    return Err(AgentRoleError::NotFound);
                }
                let name = valid_name(&name)?;
                if name == self.name && category == self.category {
                    return Err(AgentRoleError::NothingChanged);
                }
                Ok(AgentRoleEvent::AgentRoleUpdated { name, category })
            }
            AgentRoleCommand::Delete | AgentRoleCommand::Restore => {
                unreachable!("handled in `handle`")
            }
        }
    }
}

impl Aggregate for AgentRole {
    const TYPE: &'static str = "AgentRole";
    type Command = AgentRoleCommand;
    type Event = AgentRoleEvent;
    type Error = AgentRoleError;
    type Services = AgentRoleServices;

    async fn handle(
        &mut self,
        command: AgentRoleCommand,
        services: &AgentRoleServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AgentRoleError> {
        let event = match command {
            AgentRoleCommand::Restore => {
                if self.id.is_none() {
                    return Err(AgentRoleError::NotFound);
                }
                if !self.deleted {
                    return Err(AgentRoleError::NotDeleted);
                }
                AgentRoleEvent::AgentRoleRestored {}
            }
            AgentRoleCommand::Delete => {
                let id = self
                    .id
                    .filter(|_| !self.deleted)
                    .ok_or(AgentRoleError::NotFound)?;
                let dependents = services
                    .lookup
                    .dependents(id)
                    .await
                    .map_err(AgentRoleError::Lookup)?;
                if dependents.total() > 0 {
                    return Err(AgentRoleError::InUse(dependents));
                }
                AgentRoleEvent::AgentRoleDeleted {}
            }
            command => self.decide(command)?,
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: AgentRoleEvent) {
        match event {
            AgentRoleEvent::AgentRoleCreated {
                role_id,
                name,
                category,
            } => {
                *self = AgentRole {
                    id: Some(role_id),
                    name,
                    category,
                    deleted: false,
                };
            }
            AgentRoleEvent::AgentRoleUpdated { name, category } => {
                self.name = name;
                self.category = category;
            }
            AgentRoleEvent::AgentRoleDeleted {} => self.deleted = true,
            AgentRoleEvent::AgentRoleRestored {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
