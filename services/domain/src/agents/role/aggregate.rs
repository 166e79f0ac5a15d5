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
}

/// The agent role rules ask nothing of other aggregates.
#[derive(Debug, Clone, Copy, Default)]
pub struct AgentRoleServices;

/// An agent role's state. Before creation `id` is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AgentRole {
    id: Option<Uuid>,
    name: String,
    category: RoleCategory,
}

impl AgentRole {
    /// Whether the role was created.
    pub fn exists(&self) -> bool {
        self.id.is_some()
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
                if self.exists() {
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
        _: &AgentRoleServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AgentRoleError> {
        let event = self.decide(command)?;
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
                };
            }
            AgentRoleEvent::AgentRoleUpdated { name, category } => {
                self.name = name;
                self.category = category;
            }
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
