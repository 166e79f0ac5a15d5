//! `--experiments`: measurements behind docs/benchmarks.md's "Proposed optimisations". Each
//! one measures a lever in code this crate owns (an index in the bench's own database, a
//! prototype projection loop), so the proposal comes with a before and an after from the same
//! run; none of it changes the product.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool, Row as _};
use staffhub_domain::task::TaskEvent;
use staffhub_journal::{JournalEvent, JournalPosition, Metadata};
use staffhub_projections::{Projection, TasksProjection};

use crate::commands::Throughput;
use crate::reads;
use crate::server::{self, Server};

/// P2 with an index whose order matches the query's `ORDER BY updated_at DESC NULLS LAST,
/// task_id DESC` (the schema's `task_list_by_updated` is `(updated_at DESC, task_id)`, i.e.
/// NULLS FIRST and task_id ascending, which the planner cannot use for this order).
pub async fn p2_with_matching_index(
    server: &Server,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<(Throughput, Throughput, String)> {
    sqlx::query(
        "CREATE INDEX IF NOT EXISTS bench_task_list_by_updated_nulls_last
         ON task_list (updated_at DESC NULLS LAST, task_id DESC)",
    )
    .execute(&server.pool)
    .await?;
    sqlx::query("ANALYZE task_list")
        .execute(&server.pool)
        .await?;
    let raw = reads::raw_reads(&server.database_url, clients, duration).await?;
    let graphql = reads::graphql_reads(server, clients, duration).await;
    let plan = reads::explain(server).await?;
    sqlx::query("DROP INDEX bench_task_list_by_updated_nulls_last")
        .execute(&server.pool)
        .await?;
    Ok((graphql, raw, plan))
}

#[derive(Debug)]
pub struct ReplayBreakdown {
    pub events: i64,
    pub batch_size: i64,
    /// The journal read alone, with the ORDER BY fixed (see `read_after_fixed`).
    pub read_only: Replay,
    /// Fixed read + the tasks projection's own per-event `apply` + checkpoint, per batch:
    /// what P4 becomes with only the ORDER BY fixed.
    pub per_event: Replay,
    /// Fixed read + fold the batch per task in memory + one multi-row UNNEST write per kind
    /// + checkpoint, per batch (a prototype; its table is checked against the projection's).
    pub folded: Replay,
    /// Rows in which the prototype's table differs from the projection's (None when either
    /// replay stopped at the budget).
    pub differing_rows: Option<i64>,
}

#[derive(Debug, Clone, Copy)]
pub struct Replay {
    pub events: i64,
    pub elapsed: Duration,
}

impl Replay {
    pub fn per_second(&self) -> f64 {
        self.events as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// `staffhub_journal::read_after`'s query with one change: the ORDER BY names the table's
/// columns. In the journal's query the select list's `transaction_id::text::bigint AS
/// transaction_id` shadows the column, so `ORDER BY transaction_id` sorts by that expression,
/// the `events_in_commit_order` index cannot serve it, and every batch scans and sorts the
/// whole journal.
pub async fn read_after_fixed(
    conn: &mut PgConnection,
    after: JournalPosition,
    limit: i64,
) -> Result<Vec<JournalEvent>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT transaction_id::text::bigint AS transaction_id, global_position, aggregate_type,
                aggregate_id, sequence, event_type, event_version, payload, metadata, recorded_at
         FROM events
         WHERE (transaction_id, global_position) > ($1::text::xid8, $2)
           AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY events.transaction_id, events.global_position
         LIMIT $3",
    )
    .bind(after.transaction_id.to_string())
    .bind(after.global_position)
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .iter()
        .map(|row| {
            let metadata: serde_json::Value = row.get("metadata");
            JournalEvent {
                position: JournalPosition {
                    transaction_id: row.get("transaction_id"),
                    global_position: row.get("global_position"),
                },
                aggregate_type: row.get("aggregate_type"),
                aggregate_id: row.get("aggregate_id"),
                sequence: row.get("sequence"),
                event_type: row.get("event_type"),
                event_version: row.get("event_version"),
                payload: row.get("payload"),
                metadata: Metadata::from_json(&metadata),
                recorded_at: row.get("recorded_at"),
            }
        })
        .collect())
}

#[derive(Clone, Copy)]
enum Apply {
    Nothing,
    PerEvent,
    Folded,
}

async fn replay(
    pool: &PgPool,
    batch_size: i64,
    budget: Duration,
    how: Apply,
) -> anyhow::Result<Replay> {
    let projection = TasksProjection;
    let began = Instant::now();
    let mut from = JournalPosition::START;
    let mut events = 0;
    while began.elapsed() < budget {
        let mut tx = pool.begin().await?;
        let batch = read_after_fixed(&mut tx, from, batch_size).await?;
        let Some(last) = batch.last() else { break };
        from = last.position;
        events += batch.len() as i64;
        match how {
            Apply::Nothing => {}
            Apply::PerEvent => {
                for event in &batch {
                    projection.apply(&mut tx, event).await.map_err(|e| {
                        anyhow::anyhow!(staffhub_projections::worker::error_chain(&e))
                    })?;
                }
                checkpoint(&mut tx, "bench_per_event", batch.len()).await?;
            }
            Apply::Folded => {
                apply_folded(&mut tx, &batch).await?;
                checkpoint(&mut tx, "bench_fold", batch.len()).await?;
            }
        }
        tx.commit().await?;
    }
    Ok(Replay {
        events,
        elapsed: began.elapsed(),
    })
}

async fn checkpoint(conn: &mut PgConnection, name: &str, events: usize) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO projection_checkpoints (projection_name, events_applied) VALUES ($1, $2)
         ON CONFLICT (projection_name) DO UPDATE
         SET events_applied = projection_checkpoints.events_applied + $2, updated_at = now()",
    )
    .bind(name)
    .bind(events as i64)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Replays the P4 journal three more ways in a fresh database (see `ReplayBreakdown`).
pub async fn p4_breakdown(
    admin_url: &str,
    events: i64,
    batch_size: i64,
    budget: Duration,
) -> anyhow::Result<ReplayBreakdown> {
    let database_url = server::fresh_database(admin_url, "replay").await?;
    let outcome = async {
        let pool = server::connect(&database_url, 4).await?;
        crate::rebuild::fill_journal(&pool, events).await?;
        let events: i64 = sqlx::query_scalar("SELECT count(*) FROM events")
            .fetch_one(&pool)
            .await?;
        let read_only = replay(&pool, batch_size, budget, Apply::Nothing).await?;
        let per_event = replay(&pool, batch_size, budget, Apply::PerEvent).await?;
        sqlx::query("CREATE TABLE bench_task_list (LIKE task_list INCLUDING ALL)")
            .execute(&pool)
            .await?;
        let folded = replay(&pool, batch_size, budget, Apply::Folded).await?;
        let differing_rows = if per_event.events == events && folded.events == events {
            let differing: i64 = sqlx::query_scalar(
                "SELECT count(*) FROM (
                   (SELECT * FROM task_list EXCEPT SELECT * FROM bench_task_list)
                   UNION ALL
                   (SELECT * FROM bench_task_list EXCEPT SELECT * FROM task_list)) AS d",
            )
            .fetch_one(&pool)
            .await?;
            if differing != 0 {
                bail!(
                    "the fold-then-upsert prototype differs from the projection in {differing} rows"
                );
            }
            Some(differing)
        } else {
            None
        };
        pool.close().await;
        Ok(ReplayBreakdown {
            events,
            batch_size,
            read_only,
            per_event,
            folded,
            differing_rows,
        })
    }
    .await;
    server::drop_database(admin_url, &database_url).await;
    outcome
}

/// The row a task reaches by the end of a batch.
#[derive(Debug, Clone, Default)]
struct Row {
    created: bool,
    title: String,
    description: String,
    status_id: Option<i16>,
    priority_id: Option<i16>,
    created_by: Option<uuid::Uuid>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    version: i64,
}

async fn apply_folded(conn: &mut PgConnection, batch: &[JournalEvent]) -> anyhow::Result<()> {
    let mut rows: HashMap<uuid::Uuid, Row> = HashMap::new();
    for event in batch.iter().filter(|e| e.aggregate_type == "Task") {
        let id: uuid::Uuid = event.aggregate_id.parse().context("task id")?;
        let row = rows.entry(id).or_default();
        match event.decode::<TaskEvent>()? {
            TaskEvent::TaskCreated {
                title,
                description,
                status,
                priority,
                ..
            } => {
                row.created = true;
                row.title = title;
                row.description = description;
                row.status_id = Some(status.id() as i16);
                row.priority_id = Some(priority.id() as i16);
                row.created_by = event.metadata.actor_id;
                row.created_at = event.recorded_at;
            }
            TaskEvent::TaskStatusChanged { to, .. } => row.status_id = Some(to.id() as i16),
            TaskEvent::TaskPriorityChanged { to, .. } => row.priority_id = Some(to.id() as i16),
            other => bail!("the prototype folds only the synthetic event types, not {other:?}"),
        }
        // created_at equals updated_at at creation: the creating event's time.
        row.updated_at = event.recorded_at;
        row.version = event.sequence;
    }
    // One statement for the tasks created in this batch (with their later changes folded in),
    // one for tasks created in earlier batches, one for the checkpoint.
    // One statement for all tasks created in this batch (with their folded later changes),
    // one for tasks created earlier.
    let (created, changed): (Vec<_>, Vec<_>) = rows.into_iter().partition(|(_, r)| r.created);
    if !created.is_empty() {
        let mut ids = Vec::new();
        let mut titles = Vec::new();
        let mut descriptions = Vec::new();
        let mut statuses = Vec::new();
        let mut priorities = Vec::new();
        let mut creators = Vec::new();
        let mut created_times = Vec::new();
        let mut times = Vec::new();
        let mut versions = Vec::new();
        for (id, row) in created {
            ids.push(id);
            titles.push(row.title);
            descriptions.push(row.description);
            statuses.push(row.status_id.unwrap_or(1));
            priorities.push(row.priority_id.unwrap_or(2));
            creators.push(row.created_by);
            created_times.push(row.created_at);
            times.push(row.updated_at);
            versions.push(row.version);
        }
        sqlx::query(
            "INSERT INTO bench_task_list (task_id, title, description, status_id, priority_id, assignee_id,
                                          due_date, created_by, created_at, updated_at, version)
             SELECT id, title, description, status_id, priority_id, NULL, NULL, created_by, created, at, version
             FROM UNNEST($1::uuid[], $2::text[], $3::text[], $4::smallint[], $5::smallint[], $6::uuid[],
                         $7::timestamptz[], $8::timestamptz[], $9::bigint[])
                  AS u(id, title, description, status_id, priority_id, created_by, created, at, version)
             ON CONFLICT (task_id) DO NOTHING",
        )
        .bind(ids)
        .bind(titles)
        .bind(descriptions)
        .bind(statuses)
        .bind(priorities)
        .bind(creators)
        .bind(created_times)
        .bind(times)
        .bind(versions)
        .execute(&mut *conn)
        .await?;
    }
    if !changed.is_empty() {
        let mut ids = Vec::new();
        let mut statuses = Vec::new();
        let mut priorities = Vec::new();
        let mut times = Vec::new();
        let mut versions = Vec::new();
        for (id, row) in changed {
            ids.push(id);
            statuses.push(row.status_id);
            priorities.push(row.priority_id);
            times.push(row.updated_at);
            versions.push(row.version);
        }
        sqlx::query(
            "UPDATE bench_task_list AS t
             SET status_id = coalesce(u.status_id, t.status_id), priority_id = coalesce(u.priority_id, t.priority_id),
                 updated_at = u.at, version = u.version
             FROM UNNEST($1::uuid[], $2::smallint[], $3::smallint[], $4::timestamptz[], $5::bigint[])
                  AS u(id, status_id, priority_id, at, version)
             WHERE t.task_id = u.id AND t.version < u.version",
        )
        .bind(ids)
        .bind(statuses)
        .bind(priorities)
        .bind(times)
        .bind(versions)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
