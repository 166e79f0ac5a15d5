//! `--experiments`: measurements behind docs/benchmarks.md's optimisations. Each one measures
//! a lever in the same run as the figure it explains (an index in the bench's own database, the
//! projection's per-event path beside its batched path), so a change comes with a before and an
//! after; none of it changes the product.

use std::time::{Duration, Instant};

use anyhow::bail;
use sqlx::{PgConnection, PgPool};
use staffhub_journal::{JournalEvent, JournalPosition, read_after};
use staffhub_projections::{Projection, TasksProjection};

use crate::server;

#[derive(Debug)]
pub struct ReplayBreakdown {
    pub events: i64,
    pub batch_size: i64,
    /// The journal read alone (`staffhub_journal::read_after`).
    pub read_only: Replay,
    /// Read + the tasks projection's `apply` once per event (a batch of one each) +
    /// checkpoint, per batch: one write per event, as before batching.
    pub per_event: Replay,
    /// Read + the projection's `apply_batch` (fold per task, one multi-row write per kind) +
    /// checkpoint, per batch, into a copy of the table; checked against the per-event table.
    pub folded: Replay,
    /// Rows in which the batched table differs from the per-event one (None when either
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

#[derive(Clone, Copy)]
enum Apply {
    Nothing,
    PerEvent,
    Batched,
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
        let batch = read_after(&mut tx, from, batch_size).await?;
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
            Apply::Batched => {
                // The product's batched path, into a copy of the table in its own schema (the
                // rebuild's technique), so the two replays can be compared row by row.
                sqlx::query("SET LOCAL search_path = bench_batched, public")
                    .execute(&mut *tx)
                    .await?;
                let events: Vec<&JournalEvent> = batch.iter().collect();
                projection
                    .apply_batch(&mut tx, &events)
                    .await
                    .map_err(|e| anyhow::anyhow!(staffhub_projections::worker::error_chain(&e)))?;
                sqlx::query("SET LOCAL search_path = public")
                    .execute(&mut *tx)
                    .await?;
                checkpoint(&mut tx, "bench_batched", batch.len()).await?;
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
        sqlx::query("CREATE SCHEMA bench_batched")
            .execute(&pool)
            .await?;
        sqlx::query("CREATE TABLE bench_batched.task_list (LIKE public.task_list INCLUDING ALL)")
            .execute(&pool)
            .await?;
        let folded = replay(&pool, batch_size, budget, Apply::Batched).await?;
        let differing_rows = if per_event.events == events && folded.events == events {
            let differing: i64 = sqlx::query_scalar(
                "SELECT count(*) FROM (
                   (SELECT * FROM public.task_list EXCEPT SELECT * FROM bench_batched.task_list)
                   UNION ALL
                   (SELECT * FROM bench_batched.task_list EXCEPT SELECT * FROM public.task_list)) AS d",
            )
            .fetch_one(&pool)
            .await?;
            if differing != 0 {
                bail!(
                    "the batched projection differs from the per-event projection in {differing} rows"
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
