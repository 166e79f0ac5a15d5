//! Agents' application layer (issue 31): what agent rules ask of roles, models, documents and
//! tags; the ids, error codes, command targets and unique names of agents and agent roles.

mod descriptor;
mod history;

pub use descriptor::AREA;

use async_graphql::ID;
use sqlx::PgPool;
use staffhub_domain::agents::{
    Agent as AgentAggregate, AgentCommand, AgentError, AgentRole as RoleAggregate,
    AgentRoleCommand, AgentRoleDependents, AgentRoleError,
};
use staffhub_domain::members::role::RoleCategory;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Target, TrashTarget, UniqueNames};
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::names::Names;
use crate::read::agents::{self as reads, AgentRoleRow, AgentRow};
use crate::state::AppState;

use crate::lookups::{DirectoryLookup, exists, missing};

#[async_trait::async_trait]
impl staffhub_domain::agents::AgentLookup for DirectoryLookup {
    async fn agent_role_exists(&self, role_id: Uuid) -> bool {
        exists(&self.0, "AgentRole", role_id).await.unwrap_or(false)
    }

    async fn ai_model(&self, model_id: Uuid) -> Option<staffhub_domain::ai::ModelFacts> {
        crate::areas::ai::ai_model_facts(&self.0, model_id).await
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Vec<Uuid> {
        missing(&self.0, "Document", ids)
            .await
            .unwrap_or_else(|_| ids.to_vec())
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Vec<Uuid> {
        missing(&self.0, "Tag", ids)
            .await
            .unwrap_or_else(|_| ids.to_vec())
    }
}

#[async_trait::async_trait]
impl staffhub_domain::agents::AgentRoleLookup for DirectoryLookup {
    async fn dependents(&self, role_id: Uuid) -> Result<AgentRoleDependents, String> {
        role_dependents(&self.0, role_id)
            .await
            .map_err(|e| e.to_string())
    }
}

/// What depends on an agent role (issue 35), counted in the read model: the agents that have
/// it, active and archived apart. An archived agent counts too: un-archived, it would have a
/// role that is gone.
pub async fn role_dependents(
    pool: &PgPool,
    role_id: Uuid,
) -> Result<AgentRoleDependents, sqlx::Error> {
    let (agents, archived_agents) = sqlx::query_as::<_, (i64, i64)>(
        "SELECT count(*) FILTER (WHERE NOT archived), count(*) FILTER (WHERE archived)
         FROM agents WHERE role_id = $1",
    )
    .bind(role_id)
    .fetch_one(pool)
    .await?;
    Ok(AgentRoleDependents {
        agents,
        archived_agents,
    })
}

/// An agent's id ('Agent not found' when it is not one).
pub fn agent_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Agent", Code::AgentNotFound)
}

impl From<AgentRoleError> for ApiError {
    fn from(error: AgentRoleError) -> Self {
        Self::Coded(match error {
            AgentRoleError::NotFound => Code::AgentRoleNotFound,
            AgentRoleError::AlreadyExists => Code::InvalidId,
            AgentRoleError::InvalidName => Code::InvalidName,
            AgentRoleError::NothingChanged => Code::NothingChanged,
            AgentRoleError::NotDeleted => Code::NotDeleted,
            AgentRoleError::InUse(dependents) => {
                // The keys the browser's areas count in words (`AreaModule.counts`).
                return Self::InUse {
                    code: Code::AgentRoleInUse,
                    dependents: vec![
                        ("agents", dependents.agents),
                        ("archived_agents", dependents.archived_agents),
                    ],
                };
            }
            AgentRoleError::Lookup(reason) => {
                return Self::internal("agent role lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

impl From<AgentError> for ApiError {
    fn from(error: AgentError) -> Self {
        Self::Coded(match error {
            AgentError::NotFound => Code::AgentNotFound,
            AgentError::AlreadyExists => Code::InvalidId,
            AgentError::InvalidName => Code::InvalidName,
            AgentError::InvalidDescription => Code::InvalidAgentDescription,
            AgentError::InvalidInstruction => Code::InvalidInstruction,
            AgentError::InvalidEmotionalLevel => Code::InvalidEmotionalLevel,
            AgentError::RoleNotFound => Code::AgentRoleNotFound,
            AgentError::InvalidToolIds => Code::InvalidAiToolIds,
            AgentError::ToolsNotOfModel => Code::AiToolsNotOfModel,
            AgentError::ModelNotFound => Code::AiModelNotFound,
            AgentError::DocumentsNotFound => Code::DocumentsNotFound,
            AgentError::TagsNotFound => Code::TagsNotFound,
            AgentError::InvalidDocuments => Code::InvalidAgentDocuments,
            AgentError::InvalidTags => Code::InvalidTagIds,
            AgentError::Archived => Code::AgentArchived,
            AgentError::AlreadyArchived => Code::AgentAlreadyArchived,
            AgentError::NotArchived => Code::AgentNotArchived,
            AgentError::NotDeleted => Code::NotDeleted,
            AgentError::NothingChanged => Code::NothingChanged,
        })
    }
}

pub struct AgentRoleTarget;

impl Target for AgentRoleTarget {
    type Aggregate = RoleAggregate;
    type Row = AgentRoleRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::AgentRoleNotFound;

    fn services(state: &AppState) -> &staffhub_domain::agents::AgentRoleServices {
        &state.agent_role_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<AgentRoleRow>> {
        Ok(reads::role_by_id(&state.reads, id).await?)
    }

    fn version(row: &AgentRoleRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, role: RoleAggregate, events: &[JournalEvent]) -> Option<AgentRoleRow> {
        let (first, last) = (events.first()?, events.last()?);
        role.exists().then(|| AgentRoleRow {
            role_id: id,
            name: role.name().to_owned(),
            category: role.category().id() as i16,
            agent_count: 0,
            created_at: first.recorded_at,
            updated_at: last.recorded_at,
            version: last.sequence,
        })
    }
}

/// Issue 35: whoever may edit an agent role (Management, `Mutation.updateAgentRole`) deletes it
/// to the trash, once no agent has it (`201.K001.001`, the agents counted), and restores it;
/// its unique name is freed and claimed again ('Name already exists' while another role holds
/// it).
impl TrashTarget for AgentRoleTarget {
    fn delete_command() -> AgentRoleCommand {
        AgentRoleCommand::Delete
    }

    fn restore_command() -> AgentRoleCommand {
        AgentRoleCommand::Restore
    }

    fn names(state: &AppState) -> Option<UniqueNames> {
        Some(UniqueNames {
            names: role_names(state),
            trash: "agent_role_trash",
        })
    }
}

pub struct AgentTarget;

impl Target for AgentTarget {
    type Aggregate = AgentAggregate;
    type Row = AgentRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::AgentNotFound;

    fn services(state: &AppState) -> &staffhub_domain::agents::AgentServices {
        &state.agent_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<AgentRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &AgentRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, agent: AgentAggregate, events: &[JournalEvent]) -> Option<AgentRow> {
        let (first, last) = (events.first()?, events.last()?);
        let profile = agent.profile().clone();
        // In the trash, it has no row (issue 35): `exists` is false for a deleted agent.
        agent.exists().then(|| AgentRow {
            agent_id: id,
            name: profile.name,
            description: profile.description,
            instruction: profile.instruction,
            role_id: profile.role_id,
            emotional_level: profile.emotional_level.into(),
            default_model_id: profile.default_model_id,
            default_tool_keys: profile.default_tool_keys,
            document_ids: profile.document_ids,
            tag_ids: profile.tag_ids,
            author_id: Some(agent.author_id()),
            archived: agent.archived(),
            created_at: first.recorded_at,
            updated_at: last.recorded_at,
            version: last.sequence,
        })
    }
}

/// Issue 35: whoever may edit an agent deletes it to the trash and restores it: any staff
/// member (the descriptor's `trash.operation`, `Mutation.updateAgent`), with no row-level rule
/// beyond it, as everyone on the staff reads and edits every agent. What depends on an agent
/// does not hold it back (the aggregate's rule, `AgentCommand::Delete`): chats record its id
/// and version and read "(deleted)". Its restore waits for its role to be back ('Agent role
/// not found'). Its unique name is freed and claimed again ('Name already exists' while
/// another agent holds it).
impl TrashTarget for AgentTarget {
    fn delete_command() -> AgentCommand {
        AgentCommand::Delete
    }

    fn restore_command() -> AgentCommand {
        AgentCommand::RestoreFromTrash
    }

    fn names(state: &AppState) -> Option<UniqueNames> {
        Some(UniqueNames {
            names: agent_names(state),
            trash: "agent_trash",
        })
    }
}

/// An agent role's id ('Agent role not found' when it is not one).
pub fn role_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "AgentRole", Code::AgentRoleNotFound)
}

/// A role category by its spec §4 id ('Role category not found' when there is none).
pub fn category(id: i32) -> ApiResult<RoleCategory> {
    RoleCategory::from_id(id).ok_or_else(|| Code::RoleCategoryNotFound.into())
}

/// Agent role names are unique among agent roles ('Name already exists').
pub fn role_names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "AgentRole")
}

/// Agent names are unique among agents ('Name already exists').
pub fn agent_names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "Agent")
}
