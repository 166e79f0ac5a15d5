//! AI's application layer (issue 31): a model's facts, which agents and chats ask.

mod descriptor;

pub use descriptor::AREA;

use async_graphql::ID;
use sqlx::PgPool;
use uuid::Uuid;

use crate::ai::tools;
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::graphql::ids;

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
