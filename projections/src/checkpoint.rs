use chrono::{DateTime, Utc};
use sqlx::postgres::{PgArguments, Postgres};
use sqlx::query::QueryScalar;
use sqlx::{PgConnection, PgPool};
use staffhub_journal::JournalPosition;

use crate::CheckpointMove;

/// A projection's checkpoint, or the journal's start if it has none yet.
pub async fn read_checkpoint(
    conn: &mut PgConnection,
    projection: &str,
) -> Result<JournalPosition, sqlx::Error> {
    let row: Option<(i64, i64)> = sqlx::query_as(
        "SELECT last_transaction_id::text::bigint, last_global_position
         FROM projection_checkpoints WHERE projection_name = $1",
    )
    .bind(projection)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row
        .map(|(transaction_id, global_position)| JournalPosition {
            transaction_id,
            global_position,
        })
        .unwrap_or(JournalPosition::START))
}

/// Moves the checkpoint from `from` to `to`, only if it still is at `from` (compare-and-set):
/// if a second worker ever ran the same projection despite the lease, one of the two batches
/// rolls back instead of applying events twice. Only a projection at the journal's start may
/// create its row; a row deleted under a worker that had moved on fails the check, so the
/// worker (which keeps its position in memory) reads the table again and replays from the
/// start.
pub(crate) async fn advance(
    conn: &mut PgConnection,
    projection: &str,
    from: JournalPosition,
    to: JournalPosition,
    applied: i64,
) -> Result<bool, sqlx::Error> {
    let sql = if from == JournalPosition::START {
        "INSERT INTO projection_checkpoints AS c
             (projection_name, last_transaction_id, last_global_position, events_applied, updated_at)
         VALUES ($1, $4::text::xid8, $5, $6, now())
         ON CONFLICT (projection_name) DO UPDATE
         SET last_transaction_id = EXCLUDED.last_transaction_id,
             last_global_position = EXCLUDED.last_global_position,
             events_applied = c.events_applied + EXCLUDED.events_applied,
             updated_at = now()
         WHERE c.last_transaction_id = $2::text::xid8 AND c.last_global_position = $3"
    } else {
        "UPDATE projection_checkpoints
         SET last_transaction_id = $4::text::xid8,
             last_global_position = $5,
             events_applied = events_applied + $6,
             updated_at = now()
         WHERE projection_name = $1
           AND last_transaction_id = $2::text::xid8 AND last_global_position = $3"
    };
    let result = sqlx::query(sql)
        .bind(projection)
        .bind(from.transaction_id.to_string())
        .bind(from.global_position)
        .bind(to.transaction_id.to_string())
        .bind(to.global_position)
        .bind(applied)
        .execute(&mut *conn)
        .await?;
    Ok(result.rows_affected() == 1)
}

/// [`advance`]'s compare-and-set as the two CTEs that open a projection's one-statement batch
/// (`Projection::apply_batch_and_advance`): `moved` moves an existing checkpoint row, and
/// `gate.open` is true when the statement is not gated or the checkpoint moved. The batch's
/// writes join `gate` and write only `WHERE gate.open`. The seven parameters start at
/// `$first`; [`bind_gate`] binds them, in order, after the batch's own.
pub(crate) fn gate_ctes(first: usize) -> String {
    let [gated, projection, from_tx, from_pos, to_tx, to_pos, applied] =
        std::array::from_fn::<_, 7, _>(|i| format!("${}", first + i));
    format!(
        "moved AS (
    UPDATE projection_checkpoints
    SET last_transaction_id = {to_tx}::text::xid8, last_global_position = {to_pos},
        events_applied = events_applied + {applied}, updated_at = now()
    WHERE {gated} AND projection_name = {projection}
      AND last_transaction_id = {from_tx}::text::xid8 AND last_global_position = {from_pos}
    RETURNING 1
), gate AS (
    SELECT NOT {gated} OR EXISTS (SELECT FROM moved) AS open
)"
    )
}

/// Binds [`gate_ctes`]' parameters: the move, or an open gate that moves nothing.
pub(crate) fn bind_gate<'q, O>(
    query: QueryScalar<'q, Postgres, O, PgArguments>,
    checkpoint: Option<&CheckpointMove<'_>>,
) -> QueryScalar<'q, Postgres, O, PgArguments> {
    let (from, to) = checkpoint.map_or((JournalPosition::START, JournalPosition::START), |c| {
        (c.from, c.to)
    });
    query
        .bind(checkpoint.is_some())
        .bind(checkpoint.map_or(String::new(), |c| c.projection.to_owned()))
        .bind(from.transaction_id.to_string())
        .bind(from.global_position)
        .bind(to.transaction_id.to_string())
        .bind(to.global_position)
        .bind(checkpoint.map_or(0, |c| c.applied))
}

/// What `staffhub projections status` shows for one projection.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ProjectionStatus {
    pub name: String,
    pub position: JournalPosition,
    pub events_applied: i64,
    /// Events in the journal after the checkpoint.
    pub lag_events: i64,
    /// Age of the oldest event not yet applied (0 when caught up).
    pub lag_seconds: f64,
    pub updated_at: Option<DateTime<Utc>>,
    /// `running` when a worker holds the projection's lease, else `stopped`; with
    /// `, rebuilding (N applied)` while a rebuild is in progress or interrupted.
    pub state: String,
}

/// Position and lag of every registered projection.
pub async fn status_of_all(pool: &PgPool) -> Result<Vec<ProjectionStatus>, sqlx::Error> {
    let mut statuses = Vec::new();
    for projection in crate::all() {
        let row: Option<(i64, i64, i64, DateTime<Utc>)> = sqlx::query_as(
            "SELECT last_transaction_id::text::bigint, last_global_position, events_applied, updated_at
             FROM projection_checkpoints WHERE projection_name = $1",
        )
        .bind(projection.name())
        .fetch_optional(pool)
        .await?;
        let (position, events_applied, updated_at) = match row {
            Some((tx, pos, applied, at)) => (
                JournalPosition {
                    transaction_id: tx,
                    global_position: pos,
                },
                applied,
                Some(at),
            ),
            None => (JournalPosition::START, 0, None),
        };
        let (lag_events, oldest): (i64, Option<DateTime<Utc>>) = sqlx::query_as(
            "SELECT count(*), min(recorded_at) FROM events
             WHERE (transaction_id, global_position) > ($1::text::xid8, $2)",
        )
        .bind(position.transaction_id.to_string())
        .bind(position.global_position)
        .fetch_one(pool)
        .await?;
        let lag_seconds = oldest
            .map(|t| (Utc::now() - t).num_milliseconds().max(0) as f64 / 1000.0)
            .unwrap_or(0.0);
        let running: bool = sqlx::query_scalar(
            "SELECT EXISTS (
               SELECT 1 FROM pg_locks
               WHERE locktype = 'advisory' AND granted AND objsubid = 1
                 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                 AND (classid::bigint << 32) | objid::bigint
                     = hashtext('staffhub.projection.' || $1)::bigint)",
        )
        .bind(projection.name())
        .fetch_one(pool)
        .await?;
        let rebuilding: Option<i64> = sqlx::query_scalar(
            "SELECT events_applied FROM projection_checkpoints WHERE projection_name = $1",
        )
        .bind(crate::rebuild::rebuild_checkpoint(projection.name()))
        .fetch_optional(pool)
        .await?;
        let mut state = if running {
            "running".to_owned()
        } else {
            "stopped".to_owned()
        };
        if let Some(applied) = rebuilding {
            state.push_str(&format!(", rebuilding ({applied} applied)"));
        }
        statuses.push(ProjectionStatus {
            name: projection.name().to_owned(),
            position,
            events_applied,
            lag_events,
            lag_seconds,
            updated_at,
            state,
        });
    }
    Ok(statuses)
}
