//! Agents (issue 18; spec §2 `/agents`, `/agents/new`, `/agents/{id}`; §3 `name, description,
//! instruction, role, documents, roleCategoryId, emotionalLevel, defaultAiModelId,
//! defaultAiToolIds, tagIds`; §6 role categories Management 1, Execution 2; §8 'Agent', 'Agent
//! role' not found).
//!
//! An agent is an instruction (its system prompt) with a role, a temper, a default model and
//! tools, and the documents it knows. Every change is an event, so a chat answer records the
//! exact version that wrote it. Staff write agents; agent roles are management's.

use std::time::Instant;

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use sqlx::postgres::PgRow;
use staffhub_domain::agents::{AgentCommand, AgentProfile, AgentRoleCommand};
use uuid::Uuid;

use super::ai::{AiModel, AiTool};
use super::connection::{self, OrderDirection, connection};
use super::documents::Document;
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::search::SearchHit;
use super::tags::Tag;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::areas::agents::{
    AgentRoleTarget, AgentTarget, agent_id, agent_names, category, role_id, role_names,
};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiResult, GqlResult};
use crate::locale::Locale;
use crate::read::agents::{
    self as reads, AgentListFilter, AgentRoleRow, AgentRow, AgentSort, AgentSortField,
};
use crate::read::search::detail as search_detail;
use crate::state::AppState;

/// `node(id)` of an agent role, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn agent_role_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::role_by_id(&state.reads, id)
            .await?
            .map(|row| Node::AgentRole(AgentRole(row))))
    })
}

/// `node(id)` of an agent, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn agent_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::Agent(Agent(row))))
    })
}

/// One search row as a hit on an agent, the hook `AREA` points at.
pub(crate) fn agent_hit(row: &PgRow, _locale: Locale) -> Result<SearchHit, sqlx::Error> {
    let agent: AgentRow = sqlx::FromRow::from_row(row)?;
    let role = search_detail(row, false)?;
    Ok(SearchHit::new(
        Node::Agent(Agent(agent.clone())),
        agent.name,
        role,
    ))
}

/// An agent role (spec §3 `role`, `roleCategoryId`).
pub struct AgentRole(pub AgentRoleRow);

#[Object]
impl AgentRole {
    pub async fn id(&self) -> ID {
        ids::encode("AgentRole", self.0.role_id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    /// Management 1, Execution 2 (spec §6).
    async fn role_category_id(&self) -> i32 {
        self.0.category.into()
    }

    /// Agents holding the role, archived ones left out.
    async fn agent_count(&self) -> i64 {
        self.0.agent_count
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// An AI agent (spec §2 `/agents`).
pub struct Agent(pub AgentRow);

#[Object]
impl Agent {
    pub async fn id(&self) -> ID {
        ids::encode("Agent", self.0.agent_id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn description(&self) -> &str {
        &self.0.description
    }

    /// The system prompt (markdown).
    async fn instruction(&self) -> &str {
        &self.0.instruction
    }

    async fn role(&self, ctx: &Context<'_>) -> GqlResult<Option<AgentRole>> {
        Ok(reads::role_by_id(&state(ctx).reads, self.0.role_id)
            .await?
            .map(AgentRole))
    }

    /// 1 calm and factual … 5 warm and expressive.
    async fn emotional_level(&self) -> i32 {
        self.0.emotional_level.into()
    }

    async fn default_ai_model(&self, ctx: &Context<'_>) -> GqlResult<Option<AiModel>> {
        let Some(id) = self.0.default_model_id else {
            return Ok(None);
        };
        Ok(crate::read::ai::by_id(&state(ctx).reads, id)
            .await?
            .map(AiModel))
    }

    async fn default_ai_tools(&self) -> Vec<AiTool> {
        AiTool::all_of(&self.0.default_tool_keys)
    }

    /// The documents the agent knows that the caller may read;
    /// `restrictedDocumentCount` counts the others.
    async fn documents(&self, ctx: &Context<'_>) -> GqlResult<Vec<Document>> {
        Document::readable(ctx, &self.0.document_ids).await
    }

    async fn restricted_document_count(&self, ctx: &Context<'_>) -> GqlResult<i32> {
        let viewer = Caller::of(session(ctx)?);
        let visible =
            crate::read::documents::visible_ids(&state(ctx).reads, &self.0.document_ids, &viewer)
                .await?;
        Ok((self.0.document_ids.len() - visible.len()) as i32)
    }

    async fn tags(&self, ctx: &Context<'_>) -> GqlResult<Vec<Tag>> {
        let rows = crate::read::tags::by_ids(&state(ctx).reads, &self.0.tag_ids).await?;
        Ok(rows.into_iter().map(Tag).collect())
    }

    async fn author(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.author_id).await?)
    }

    async fn archived(&self) -> bool {
        self.0.archived
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }

    /// Aggregate version: a chat answer records the version that wrote it; the edit form
    /// sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

connection!(
    AgentConnection,
    AgentEdge,
    Agent,
    AgentListFilter,
    reads::count
);

#[derive(InputObject, Default)]
pub struct AgentFilter {
    /// Matches the name and the description.
    keyword: Option<String>,
    role_id: Option<ID>,
    role_category_id: Option<i32>,
    tag_ids: Option<Vec<ID>>,
    /// Default: only agents in use (false); null: both.
    #[graphql(default_with = "Some(false)")]
    archived: Option<bool>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum AgentOrderField {
    Name,
    UpdatedAt,
    CreatedAt,
}

#[derive(InputObject)]
pub struct AgentOrder {
    field: AgentOrderField,
    direction: OrderDirection,
}

fn decode_all(ids_: &[ID], type_name: &str, code: Code) -> ApiResult<Vec<Uuid>> {
    ids_.iter()
        .map(|id| ids::decode(id, type_name, code))
        .collect()
}

/// The list's filter as the read model takes it (the `agents` query and `agentsChanged`).
fn to_filter(filter: AgentFilter) -> ApiResult<AgentListFilter> {
    Ok(AgentListFilter {
        keyword: connection::keyword(filter.keyword)?,
        role_id: filter.role_id.as_ref().map(role_id).transpose()?,
        role_category: filter
            .role_category_id
            .map(|c| category(c).map(|c| c.id() as i16))
            .transpose()?,
        tag_ids: decode_all(
            &filter.tag_ids.unwrap_or_default(),
            "Tag",
            Code::TagNotFound,
        )?,
        archived: filter.archived,
    })
}

/// The `agents` query's filter as sent, or its default (active agents) when none is.
fn listed(filter: Option<AgentFilter>) -> ApiResult<AgentListFilter> {
    to_filter(filter.unwrap_or(AgentFilter {
        archived: Some(false),
        ..Default::default()
    }))
}

/// "All N matching this filter" for a bulk delete (issue 35 §2): the list's own filter and SQL.
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = listed(crate::bulk::list_filter(filter)?)?;
        let sort = AgentSort {
            field: AgentSortField::Name,
            descending: false,
        };
        crate::bulk::all_items(
            |offset, limit| reads::list(&state.reads, &filter, sort, offset, limit),
            |row| row.agent_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct AgentQuery;

#[Object(guard = "Policy::query()")]
impl AgentQuery {
    /// Every agent role, by name.
    async fn agent_roles(&self, ctx: &Context<'_>) -> GqlResult<Vec<AgentRole>> {
        Ok(reads::roles(&state(ctx).reads)
            .await?
            .into_iter()
            .map(AgentRole)
            .collect())
    }

    /// Agents, by name unless ordered otherwise. first: default 20, 1..=100.
    async fn agents(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<AgentFilter>,
        order_by: Option<AgentOrder>,
    ) -> GqlResult<AgentConnection> {
        let filter = listed(filter)?;
        let sort = order_by.map_or(
            AgentSort {
                field: AgentSortField::Name,
                descending: false,
            },
            |o| AgentSort {
                field: match o.field {
                    AgentOrderField::Name => AgentSortField::Name,
                    AgentOrderField::UpdatedAt => AgentSortField::UpdatedAt,
                    AgentOrderField::CreatedAt => AgentSortField::CreatedAt,
                },
                descending: o.direction == OrderDirection::Desc,
            },
        );
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::list(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges.into_iter().map(|(c, row)| (c, Agent(row))).collect();
        Ok(AgentConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct CreateAgentRoleInput {
    /// Unique regardless of case ('Name already exists').
    name: String,
    /// Management 1, Execution 2.
    role_category_id: i32,
}

#[derive(SimpleObject)]
pub struct CreateAgentRolePayload {
    agent_role: AgentRole,
}

#[derive(InputObject)]
pub struct UpdateAgentRoleInput {
    id: ID,
    name: String,
    role_category_id: i32,
}

#[derive(SimpleObject)]
pub struct UpdateAgentRolePayload {
    agent_role: AgentRole,
}

#[derive(InputObject)]
pub struct CreateAgentInput {
    name: String,
    #[graphql(default)]
    description: String,
    /// The system prompt: required, up to 20,000 characters.
    instruction: String,
    role_id: ID,
    /// 1 calm … 5 expressive.
    #[graphql(default = 3)]
    emotional_level: i32,
    default_ai_model_id: Option<ID>,
    /// Tools of the default model.
    #[graphql(default)]
    default_ai_tool_ids: Vec<ID>,
    /// Documents the agent knows; each must be one the caller may read.
    #[graphql(default)]
    document_ids: Vec<ID>,
    #[graphql(default)]
    tag_ids: Vec<ID>,
}

#[derive(SimpleObject)]
pub struct CreateAgentPayload {
    agent: Agent,
    agent_edge: AgentEdge,
}

#[derive(InputObject)]
pub struct UpdateAgentInput {
    id: ID,
    /// The `version` the form was loaded at (204.X000.004 when it moved on).
    expected_version: Option<i64>,
    name: String,
    description: String,
    instruction: String,
    role_id: ID,
    emotional_level: i32,
    default_ai_model_id: Option<ID>,
    default_ai_tool_ids: Vec<ID>,
    document_ids: Vec<ID>,
    tag_ids: Vec<ID>,
}

#[derive(SimpleObject)]
pub struct UpdateAgentPayload {
    agent: Agent,
}

#[derive(InputObject)]
pub struct ArchiveAgentInput {
    id: ID,
    /// true archives, false restores.
    archived: bool,
}

#[derive(SimpleObject)]
pub struct ArchiveAgentPayload {
    agent: Agent,
}

/// The form's fields as the domain's profile; the documents must be ones the caller may read
/// ('Document Not Accessible'): an agent never learns what its author could not read.
#[allow(clippy::too_many_arguments)]
async fn profile(
    ctx: &Context<'_>,
    name: String,
    description: String,
    instruction: String,
    role: &ID,
    emotional_level: i32,
    model: Option<&ID>,
    tools: &[ID],
    documents: &[ID],
    tags: &[ID],
) -> ApiResult<AgentProfile> {
    let document_ids =
        crate::areas::documents::readable_ids(state(ctx), session(ctx)?, documents).await?;
    Ok(AgentProfile {
        name,
        description,
        instruction,
        role_id: role_id(role)?,
        emotional_level: u8::try_from(emotional_level).map_err(|_| Code::InvalidEmotionalLevel)?,
        default_model_id: model.map(crate::areas::ai::model_id).transpose()?,
        default_tool_keys: crate::areas::ai::tool_keys(tools)?,
        document_ids,
        tag_ids: decode_all(tags, "Tag", Code::TagsNotFound)?,
    })
}

#[derive(Default)]
pub struct AgentMutation;

#[Object(guard = "Policy::mutation()")]
impl AgentMutation {
    /// Management: a new agent role.
    async fn create_agent_role(
        &self,
        ctx: &Context<'_>,
        input: CreateAgentRoleInput,
    ) -> GqlResult<CreateAgentRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let command = AgentRoleCommand::Create {
            role_id: id,
            name: input.name.clone(),
            category: category(input.role_category_id)?,
        };
        let started = Instant::now();
        let committed = role_names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<AgentRoleTarget>(state, &metadata, id, command, Expect::New)
                    .await
            })
            .await?;
        let row = command::answer_row::<AgentRoleTarget>(state, id, committed, started).await?;
        Ok(CreateAgentRolePayload {
            agent_role: AgentRole(row),
        })
    }

    /// Management: renames a role or moves it to the other category.
    async fn update_agent_role(
        &self,
        ctx: &Context<'_>,
        input: UpdateAgentRoleInput,
    ) -> GqlResult<UpdateAgentRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = role_id(&input.id)?;
        let command = AgentRoleCommand::Update {
            name: input.name.clone(),
            category: category(input.role_category_id)?,
        };
        let started = Instant::now();
        let committed = role_names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<AgentRoleTarget>(state, &metadata, id, command, Expect::Any)
                    .await
            })
            .await?;
        let row = command::answer_row::<AgentRoleTarget>(state, id, committed, started).await?;
        Ok(UpdateAgentRolePayload {
            agent_role: AgentRole(row),
        })
    }

    /// A new agent (`/agents/new`).
    async fn create_agent(
        &self,
        ctx: &Context<'_>,
        input: CreateAgentInput,
    ) -> GqlResult<CreateAgentPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let author_id = session(ctx)?.employee_id;
        let id = Uuid::now_v7();
        let name = input.name.clone();
        let profile = profile(
            ctx,
            input.name,
            input.description,
            input.instruction,
            &input.role_id,
            input.emotional_level,
            input.default_ai_model_id.as_ref(),
            &input.default_ai_tool_ids,
            &input.document_ids,
            &input.tag_ids,
        )
        .await?;
        let command = AgentCommand::Create {
            agent_id: id,
            author_id,
            profile,
        };
        let started = Instant::now();
        let committed = agent_names(state)
            .with_claim(&name, &id.to_string(), async {
                command::execute::<AgentTarget>(state, &metadata, id, command, Expect::New).await
            })
            .await?;
        let row = command::answer_row::<AgentTarget>(state, id, committed, started).await?;
        Ok(CreateAgentPayload {
            agent: Agent(row.clone()),
            agent_edge: AgentEdge {
                cursor: connection::cursor(0),
                node: Agent(row),
            },
        })
    }

    /// The edit form: the whole profile; a new version of the agent.
    async fn update_agent(
        &self,
        ctx: &Context<'_>,
        input: UpdateAgentInput,
    ) -> GqlResult<UpdateAgentPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = agent_id(&input.id)?;
        let name = input.name.clone();
        let profile = profile(
            ctx,
            input.name,
            input.description,
            input.instruction,
            &input.role_id,
            input.emotional_level,
            input.default_ai_model_id.as_ref(),
            &input.default_ai_tool_ids,
            &input.document_ids,
            &input.tag_ids,
        )
        .await?;
        let held = crate::read::agents::by_id(&state.reads, id)
            .await?
            .map(|row| row.tag_ids)
            .unwrap_or_default();
        let tag_ids = crate::areas::tags::keeping_deleted(state, &held, profile.tag_ids).await?;
        let profile = staffhub_domain::agents::AgentProfile { tag_ids, ..profile };
        let command = AgentCommand::Update { profile };
        let expect = input.expected_version.map_or(Expect::Any, Expect::Version);
        let started = Instant::now();
        let committed = agent_names(state)
            .with_claim(&name, &id.to_string(), async {
                command::execute::<AgentTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<AgentTarget>(state, id, committed, started).await?;
        Ok(UpdateAgentPayload { agent: Agent(row) })
    }

    /// Archives (or restores) an agent: an archived agent starts no new chats.
    async fn archive_agent(
        &self,
        ctx: &Context<'_>,
        input: ArchiveAgentInput,
    ) -> GqlResult<ArchiveAgentPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = agent_id(&input.id)?;
        let command = if input.archived {
            AgentCommand::Archive
        } else {
            AgentCommand::Restore
        };
        let row =
            command::run_for_row::<AgentTarget>(state, &metadata, id, command, Expect::Any).await?;
        Ok(ArchiveAgentPayload { agent: Agent(row) })
    }
}

#[derive(SimpleObject)]
pub struct AgentChange {
    kind: ChangeKind,
    /// The agent's id.
    id: ID,
    /// Whether the agent, as it is now, is in the subscriber's list (the `filter` given to
    /// `agentsChanged`, by the list's own SQL, issue 32): false when it no longer matches, and
    /// the list drops it.
    matches: bool,
    /// The agent as it is now (null once it is gone).
    agent: Option<Agent>,
}

#[derive(Default)]
pub struct AgentSubscription;

#[Subscription]
impl AgentSubscription {
    /// Every agent created or changed, each told with whether it is now in the caller's list
    /// with `filter` (the `agents` query's filter; none: every agent, archived ones too), so
    /// the list stays live without a matcher of its own (issue 32).
    async fn agents_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<AgentFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<AgentChange>>> {
        authorize(ctx, "Subscription.agentsChanged").map_err(coded)?;
        let filter = to_filter(filter.unwrap_or_default()).map_err(coded)?;
        let changes = live::list_changes(ctx, "Agent", move |state, _caller, id| {
            let filter = filter.clone();
            async move {
                let Some(row) = reads::by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Agent(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| AgentChange {
                kind: change.kind,
                id: ids::encode("Agent", change.id),
                matches: change.matches,
                agent: change.row,
            })
        }))
    }

    /// One agent, each time it changes (its detail page).
    async fn agent_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Agent>>> {
        authorize(ctx, "Subscription.agentChanged").map_err(coded)?;
        let agent = agent_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Agent",
            agent,
            Code::AgentNotFound,
            |state, _caller, id, _notice| async move {
                Ok(reads::by_id(&state.reads, id).await?.map(Agent))
            },
        )
        .await
        .map_err(coded)
    }
}
