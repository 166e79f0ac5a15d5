//! Projection "ai" (issue 18): `ai_models`, the models an operator registered, with the tools
//! each may use. Providers and their keys are configuration, not events: they are not here.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::ai::AiModelEvent;
use staffhub_journal::JournalEvent;

use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError, guarded};

pub struct AiProjection;

const NAME: &str = "ai";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for AiProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["AiModel"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["ai_models"]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<AiModelEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let kind = match decoded {
            AiModelEvent::AiModelRegistered {
                model_id,
                provider,
                model_name,
                display_name,
                max_tokens,
                tool_keys,
                enabled,
            } => {
                sqlx::query(
                    "INSERT INTO ai_models (model_id, provider, model_name, display_name, enabled,
                         max_tokens, tool_keys, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
                     ON CONFLICT (model_id) DO NOTHING",
                )
                .bind(model_id)
                .bind(provider)
                .bind(model_name)
                .bind(display_name)
                .bind(enabled)
                .bind(max_tokens as i32)
                .bind(tool_keys)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            AiModelEvent::AiModelUpdated {
                model_name,
                display_name,
                max_tokens,
                tool_keys,
            } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "ai_models",
                    "model_id",
                    "model_name = $4, display_name = $5, max_tokens = $6, tool_keys = $7",
                    |q| {
                        q.bind(model_name)
                            .bind(display_name)
                            .bind(max_tokens as i32)
                            .bind(tool_keys)
                    },
                )
                .await?;
                ChangeKind::Updated
            }
            AiModelEvent::AiModelEnabled {} | AiModelEvent::AiModelDisabled {} => {
                let enabled = matches!(decoded_kind(event), Some(true));
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "ai_models",
                    "model_id",
                    "enabled = $4",
                    |q| q.bind(enabled),
                )
                .await?;
                ChangeKind::Updated
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: event.aggregate_type.clone(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

/// Whether an enable/disable event enables.
fn decoded_kind(event: &JournalEvent) -> Option<bool> {
    match event.event_type.as_str() {
        "AiModelEnabled" => Some(true),
        "AiModelDisabled" => Some(false),
        _ => None,
    }
}
