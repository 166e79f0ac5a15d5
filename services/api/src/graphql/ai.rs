//! AI models and tools (issue 18; spec §3 "AI model, AI tool", `aiModelId, aiToolIds`; §8 'AI
//! model is not supported', 'AI tools do not belong to this AI model', 'Invalid AI tool IDs',
//! 'AI model' not found).
//!
//! Providers are the operator's configuration (`STAFFHUB_AI_PROVIDERS`), shown read-only and
//! never with their keys. A model names its provider, the provider's model id and the tools it
//! may use; admins register and change models, and every staff member reads them. With no
//! provider configured the screens say how to configure one: nothing answers in its place.

use std::time::Instant;

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::ai::AiModelCommand;
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::node::Node;
use super::{ids, request, state};
use crate::ai::{ProviderKind, tools};
use crate::areas::ai::{AiModelTarget, max_tokens, model_id, names, tool_keys};
use crate::command::{self, Expect};
use crate::error::{ApiResult, GqlResult};
use crate::read::ai::{
    self as reads, AiModelListFilter, AiModelRow, AiModelSort, AiModelSortField,
};
use crate::state::AppState;

/// `node(id)` of an AI model, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn ai_model_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::AiModel(AiModel(row))))
    })
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum AiProviderKind {
    Anthropic,
    OpenaiCompatible,
}

/// A provider the operator configured (`STAFFHUB_AI_PROVIDERS`). Never carries the key.
#[derive(SimpleObject)]
pub struct AiProvider {
    name: String,
    kind: AiProviderKind,
    base_url: String,
    /// Whether a key is configured (`STAFFHUB_AI_KEY_<NAME>`); local servers need none.
    has_key: bool,
}

/// A real action the AI may take with the asking employee's rights (a code catalogue, so not
/// a `Node`; `id` is stable).
pub struct AiTool {
    pub key: &'static str,
}

#[Object]
impl AiTool {
    async fn id(&self) -> ID {
        tools::tool_id(self.key)
    }

    /// search_documents, list_my_tasks, lookup_organization or draft_task.
    async fn key(&self) -> &str {
        self.key
    }

    /// In the caller's language.
    async fn name(&self, ctx: &Context<'_>) -> GqlResult<&'static str> {
        Ok(tools::label(self.key, request(ctx)?.locale).0)
    }

    /// In the caller's language.
    async fn description(&self, ctx: &Context<'_>) -> GqlResult<&'static str> {
        Ok(tools::label(self.key, request(ctx)?.locale).1)
    }
}

impl AiTool {
    /// The catalogue's tools among `keys`, in catalogue order.
    pub fn all_of(keys: &[String]) -> Vec<AiTool> {
        staffhub_domain::ai::TOOL_KEYS
            .iter()
            .filter(|key| keys.iter().any(|k| k == *key))
            .map(|key| AiTool { key })
            .collect()
    }
}

/// An AI model: a provider's model, with the tools it may use.
pub struct AiModel(pub AiModelRow);

#[Object]
impl AiModel {
    pub async fn id(&self) -> ID {
        ids::encode("AiModel", self.0.model_id)
    }

    /// The operator's provider name.
    async fn provider(&self) -> &str {
        &self.0.provider
    }

    /// False when the provider named here is not configured on this server: the model
    /// cannot answer until it is.
    async fn provider_configured(&self, ctx: &Context<'_>) -> bool {
        state(ctx).ai.provider(&self.0.provider).is_some()
    }

    /// The provider's id for the model (claude-sonnet-4-5, smollm2-135m).
    async fn model_name(&self) -> &str {
        &self.0.model_name
    }

    async fn display_name(&self) -> &str {
        &self.0.display_name
    }

    /// A disabled model answers nothing ('AI model is not supported').
    async fn enabled(&self) -> bool {
        self.0.enabled
    }

    /// The longest answer, in tokens, one request may ask for.
    async fn max_tokens(&self) -> i32 {
        self.0.max_tokens
    }

    async fn tools(&self) -> Vec<AiTool> {
        AiTool::all_of(&self.0.tool_keys)
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }

    /// Aggregate version: the edit form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

connection!(
    AiModelConnection,
    AiModelEdge,
    AiModel,
    AiModelListFilter,
    reads::count
);

#[derive(InputObject, Default)]
pub struct AiModelFilter {
    /// Matches the display name and the model name.
    keyword: Option<String>,
    enabled: Option<bool>,
    provider: Option<String>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum AiModelOrderField {
    DisplayName,
    CreatedAt,
}

#[derive(InputObject)]
pub struct AiModelOrder {
    field: AiModelOrderField,
    direction: OrderDirection,
}

#[derive(Default)]
pub struct AiQuery;

#[Object(guard = "Policy::query()")]
impl AiQuery {
    /// The providers this server is configured with (never their keys). Empty: no AI until
    /// an operator sets `STAFFHUB_AI_PROVIDERS`.
    async fn ai_providers(&self, ctx: &Context<'_>) -> Vec<AiProvider> {
        state(ctx)
            .ai
            .config
            .providers
            .values()
            .map(|p| AiProvider {
                name: p.name.clone(),
                kind: match p.kind {
                    ProviderKind::Anthropic => AiProviderKind::Anthropic,
                    ProviderKind::OpenAi => AiProviderKind::OpenaiCompatible,
                },
                base_url: crate::config::redact_url(&p.base_url),
                has_key: p.key.is_some(),
            })
            .collect()
    }

    /// Every tool of the catalogue.
    async fn ai_tools(&self) -> Vec<AiTool> {
        staffhub_domain::ai::TOOL_KEYS
            .iter()
            .map(|key| AiTool { key })
            .collect()
    }

    /// AI models, by display name unless ordered otherwise. first: default 20, 1..=100.
    async fn ai_models(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<AiModelFilter>,
        order_by: Option<AiModelOrder>,
    ) -> GqlResult<AiModelConnection> {
        let filter = filter.unwrap_or_default();
        let filter = AiModelListFilter {
            keyword: connection::keyword(filter.keyword)?,
            enabled: filter.enabled,
            provider: filter.provider.map(|p| p.trim().to_ascii_lowercase()),
        };
        let sort = order_by.map_or(
            AiModelSort {
                field: AiModelSortField::DisplayName,
                descending: false,
            },
            |o| AiModelSort {
                field: match o.field {
                    AiModelOrderField::DisplayName => AiModelSortField::DisplayName,
                    AiModelOrderField::CreatedAt => AiModelSortField::CreatedAt,
                },
                descending: o.direction == OrderDirection::Desc,
            },
        );
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::list(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, AiModel(row)))
            .collect();
        Ok(AiModelConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct CreateAiModelInput {
    /// A provider name from `aiProviders` (one configured later is accepted: the model shows
    /// `providerConfigured: false` until then).
    provider: String,
    model_name: String,
    /// Unique regardless of case ('Name already exists').
    display_name: String,
    #[graphql(default = 1024)]
    max_tokens: i32,
    #[graphql(default)]
    tool_ids: Vec<ID>,
    #[graphql(default = true)]
    enabled: bool,
}

#[derive(SimpleObject)]
pub struct CreateAiModelPayload {
    ai_model: AiModel,
    ai_model_edge: AiModelEdge,
}

#[derive(InputObject)]
pub struct UpdateAiModelInput {
    id: ID,
    /// The `version` the form was loaded at (204.X000.004 when it moved on).
    expected_version: Option<i64>,
    model_name: String,
    display_name: String,
    max_tokens: i32,
    tool_ids: Vec<ID>,
}

#[derive(SimpleObject)]
pub struct UpdateAiModelPayload {
    ai_model: AiModel,
}

#[derive(InputObject)]
pub struct SetAiModelEnabledInput {
    id: ID,
    enabled: bool,
}

#[derive(SimpleObject)]
pub struct SetAiModelEnabledPayload {
    ai_model: AiModel,
}

#[derive(Default)]
pub struct AiMutation;

#[Object(guard = "Policy::mutation()")]
impl AiMutation {
    /// Admin: registers a provider's model for chats and agents.
    async fn create_ai_model(
        &self,
        ctx: &Context<'_>,
        input: CreateAiModelInput,
    ) -> GqlResult<CreateAiModelPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let command = AiModelCommand::Register {
            model_id: id,
            provider: input.provider.trim().to_ascii_lowercase(),
            model_name: input.model_name,
            display_name: input.display_name.clone(),
            max_tokens: max_tokens(input.max_tokens)?,
            tool_keys: tool_keys(&input.tool_ids)?,
            enabled: input.enabled,
        };
        let started = Instant::now();
        let committed = names(state)
            .with_claim(&input.display_name, &id.to_string(), async {
                command::execute::<AiModelTarget>(state, &metadata, id, command, Expect::New).await
            })
            .await?;
        let row = command::answer_row::<AiModelTarget>(state, id, committed, started).await?;
        Ok(CreateAiModelPayload {
            ai_model: AiModel(row.clone()),
            ai_model_edge: AiModelEdge {
                cursor: connection::cursor(0),
                node: AiModel(row),
            },
        })
    }

    /// Admin: changes a model's name, provider model id, answer length and tools.
    async fn update_ai_model(
        &self,
        ctx: &Context<'_>,
        input: UpdateAiModelInput,
    ) -> GqlResult<UpdateAiModelPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = model_id(&input.id)?;
        let command = AiModelCommand::Update {
            model_name: input.model_name,
            display_name: input.display_name.clone(),
            max_tokens: max_tokens(input.max_tokens)?,
            tool_keys: tool_keys(&input.tool_ids)?,
        };
        let expect = input.expected_version.map_or(Expect::Any, Expect::Version);
        let started = Instant::now();
        let committed = names(state)
            .with_claim(&input.display_name, &id.to_string(), async {
                command::execute::<AiModelTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<AiModelTarget>(state, id, committed, started).await?;
        Ok(UpdateAiModelPayload {
            ai_model: AiModel(row),
        })
    }

    /// Admin: a disabled model answers nothing; chats that chose it say 'AI model is not
    /// supported'.
    async fn set_ai_model_enabled(
        &self,
        ctx: &Context<'_>,
        input: SetAiModelEnabledInput,
    ) -> GqlResult<SetAiModelEnabledPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = model_id(&input.id)?;
        let command = AiModelCommand::SetEnabled {
            enabled: input.enabled,
        };
        let row = command::run_for_row::<AiModelTarget>(state, &metadata, id, command, Expect::Any)
            .await?;
        Ok(SetAiModelEnabledPayload {
            ai_model: AiModel(row),
        })
    }
}

#[derive(SimpleObject)]
pub struct AiModelChange {
    kind: ChangeKind,
    ai_model: AiModel,
}

#[derive(Default)]
pub struct AiSubscription;

#[Subscription]
impl AiSubscription {
    /// Every model registered or changed (pickers and the models screen stay live).
    async fn ai_models_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<AiModelChange>>> {
        authorize(ctx, "Subscription.aiModelsChanged").map_err(coded)?;
        let state = state(ctx).clone();
        Ok(live::notices(&state, "AiModel").filter_map(move |notice| {
            let state = state.clone();
            async move {
                let id = Uuid::parse_str(&notice.entity_id).ok()?;
                match reads::by_id(&state.reads, id).await {
                    Ok(row) => Some(Ok(AiModelChange {
                        kind: ChangeKind::from(notice.kind),
                        ai_model: AiModel(row?),
                    })),
                    Err(e) => Some(Err(coded(e))),
                }
            }
        }))
    }
}
