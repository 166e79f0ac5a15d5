//! Projection "pipeline": `deal_stage_stays`, one row per stay of a deal in a stage, from the
//! organizations' stage events (issue 13: stage history with durations, and the pipeline
//! report's entries, conversion and median time in stage, for any period of the past).
//! Times are business times, so imported history counts where it happened.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::organizations::OrganizationEvent;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::{ChangeNotice, Projection, ProjectionError};

pub struct PipelineProjection;

const NAME: &str = "pipeline";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for PipelineProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Organization"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["deal_stage_stays"]
    }

    /// Idempotent: a stay is keyed by the event that began it, and a stay is closed only by a
    /// later event (`entered_sequence < $event`), so replaying an event changes nothing.
    /// Sends no notices: the organizations projection announces the same events.
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<OrganizationEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let entered = match decoded {
            OrganizationEvent::OrganizationCreated { deal_status, .. } => Some(deal_status),
            OrganizationEvent::DealMoved { to, .. } => Some(to),
            OrganizationEvent::OrganizationDeleted => None,
            OrganizationEvent::OrganizationRestored => {
                // Issue 35: a restored deal is back in the stage its deletion ended, from the
                // restore on (the time in the trash counts in no stage).
                sqlx::query(
                    "INSERT INTO deal_stage_stays
                         (organization_id, entered_sequence, deal_status, entered_at, moved_by)
                     SELECT $1, $2, deal_status, $3, $4 FROM deal_stage_stays
                     WHERE organization_id = $1 AND ended_by_deletion AND entered_sequence < $2
                     ORDER BY entered_sequence DESC LIMIT 1
                     ON CONFLICT (organization_id, entered_sequence) DO NOTHING",
                )
                .bind(id)
                .bind(event.sequence)
                .bind(at)
                .bind(event.metadata.actor_id)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                return Ok(None);
            }
            _ => return Ok(None),
        };
        // The deal leaves its current stage (a deletion ends the stay without a next one).
        sqlx::query(
            "UPDATE deal_stage_stays SET left_at = $2, ended_by_deletion = $4
             WHERE organization_id = $1 AND left_at IS NULL AND entered_sequence < $3",
        )
        .bind(id)
        .bind(at)
        .bind(event.sequence)
        .bind(entered.is_none())
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        if let Some(status) = entered {
            sqlx::query(
                "INSERT INTO deal_stage_stays
                     (organization_id, entered_sequence, deal_status, entered_at, moved_by)
                 VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (organization_id, entered_sequence) DO NOTHING",
            )
            .bind(id)
            .bind(event.sequence)
            .bind(status.id() as i16)
            .bind(at)
            .bind(event.metadata.actor_id)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        }
        Ok(None)
    }
}
