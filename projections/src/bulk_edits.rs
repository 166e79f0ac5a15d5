//! Projection "bulk_edits": the `bulk_edits` and `bulk_edit_items` tables behind a batch's
//! progress bar and result (issue 35 §2).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::bulk::{BulkEditEvent, BulkOutcome, RefusalReason};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::guarded;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct BulkEditsProjection;

const NAME: &str = "bulk_edits";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// The stored word for a refusal's reason.
pub fn reason_name(reason: RefusalReason) -> &'static str {
    match reason {
        RefusalReason::Stale => "stale",
        RefusalReason::NotAllowed => "not_allowed",
        RefusalReason::Rule => "rule",
        RefusalReason::NotFound => "not_found",
    }
}

#[async_trait]
impl Projection for BulkEditsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["BulkEdit"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["bulk_edit_items", "bulk_edits"]
    }

    /// Every write is guarded by the batch row's `version`, so a replay changes nothing.
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let batch = event
            .decode::<BulkEditEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let kind = match batch {
            BulkEditEvent::BulkEditStarted {
                bulk_edit_id,
                entity_type,
                field,
                value,
                items,
                undo_of,
            } => {
                let inserted = sqlx::query(
                    "INSERT INTO bulk_edits (bulk_edit_id, entity_type, field, value, started_by,
                         started_at, status, total, undo_of, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, 'running', $7, $8, $6, $9)
                     ON CONFLICT (bulk_edit_id) DO NOTHING",
                )
                .bind(bulk_edit_id)
                .bind(&entity_type)
                .bind(&field)
                .bind(&value)
                .bind(event.metadata.actor_id)
                .bind(at)
                .bind(items.len() as i32)
                .bind(undo_of)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                if inserted.rows_affected() > 0 {
                    let ids: Vec<Uuid> = items.iter().map(|item| item.id).collect();
                    let versions: Vec<Option<i64>> =
                        items.iter().map(|item| item.version).collect();
                    sqlx::query(
                        "INSERT INTO bulk_edit_items (bulk_edit_id, position, item_id, expected_version)
                         SELECT $1, (n - 1)::int, item_id, expected_version
                         FROM unnest($2::uuid[], $3::bigint[]) WITH ORDINALITY AS t(item_id, expected_version, n)",
                    )
                    .bind(bulk_edit_id)
                    .bind(&ids)
                    .bind(&versions)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                }
                ChangeKind::Created
            }
            BulkEditEvent::BulkItemsDone { results } => {
                let count = |f: fn(&BulkOutcome) -> bool| {
                    results.iter().filter(|r| f(&r.outcome)).count() as i32
                };
                let changed = count(|o| matches!(o, BulkOutcome::Changed { .. }));
                let unchanged = count(|o| matches!(o, BulkOutcome::Unchanged));
                let refused = count(|o| matches!(o, BulkOutcome::Refused { .. }));
                // The guard and the place in one statement: the first position of this chunk
                // is the count done before it, and no row comes back for a replayed event.
                let first: Option<i32> = sqlx::query_scalar(
                    "UPDATE bulk_edits SET done = done + $4, changed = changed + $5,
                         unchanged = unchanged + $6, refused = refused + $7,
                         updated_at = $2, version = $3
                     WHERE bulk_edit_id = $1 AND version < $3
                     RETURNING done - $4",
                )
                .bind(batch_id(event))
                .bind(at)
                .bind(event.sequence)
                .bind(results.len() as i32)
                .bind(changed)
                .bind(unchanged)
                .bind(refused)
                .fetch_optional(&mut *conn)
                .await
                .map_err(db)?;
                if let Some(first) = first {
                    let mut outcomes = Vec::with_capacity(results.len());
                    let mut befores = Vec::with_capacity(results.len());
                    let mut versions = Vec::with_capacity(results.len());
                    let mut reasons = Vec::with_capacity(results.len());
                    let mut codes = Vec::with_capacity(results.len());
                    for result in &results {
                        let (outcome, before, version, reason, code) = match &result.outcome {
                            BulkOutcome::Changed { before, version } => {
                                ("changed", Some(before.clone()), Some(*version), None, None)
                            }
                            BulkOutcome::Unchanged => ("unchanged", None, None, None, None),
                            BulkOutcome::Refused { reason, code } => (
                                "refused",
                                None,
                                None,
                                Some(reason_name(*reason)),
                                Some(code.clone()),
                            ),
                        };
                        outcomes.push(outcome);
                        befores.push(before);
                        versions.push(version);
                        reasons.push(reason);
                        codes.push(code);
                    }
                    sqlx::query(
                        "UPDATE bulk_edit_items i SET outcome = r.outcome, before = r.before,
                             after_version = r.after_version, reason = r.reason, code = r.code
                         FROM unnest($3::text[], $4::jsonb[], $5::bigint[], $6::text[], $7::text[])
                             WITH ORDINALITY AS r(outcome, before, after_version, reason, code, n)
                         WHERE i.bulk_edit_id = $1 AND i.position = $2 + r.n - 1",
                    )
                    .bind(batch_id(event))
                    .bind(first)
                    .bind(&outcomes)
                    .bind(&befores)
                    .bind(&versions)
                    .bind(&reasons)
                    .bind(&codes)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                }
                ChangeKind::Updated
            }
            BulkEditEvent::BulkEditFinished => {
                end(conn, event, "done").await?;
                ChangeKind::Updated
            }
            BulkEditEvent::BulkEditInterrupted => {
                end(conn, event, "interrupted").await?;
                ChangeKind::Updated
            }
            BulkEditEvent::BulkEditUndone { undone_by } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "bulk_edits",
                    "bulk_edit_id",
                    "undone_by = $4",
                    |q| q.bind(undone_by),
                )
                .await?;
                ChangeKind::Updated
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "BulkEdit".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

fn batch_id(event: &JournalEvent) -> Uuid {
    Uuid::parse_str(&event.aggregate_id).unwrap_or_default()
}

async fn end(
    conn: &mut PgConnection,
    event: &JournalEvent,
    status: &'static str,
) -> Result<(), ProjectionError> {
    let at = event.metadata.occurred_at_or(event.recorded_at);
    guarded::update(
        conn,
        event,
        NAME,
        "bulk_edits",
        "bulk_edit_id",
        "status = $4, finished_at = $5",
        |q| q.bind(status).bind(at),
    )
    .await
}
