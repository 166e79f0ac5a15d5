//! Projection "api_tokens": the `api_tokens` table behind "My API tokens" and the check of a
//! bearer's request (issue 34 §3). The secret's digest is not here: it lives in the auth store
//! (`api_token_secrets`), never in the journal.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::api_tokens::ApiTokenEvent;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct ApiTokensProjection;

const NAME: &str = "api_tokens";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for ApiTokensProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["ApiToken"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["api_tokens"]
    }

    /// Every write is guarded by `version < $event`, so an event the row already reflects
    /// changes nothing (a replay over live rows is harmless).
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let token = event
            .decode::<ApiTokenEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let kind = match token {
            ApiTokenEvent::ApiTokenCreated {
                token_id,
                owner_id,
                name,
                scope,
                prefix,
                expires_at,
            } => {
                sqlx::query(
                    "INSERT INTO api_tokens (token_id, owner_id, name, scope, prefix, expires_at, created_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (token_id) DO NOTHING",
                )
                .bind(token_id)
                .bind(owner_id)
                .bind(name)
                .bind(scope.name())
                .bind(prefix)
                .bind(expires_at)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            ApiTokenEvent::ApiTokenRevoked => {
                sqlx::query(
                    "UPDATE api_tokens SET revoked_at = $2, revoked_by = $3, version = $4
                     WHERE token_id = $1 AND version < $4",
                )
                .bind(Uuid::parse_str(&event.aggregate_id).unwrap_or_default())
                .bind(at)
                .bind(event.metadata.actor_id)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Updated
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "ApiToken".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}
