//! The demo AI models (issue 18): Claude Sonnet and Claude Haiku (provider `anthropic`) and
//! SmolLM2 135M (provider `local`, the model `ops/local-model.sh` serves), registered even
//! though a demo machine has no provider. Until an operator sets `STAFFHUB_AI_PROVIDERS` the
//! screens show them with `providerConfigured: false`, which is the honest state; nothing here
//! calls a provider. The agents (`super::agents`) and chats (`super::chats`) use them.
//!
//! History with business times in the past (`Metadata::occurred_at`), written through the same
//! commands the API runs. Ids are fixed and names are claimed as the API claims them, so a
//! second run adds nothing.

use chrono::Utc;
use sqlx::PgPool;
use staffhub_domain::ai::{AiModel, AiModelCommand, AiModelError, AiModelServices};
use staffhub_journal::{ExecuteError, Journal};
use uuid::Uuid;

use super::{by, claimed_or_found, local_time};
use crate::error::ApiResult;
use crate::names::Names;

/// A registered model: provider, the provider's model id, display name, answer length, tools,
/// and how many days ago an admin registered it.
pub(super) struct ModelSpec {
    pub(super) provider: &'static str,
    pub(super) model_name: &'static str,
    pub(super) display_name: &'static str,
    pub(super) max_tokens: u32,
    pub(super) tools: &'static [&'static str],
    pub(super) days_ago: i64,
    /// Tokens a second it writes (for the answers' durations).
    pub(super) pace: i64,
}

pub(super) const SONNET: usize = 0;
pub(super) const HAIKU: usize = 1;
pub(super) const LOCAL: usize = 2;

pub(super) const MODELS: [ModelSpec; 3] = [
    ModelSpec {
        provider: "anthropic",
        model_name: "claude-sonnet-4-5",
        display_name: "Claude Sonnet",
        max_tokens: 4096,
        tools: &[
            "search_documents",
            "list_my_tasks",
            "lookup_organization",
            "draft_task",
        ],
        days_ago: 95,
        pace: 55,
    },
    ModelSpec {
        provider: "anthropic",
        model_name: "claude-haiku-4-5",
        display_name: "Claude Haiku",
        max_tokens: 2048,
        tools: &["search_documents", "list_my_tasks"],
        days_ago: 95,
        pace: 110,
    },
    ModelSpec {
        provider: "local",
        model_name: "smollm2-135m",
        display_name: "SmolLM2 135M (local)",
        max_tokens: 512,
        tools: &[],
        days_ago: 44,
        pace: 30,
    },
];

fn model_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0018_0000_0000 + n as u128)
}

/// Registers the models; returns their ids, by their place in `MODELS` (a model found by its
/// name keeps its id).
pub async fn seed(pool: &PgPool, journal: &Journal, employee_ids: &[Uuid]) -> ApiResult<Vec<Uuid>> {
    let Some(&admin) = employee_ids.first() else {
        return Ok(Vec::new());
    };
    let now = Utc::now();
    let names = Names::new(pool.clone(), "AiModel");
    let mut ids = Vec::with_capacity(MODELS.len());
    let mut added = 0;
    for (n, spec) in MODELS.iter().enumerate() {
        let id = model_id(n);
        let register = AiModelCommand::Register {
            model_id: id,
            provider: spec.provider.to_owned(),
            model_name: spec.model_name.to_owned(),
            display_name: spec.display_name.to_owned(),
            max_tokens: spec.max_tokens,
            tool_keys: spec.tools.iter().map(|t| (*t).to_owned()).collect(),
            enabled: true,
        };
        let at = local_time(now, spec.days_ago, (10, 2 + n as i64));
        let (id, created) = claimed_or_found(&names, spec.display_name, id, async {
            match journal
                .execute::<AiModel>(&id.to_string(), register, &AiModelServices, &by(admin, at))
                .await
            {
                Ok(_) => Ok(true),
                Err(ExecuteError::Rejected(AiModelError::AlreadyExists)) => Ok(false),
                Err(error) => Err(error.into()),
            }
        })
        .await?;
        ids.push(id);
        added += usize::from(created);
    }
    tracing::info!(models = added, "demo AI models seeded");
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn models_offer_tools_of_the_catalogue() {
        assert!(
            MODELS
                .iter()
                .all(|m| m.tools.iter().all(|t| staffhub_domain::ai::is_tool_key(t)))
        );
        assert_eq!(MODELS[SONNET].tools.len(), 4);
    }
}
