//! P4 rebuild: events/s rebuilding the tasks projection from N synthetic events in a database
//! of its own. The events go in with set-based INSERT … SELECT statements (one transaction per
//! chunk, so the journal has many transaction ids as a real one does); then the rebuild runs
//! as `staffhub projections rebuild tasks` runs it (`Rebuild`: shadow tables, catch-up
//! batches, index build, swap), and the clock stops when the swap has committed.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};

use sqlx::PgPool;

use crate::server;

#[derive(Debug)]
pub struct RebuildResult {
    /// Events in the journal.
    pub events: i64,
    /// Events replayed before the budget ran out (all of them when it did not).
    pub consumed: i64,
    pub insert_elapsed: Duration,
    pub batch_size: i64,
    pub replay_elapsed: Duration,
    pub rows: i64,
}

impl RebuildResult {
    pub fn events_per_second(&self) -> f64 {
        self.consumed as f64 / self.replay_elapsed.as_secs_f64().max(1e-9)
    }

    pub fn insert_per_second(&self) -> f64 {
        self.events as f64 / self.insert_elapsed.as_secs_f64().max(1e-9)
    }
}

/// Events per task: created, status open→processing, priority medium→high,
/// status processing→completed (a realistic mix of an INSERT and three UPDATEs).
const EVENTS_PER_TASK: i64 = 4;
/// Tasks per INSERT statement (and transaction).
const TASKS_PER_CHUNK: i64 = 2_500;

const INSERT_EVENTS: &str = r#"
INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
SELECT 'Task', t.id::text, s.seq,
       CASE s.seq WHEN 1 THEN 'TaskCreated' WHEN 3 THEN 'TaskPriorityChanged' ELSE 'TaskStatusChanged' END,
       '1.0',
       CASE s.seq
         WHEN 1 THEN jsonb_build_object('TaskCreated', jsonb_build_object(
                'task_id', t.id, 'title', 'Synthetic task ' || t.n, 'description', 'Replayed by the benchmark.',
                'status', 'open', 'priority', 'medium', 'assignee_id', NULL, 'due_date', NULL))
         WHEN 2 THEN '{"TaskStatusChanged":{"from":"open","to":"processing"}}'::jsonb
         WHEN 3 THEN '{"TaskPriorityChanged":{"from":"medium","to":"high"}}'::jsonb
         ELSE '{"TaskStatusChanged":{"from":"processing","to":"completed"}}'::jsonb
       END,
       jsonb_build_object('actor_id', NULL, 'correlation_id', t.id, 'causation_id', t.id, 'request_id', t.id)
FROM (SELECT n, gen_random_uuid() AS id FROM generate_series($1::bigint, $2::bigint) AS n) AS t
CROSS JOIN generate_series(1, 4) AS s(seq)
ORDER BY t.n, s.seq
"#;

pub async fn run(
    admin_url: &str,
    events: i64,
    batch_size: i64,
    budget: Duration,
) -> anyhow::Result<RebuildResult> {
    let database_url = server::fresh_database(admin_url, "rebuild").await?;
    let result = run_in(&database_url, events, batch_size, budget).await;
    server::drop_database(admin_url, &database_url).await;
    result
}

/// Appends `events` synthetic task events (rounded down to whole tasks).
pub async fn fill_journal(pool: &PgPool, events: i64) -> anyhow::Result<i64> {
    let tasks = (events / EVENTS_PER_TASK).max(1);
    let mut first = 1;
    while first <= tasks {
        let last = (first + TASKS_PER_CHUNK - 1).min(tasks);
        sqlx::query(INSERT_EVENTS)
            .bind(first)
            .bind(last)
            .execute(pool)
            .await
            .context("inserting synthetic events")?;
        first = last + 1;
    }
    sqlx::query("ANALYZE events").execute(pool).await?;
    Ok(tasks)
}

/// Fills a journal with history that every projection's checkpoint is already past.
pub async fn prefill_journal(database_url: &str, events: i64) -> anyhow::Result<()> {
    let pool = server::connect(database_url, 2).await?;
    fill_journal(&pool, events).await?;
    for projection in staffhub_projections::all() {
        sqlx::query(
            "INSERT INTO projection_checkpoints (projection_name, last_transaction_id, last_global_position)
             SELECT $1, transaction_id, global_position FROM events
             ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1
             ON CONFLICT (projection_name) DO UPDATE
             SET last_transaction_id = EXCLUDED.last_transaction_id,
                 last_global_position = EXCLUDED.last_global_position",
        )
        .bind(projection.name())
        .execute(&pool)
        .await?;
    }
    pool.close().await;
    Ok(())
}

/// What `staffhub projections rebuild tasks` does (services/cli): prepare the shadow tables,
/// catch up in batches, build the indexes and swap. Returns the events consumed; stops early
/// (without swapping) when the budget is spent.
async fn rebuild_with_cli_path(
    pool: &PgPool,
    batch_size: i64,
    budget: Duration,
) -> anyhow::Result<usize> {
    use staffhub_projections::rebuild::Rebuild;
    let began = Instant::now();
    let projection = staffhub_projections::by_name("tasks").context("tasks projection")?;
    let (mut rebuild, _) = Rebuild::prepare(pool.clone(), projection, batch_size, true).await?;
    let mut consumed = 0usize;
    loop {
        loop {
            let n = rebuild.run_batch().await?;
            consumed += n;
            if n == 0 {
                break;
            }
            if began.elapsed() > budget {
                return Ok(consumed);
            }
        }
        match rebuild.swap().await? {
            Ok(()) => return Ok(consumed),
            Err(again) => rebuild = again,
        }
    }
}

async fn run_in(
    database_url: &str,
    events: i64,
    batch_size: i64,
    budget: Duration,
) -> anyhow::Result<RebuildResult> {
    let pool = server::connect(database_url, 4).await?;
    let began = Instant::now();
    let tasks = fill_journal(&pool, events).await?;
    let insert_elapsed = began.elapsed();
    let events: i64 = sqlx::query_scalar("SELECT count(*) FROM events")
        .fetch_one(&pool)
        .await?;
    let began = Instant::now();
    let consumed = rebuild_with_cli_path(&pool, batch_size, budget).await?;
    let replay_elapsed = began.elapsed();
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM task_list")
        .fetch_one(&pool)
        .await?;
    let completed: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM task_list WHERE status_id = 4 AND priority_id = 1",
    )
    .fetch_one(&pool)
    .await?;
    if consumed as i64 == events && (rows != tasks || completed != tasks) {
        bail!(
            "replay consumed all {events} events but left {completed} of {tasks} tasks completed/high"
        );
    }
    pool.close().await;
    Ok(RebuildResult {
        events,
        consumed: consumed as i64,
        insert_elapsed,
        batch_size,
        replay_elapsed,
        rows,
    })
}
