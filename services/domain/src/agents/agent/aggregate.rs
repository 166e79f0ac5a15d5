use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{AgentCommand, AgentEvent, AgentProfile};
use crate::agents::{
    DESCRIPTION_MAX_CHARS, EMOTIONAL_LEVELS, INSTRUCTION_MAX_CHARS, MAX_DOCUMENTS, MAX_TAGS,
    NAME_MAX_CHARS, added, same_members, unique_ids,
};
use crate::ai::{ModelFacts, normalize_tool_keys};
use crate::text;

/// Why an agent command was rejected. Each variant maps to one catalogue code at the edge; the
/// messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AgentError {
    /// Spec §8 "Not found: … Agent".
    #[error("Agent not found")]
    NotFound,
    #[error("Agent already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid description")]
    InvalidDescription,
    #[error("Invalid instruction")]
    InvalidInstruction,
    /// Outside [`EMOTIONAL_LEVELS`](crate::agents::EMOTIONAL_LEVELS).
    #[error("Invalid emotionalLevel")]
    InvalidEmotionalLevel,
    /// Spec §8 "Not found: … Agent role".
    #[error("Agent role not found")]
    RoleNotFound,
    /// A key that is not a tool of [`TOOL_KEYS`](crate::ai::TOOL_KEYS) (spec §8).
    #[error("Invalid AI tool IDs")]
    InvalidToolIds,
    /// Spec §8: default tools without a default model, or ones the model does not have.
    #[error("AI tools do not belong to this AI model")]
    ToolsNotOfModel,
    /// Spec §8 "Not found: … AI model".
    #[error("AI model not found")]
    ModelNotFound,
    /// Spec §8 "Not found: … Documents".
    #[error("Documents not found")]
    DocumentsNotFound,
    /// Spec §8 "Not found: … Tags".
    #[error("Tags not found")]
    TagsNotFound,
    /// More distinct documents than [`MAX_DOCUMENTS`](crate::agents::MAX_DOCUMENTS).
    #[error("Invalid documents")]
    InvalidDocuments,
    /// More distinct tags than [`MAX_TAGS`](crate::agents::MAX_TAGS).
    #[error("Invalid tagIds")]
    InvalidTags,
    /// An archived agent is not edited until it is restored.
    #[error("Agent is archived")]
    Archived,
    /// Spec §4's rule for archivable things: not archived again.
    #[error("Agent is already archived")]
    AlreadyArchived,
    #[error("Agent is not archived")]
    NotArchived,
    /// Issue 35: only an agent in the trash is restored from it.
    #[error("Not in the trash")]
    NotDeleted,
    /// Spec §5: updates equal to current data are rejected (§8 'Nothing changed').
    #[error("Nothing changed")]
    NothingChanged,
}

/// Lookups the agent rules need, answered at the edge from the write side. Each `missing_*`
/// answers with the ids it does not know (empty: all known); it is never asked about an empty
/// list.
#[async_trait::async_trait]
pub trait AgentLookup: Send + Sync {
    async fn agent_role_exists(&self, role_id: Uuid) -> bool;
    /// The model's facts, `None` when there is no such model.
    async fn ai_model(&self, model_id: Uuid) -> Option<ModelFacts>;
    async fn missing_documents(&self, ids: &[Uuid]) -> Vec<Uuid>;
    async fn missing_tags(&self, ids: &[Uuid]) -> Vec<Uuid>;
}

/// The services an agent command may use.
#[derive(Clone)]
pub struct AgentServices {
    pub lookup: Arc<dyn AgentLookup>,
}

/// An agent's state. Before creation `id` is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Agent {
    id: Option<Uuid>,
    author_id: Uuid,
    profile: AgentProfile,
    archived: bool,
    /// In the trash (issue 35): every command but a restore from it finds no agent. A state
    /// serialized before the trash reads as not deleted.
    #[serde(default)]
    deleted: bool,
}

impl Agent {
    /// Whether the agent was created and is not in the trash.
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// In the trash (issue 35): it was created and is deleted now.
    pub fn in_trash(&self) -> bool {
        self.id.is_some() && self.deleted
    }

    /// In the trash (issue 35).
    pub fn is_deleted(&self) -> bool {
        self.deleted
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    pub fn archived(&self) -> bool {
        self.archived
    }

    /// The employee who created the agent.
    pub fn author_id(&self) -> Uuid {
        self.author_id
    }

    /// As recorded; empty before creation.
    pub fn profile(&self) -> &AgentProfile {
        &self.profile
    }
}

/// The checks that need no lookup, in the form's field order; the profile as it would be
/// recorded.
fn validate(profile: AgentProfile) -> Result<AgentProfile, AgentError> {
    let name = text::required_text(&profile.name, NAME_MAX_CHARS).ok_or(AgentError::InvalidName)?;
    let description = text::optional_text(profile.description.trim(), DESCRIPTION_MAX_CHARS)
        .ok_or(AgentError::InvalidDescription)?;
    let instruction = text::required_text(&profile.instruction, INSTRUCTION_MAX_CHARS)
        .ok_or(AgentError::InvalidInstruction)?;
    if !EMOTIONAL_LEVELS.contains(&profile.emotional_level) {
        return Err(AgentError::InvalidEmotionalLevel);
    }
    let default_tool_keys =
        normalize_tool_keys(&profile.default_tool_keys).ok_or(AgentError::InvalidToolIds)?;
    if profile.default_model_id.is_none() && !default_tool_keys.is_empty() {
        return Err(AgentError::ToolsNotOfModel);
    }
    let document_ids =
        unique_ids(profile.document_ids, MAX_DOCUMENTS).ok_or(AgentError::InvalidDocuments)?;
    let tag_ids = unique_ids(profile.tag_ids, MAX_TAGS).ok_or(AgentError::InvalidTags)?;
    Ok(AgentProfile {
        name,
        description,
        instruction,
        role_id: profile.role_id,
        emotional_level: profile.emotional_level,
        default_model_id: profile.default_model_id,
        default_tool_keys,
        document_ids,
        tag_ids,
    })
}

/// Whether `new` says the same as `current`: documents and tags compared as sets.
fn same_profile(new: &AgentProfile, current: &AgentProfile) -> bool {
    new.name == current.name
        && new.description == current.description
        && new.instruction == current.instruction
        && new.role_id == current.role_id
        && new.emotional_level == current.emotional_level
        && new.default_model_id == current.default_model_id
        && new.default_tool_keys == current.default_tool_keys
        && same_members(&new.document_ids, &current.document_ids)
        && same_members(&new.tag_ids, &current.tag_ids)
}

/// The lookups, in the form's field order. Only what is new to the agent is asked about
/// (`current` is `None` on creation): a role, model, tool, document or tag it already had was
/// checked when it was recorded, and one that has changed since must not block editing the
/// rest. A disabled model may be an agent's default: a chat with it is refused, not the agent.
async fn check_references(
    services: &AgentServices,
    new: &AgentProfile,
    current: Option<&AgentProfile>,
) -> Result<(), AgentError> {
    let lookup = &services.lookup;
    if current.is_none_or(|current| current.role_id != new.role_id)
        && !lookup.agent_role_exists(new.role_id).await
    {
        return Err(AgentError::RoleNotFound);
    }
    if let Some(model_id) = new.default_model_id {
        let same_model = current.is_some_and(|current| current.default_model_id == Some(model_id));
        let new_tools: Vec<String> = match current {
            Some(current) if same_model => new
                .default_tool_keys
                .iter()
                .filter(|key| !current.default_tool_keys.contains(key))
                .cloned()
                .collect(),
            _ => new.default_tool_keys.clone(),
        };
        if !same_model || !new_tools.is_empty() {
            let facts = lookup
                .ai_model(model_id)
                .await
                .ok_or(AgentError::ModelNotFound)?;
            if !facts.offers(&new_tools) {
                return Err(AgentError::ToolsNotOfModel);
            }
        }
    }
    let (held_documents, held_tags) = match current {
        Some(current) => (&current.document_ids[..], &current.tag_ids[..]),
        None => (&[][..], &[][..]),
    };
    let new_documents = added(&new.document_ids, held_documents);
    if !new_documents.is_empty() && !lookup.missing_documents(&new_documents).await.is_empty() {
        return Err(AgentError::DocumentsNotFound);
    }
    let new_tags = added(&new.tag_ids, held_tags);
    if !new_tags.is_empty() && !lookup.missing_tags(&new_tags).await.is_empty() {
        return Err(AgentError::TagsNotFound);
    }
    Ok(())
}

impl Agent {
    /// The one event `command` makes, or why it is refused.
    async fn decide(
        &self,
        command: AgentCommand,
        services: &AgentServices,
    ) -> Result<AgentEvent, AgentError> {
        if let AgentCommand::Create {
            agent_id,
            author_id,
            profile,
        } = command
        {
            // An agent in the trash still holds its id.
            if self.id.is_some() {
                return Err(AgentError::AlreadyExists);
            }
            let profile = validate(profile)?;
            check_references(services, &profile, None).await?;
            return Ok(AgentEvent::AgentCreated {
                agent_id,
                author_id,
                profile,
            });
        }
        if let AgentCommand::RestoreFromTrash = command {
            if self.id.is_none() {
                return Err(AgentError::NotFound);
            }
            if !self.deleted {
                return Err(AgentError::NotDeleted);
            }
            // It comes back as it was, archived or not, only where it can stand: its role
            // (required, and what sorts it) may have gone to the trash meanwhile, since a role
            // counts only live agents as its dependents; then the role comes back first.
            if !services
                .lookup
                .agent_role_exists(self.profile.role_id)
                .await
            {
                return Err(AgentError::RoleNotFound);
            }
            return Ok(AgentEvent::AgentRestoredFromTrash {});
        }
        if !self.exists() {
            return Err(AgentError::NotFound);
        }
        Ok(match command {
            AgentCommand::Create { .. } | AgentCommand::RestoreFromTrash => {
                unreachable!("handled above")
            }
            // Issue 35 ("deleting what others depend on says what depends on it"): nothing
            // depends on an agent so that deleting it must wait. Whoever may edit it (any staff
            // member, `Mutation.updateAgent`) deletes it, archived or not. Chat rooms started
            // with it and the answers it wrote record its id and the version that wrote them
            // (`chats::AgentRef`), whose profile the journal keeps, so a chat goes on reading
            // as it was and names it "(deleted)" (`ChatRoom.deletedAgent`); only a new message
            // to it is refused ('Agent not found'), as one to an archived agent is. A document
            // saved from such a chat keeps the same reference in its history. No workflow,
            // task or other record names an agent.
            AgentCommand::Delete => AgentEvent::AgentDeleted {},
            AgentCommand::Update { profile } => {
                if self.archived {
                    return Err(AgentError::Archived);
                }
                let profile = validate(profile)?;
                if same_profile(&profile, &self.profile) {
                    return Err(AgentError::NothingChanged);
                }
                check_references(services, &profile, Some(&self.profile)).await?;
                AgentEvent::AgentUpdated { profile }
            }
            AgentCommand::Archive => {
                if self.archived {
                    return Err(AgentError::AlreadyArchived);
                }
                AgentEvent::AgentArchived {}
            }
            AgentCommand::Restore => {
                if !self.archived {
                    return Err(AgentError::NotArchived);
                }
                AgentEvent::AgentRestored {}
            }
        })
    }
}

impl Aggregate for Agent {
    const TYPE: &'static str = "Agent";
    type Command = AgentCommand;
    type Event = AgentEvent;
    type Error = AgentError;
    type Services = AgentServices;

    async fn handle(
        &mut self,
        command: AgentCommand,
        services: &AgentServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AgentError> {
        let event = self.decide(command, services).await?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: AgentEvent) {
        match event {
            AgentEvent::AgentCreated {
                agent_id,
                author_id,
                profile,
            } => {
                *self = Agent {
                    id: Some(agent_id),
                    author_id,
                    profile,
                    archived: false,
                    deleted: false,
                };
            }
            AgentEvent::AgentUpdated { profile } => self.profile = profile,
            AgentEvent::AgentArchived {} => self.archived = true,
            AgentEvent::AgentRestored {} => self.archived = false,
            AgentEvent::AgentDeleted {} => self.deleted = true,
            AgentEvent::AgentRestoredFromTrash {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
