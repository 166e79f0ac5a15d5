//! AI's application layer (issue 31): a model's facts, which agents and chats ask; its id,
//! error codes and command target, and the tool catalogue's keys.

mod descriptor;
mod history;

pub use descriptor::AREA;

use async_graphql::ID;
use sqlx::PgPool;
use staffhub_domain::ai::{AiModel as ModelAggregate, AiModelError};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::ai::tools;
use crate::catalogue::Code;
use crate::command::Target;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::names::Names;
use crate::read::ai::{self as reads, AiModelRow};
use crate::state::AppState;

/// An AI model's facts as its own events say (a model enabled a moment ago counts at once).
pub async fn ai_model_facts(
    pool: &PgPool,
    model_id: Uuid,
) -> Option<staffhub_domain::ai::ModelFacts> {
    use staffhub_domain::Aggregate;
    let mut conn = pool.acquire().await.ok()?;
    let events = staffhub_journal::events_of(&mut conn, "AiModel", &model_id.to_string())
        .await
        .inspect_err(|error| tracing::error!(error = %error, "looking up an AI model failed"))
        .ok()?;
    let mut model = staffhub_domain::ai::AiModel::default();
    for event in &events {
        model.apply(event.decode().ok()?);
    }
    model.facts()
}

/// An AI model's id ('AI model not found' when it is not one).
pub fn model_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "AiModel", Code::AiModelNotFound)
}

/// Tool ids as catalogue keys: 'Invalid AI tool IDs' when one names no tool.
pub fn tool_keys(ids: &[ID]) -> ApiResult<Vec<String>> {
    ids.iter()
        .map(|id| {
            tools::tool_key(id)
                .map(str::to_owned)
                .ok_or_else(|| Code::InvalidAiToolIds.into())
        })
        .collect()
}

impl From<AiModelError> for ApiError {
    fn from(error: AiModelError) -> Self {
        Self::Coded(match error {
            AiModelError::NotFound => Code::AiModelNotFound,
            AiModelError::AlreadyExists => Code::InvalidId,
            AiModelError::InvalidProvider => Code::InvalidProvider,
            AiModelError::InvalidModelName => Code::InvalidModelName,
            AiModelError::InvalidDisplayName => Code::InvalidName,
            AiModelError::InvalidMaxTokens => Code::InvalidMaxTokens,
            AiModelError::InvalidToolIds => Code::InvalidAiToolIds,
            AiModelError::NothingChanged => Code::NothingChanged,
            AiModelError::StatusUnchanged => Code::SameStatus,
        })
    }
}

pub struct AiModelTarget;

impl Target for AiModelTarget {
    type Aggregate = ModelAggregate;
    type Row = AiModelRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::AiModelNotFound;

    fn services(_: &AppState) -> &staffhub_domain::ai::AiModelServices {
        &staffhub_domain::ai::AiModelServices
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<AiModelRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &AiModelRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, model: ModelAggregate, events: &[JournalEvent]) -> Option<AiModelRow> {
        let (first, last) = (events.first()?, events.last()?);
        model.exists().then(|| AiModelRow {
            model_id: id,
            provider: model.provider().to_owned(),
            model_name: model.model_name().to_owned(),
            display_name: model.display_name().to_owned(),
            enabled: model.enabled(),
            max_tokens: model.max_tokens() as i32,
            tool_keys: model.tool_keys().to_vec(),
            created_at: first.recorded_at,
            updated_at: last.recorded_at,
            version: last.sequence,
        })
    }
}

/// Model names are unique among models ('Name already exists').
pub fn names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "AiModel")
}

/// A model's answer limit as the domain takes it ('Invalid max tokens' below zero).
pub fn max_tokens(value: i32) -> ApiResult<u32> {
    u32::try_from(value).map_err(|_| Code::InvalidMaxTokens.into())
}
