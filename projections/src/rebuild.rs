//! Zero-downtime rebuild of a projection (issue: auditors and operators).
//!
//! 1. **Prepare**: create the schema `rebuild_<name>` holding empty copies of the
//!    projection's tables (`LIKE … INCLUDING ALL`, then without the indexes no constraint
//!    needs) and a checkpoint `<name>@rebuild` at the journal's start. An existing one is
//!    resumed, so an interrupted rebuild continues.
//! 2. **Catch up**: replay the journal into the shadow tables in batches, each batch and the
//!    rebuild checkpoint in one transaction, with `SET LOCAL search_path` pointing the
//!    projection's unqualified table names at the shadow schema. The live tables keep
//!    serving queries and the live worker keeps applying new events.
//! 3. **Index and settle**: build the secondary indexes once, under the live indexes' names
//!    (issue 6, P4: maintaining them row by row, the trigram index above all, cost more than
//!    the replay); then `VACUUM (ANALYZE)` the shadow tables once, so the planner knows the
//!    tables it is handed at the swap instead of planning blind until autovacuum next looks
//!    (issue 33).
//! 4. **Swap**: in one short transaction, lock the live tables, apply the last few events,
//!    move the live tables out to a retired schema and the shadow tables into `public`, and
//!    move the live checkpoint to the rebuild's position. Queries wait for the lock (a few
//!    milliseconds) and then read the new tables; a live-worker batch caught mid-swap fails
//!    its checkpoint compare-and-set and is rolled back, then resumes from the new checkpoint.
//!
//! *Invariant:* until the swap commits, nothing touches the live tables or checkpoint; an
//! interrupted rebuild leaves them exactly as they were.

use std::sync::Arc;

use sqlx::{Connection, PgConnection, PgPool};
use staffhub_journal::{JournalPosition, read_after};

use crate::Projection;
use crate::checkpoint::{advance, read_checkpoint};
use crate::worker::{WorkerError, apply_events};

/// Events applied inside the swap transaction at most; more means "catch up first".
const SWAP_BATCH: i64 = 5_000;

/// Events per catch-up transaction for `staffhub projections rebuild` (measured in
/// docs/benchmarks.md, P4: larger batches fold more changes per task into one write).
pub const DEFAULT_BATCH: i64 = 5_000;

/// The shadow table's indexes that no constraint needs: dropped while the shadow tables fill
/// (building an index once is far cheaper than maintaining it row by row, above all the
/// trigram index) and built again from the live tables' definitions just before the swap.
const SECONDARY_INDEXES: &str = "
    SELECT i.indexrelid::regclass::text
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = $1 AND t.relname = $2
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)";

pub fn shadow_schema(projection: &str) -> String {
    format!("rebuild_{projection}")
}

pub fn rebuild_checkpoint(projection: &str) -> String {
    format!("{projection}@rebuild")
}

#[derive(Debug, thiserror::Error)]
pub enum RebuildError {
    #[error("another rebuild of projection {0} is running")]
    Busy(String),
    #[error(transparent)]
    Worker(#[from] WorkerError),
    #[error("database error")]
    Database(#[from] sqlx::Error),
}

/// A rebuild in progress. Holds the rebuild lease (an advisory lock on its own connection).
pub struct Rebuild {
    pool: PgPool,
    projection: Arc<dyn Projection>,
    batch_size: i64,
    /// Whether the shadow tables were vacuumed and analyzed: once, not again on every retry
    /// of the swap.
    settled: bool,
    _lease: PgConnection,
}

impl Rebuild {
    /// Starts a rebuild, or resumes an interrupted one unless `restart`.
    /// Returns the rebuild and whether it resumed.
    pub async fn prepare(
        pool: PgPool,
        projection: Arc<dyn Projection>,
        batch_size: i64,
        restart: bool,
    ) -> Result<(Self, bool), RebuildError> {
        let name = projection.name();
        let mut lease = pool.acquire().await?.detach();
        let locked: bool = sqlx::query_scalar(
            "SELECT pg_try_advisory_lock(hashtext('staffhub.rebuild.' || $1)::bigint)",
        )
        .bind(name)
        .fetch_one(&mut lease)
        .await?;
        if !locked {
            return Err(RebuildError::Busy(name.to_owned()));
        }
        let schema = shadow_schema(name);
        let checkpoint = rebuild_checkpoint(name);
        let mut tx = pool.begin().await?;
        if restart {
            sqlx::query(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM projection_checkpoints WHERE projection_name = $1")
                .bind(&checkpoint)
                .execute(&mut *tx)
                .await?;
        }
        let schema_exists: bool =
            sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)")
                .bind(&schema)
                .fetch_one(&mut *tx)
                .await?;
        let checkpoint_exists: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM projection_checkpoints WHERE projection_name = $1)",
        )
        .bind(&checkpoint)
        .fetch_one(&mut *tx)
        .await?;
        let resumed = schema_exists && checkpoint_exists;
        if !resumed {
            sqlx::query(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
                .execute(&mut *tx)
                .await?;
            sqlx::query(&format!("CREATE SCHEMA \"{schema}\""))
                .execute(&mut *tx)
                .await?;
            for table in projection.tables() {
                sqlx::query(&format!(
                    "CREATE TABLE \"{schema}\".{table} (LIKE public.{table} INCLUDING ALL)"
                ))
                .execute(&mut *tx)
                .await?;
                let secondary: Vec<String> = sqlx::query_scalar(SECONDARY_INDEXES)
                    .bind(&schema)
                    .bind(table)
                    .fetch_all(&mut *tx)
                    .await?;
                for index in secondary {
                    sqlx::query(&format!("DROP INDEX {index}"))
                        .execute(&mut *tx)
                        .await?;
                }
            }
            sqlx::query(
                "INSERT INTO projection_checkpoints (projection_name) VALUES ($1)
                 ON CONFLICT (projection_name) DO UPDATE
                 SET last_transaction_id = '0'::xid8, last_global_position = 0, events_applied = 0",
            )
            .bind(&checkpoint)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok((
            Rebuild {
                pool,
                projection,
                batch_size,
                settled: false,
                _lease: lease,
            },
            resumed,
        ))
    }

    pub fn projection(&self) -> &dyn Projection {
        self.projection.as_ref()
    }

    /// Events in the journal after the rebuild's checkpoint (for progress and ETA).
    pub async fn remaining(&self) -> Result<i64, RebuildError> {
        let mut conn = self.pool.acquire().await?;
        let from = read_checkpoint(&mut conn, &rebuild_checkpoint(self.projection.name())).await?;
        Ok(sqlx::query_scalar(
            "SELECT count(*) FROM events WHERE (transaction_id, global_position) > ($1::text::xid8, $2)",
        )
        .bind(from.transaction_id.to_string())
        .bind(from.global_position)
        .fetch_one(&mut *conn)
        .await?)
    }

    /// Replays one batch into the shadow tables; returns how many journal events it consumed
    /// (0 when caught up with everything committed).
    pub async fn run_batch(&self) -> Result<usize, RebuildError> {
        let mut tx = self.pool.begin_with(crate::worker::BEGIN_RELAXED).await?;
        let consumed = self.apply_in(&mut tx, self.batch_size).await?;
        tx.commit().await?;
        Ok(consumed)
    }

    /// Applies up to `limit` events after the rebuild checkpoint into the shadow tables,
    /// inside the caller's transaction.
    async fn apply_in(&self, tx: &mut PgConnection, limit: i64) -> Result<usize, RebuildError> {
        let name = self.projection.name();
        let checkpoint = rebuild_checkpoint(name);
        let from = read_checkpoint(tx, &checkpoint).await?;
        let events = read_after(tx, from, limit).await?;
        let Some(last) = events.last() else {
            return Ok(0);
        };
        let to: JournalPosition = last.position;
        sqlx::query(&format!(
            "SET LOCAL search_path = \"{}\", public",
            shadow_schema(name)
        ))
        .execute(&mut *tx)
        .await?;
        let (applied, _) = apply_events(tx, self.projection.as_ref(), &events)
            .await
            .map_err(WorkerError::from)?;
        sqlx::query("SET LOCAL search_path = public")
            .execute(&mut *tx)
            .await?;
        if !advance(tx, &checkpoint, from, to, applied).await? {
            return Err(RebuildError::Busy(name.to_owned()));
        }
        Ok(events.len())
    }

    /// Builds on the shadow tables every index the live tables have and they lack (the
    /// secondary indexes dropped in `prepare`), under the live indexes' own names. Idempotent,
    /// so a resumed rebuild builds only what is missing.
    pub async fn build_indexes(&self) -> Result<(), RebuildError> {
        let schema = shadow_schema(self.projection.name());
        let mut conn = self.pool.acquire().await?;
        for table in self.projection.tables() {
            let missing: Vec<String> = sqlx::query_scalar(
                "SELECT pg_get_indexdef(i.indexrelid)
                 FROM pg_index i
                 JOIN pg_class ic ON ic.oid = i.indexrelid
                 WHERE i.indrelid = ('public.' || $2)::regclass
                   AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
                   AND NOT EXISTS (SELECT 1 FROM pg_class s
                                   JOIN pg_namespace n ON n.oid = s.relnamespace
                                   WHERE n.nspname = $1 AND s.relname = ic.relname)",
            )
            .bind(&schema)
            .bind(table)
            .fetch_all(&mut *conn)
            .await?;
            for definition in missing {
                let live = format!(" ON public.{table} ");
                if !definition.contains(&live) {
                    tracing::warn!(definition, "index definition not understood; not rebuilt");
                    continue;
                }
                let shadow = definition.replacen(&live, &format!(" ON \"{schema}\".{table} "), 1);
                sqlx::query(&shadow).execute(&mut *conn).await?;
            }
        }
        Ok(())
    }

    /// Vacuums the shadow tables and gathers their planner statistics, which move with the
    /// tables at the swap: the replay's row versions are cleaned, the visibility map lets
    /// index-only scans skip the heap, and the planner knows the tables from the first query.
    /// Outside the swap's lock: on a large table it takes seconds, not a moment.
    pub async fn settle(&self) -> Result<(), RebuildError> {
        let schema = shadow_schema(self.projection.name());
        let mut conn = self.pool.acquire().await?;
        for table in self.projection.tables() {
            sqlx::query(&format!("VACUUM (ANALYZE) \"{schema}\".{table}"))
                .execute(&mut *conn)
                .await?;
        }
        Ok(())
    }

    /// Swaps the rebuilt tables in. Returns false (changing nothing) when too many events
    /// arrived since the last catch-up; call `run_batch` until it returns 0 and try again.
    /// Builds the shadow tables' secondary indexes and settles them first (once), outside the
    /// swap's lock.
    pub async fn swap(mut self) -> Result<Result<(), Self>, RebuildError> {
        self.build_indexes().await?;
        if !self.settled {
            self.settle().await?;
            self.settled = true;
        }
        let name = self.projection.name();
        let schema = shadow_schema(name);
        let retired = format!("retired_{name}_{}", chrono::Utc::now().timestamp_millis());
        let mut conn = self.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        sqlx::query("SET LOCAL lock_timeout = '10s'")
            .execute(&mut *tx)
            .await?;
        let live: Vec<String> = self
            .projection
            .tables()
            .iter()
            .map(|t| format!("public.{t}"))
            .collect();
        sqlx::query(&format!(
            "LOCK TABLE {} IN ACCESS EXCLUSIVE MODE",
            live.join(", ")
        ))
        .execute(&mut *tx)
        .await?;
        let consumed = self.apply_in(&mut tx, SWAP_BATCH).await?;
        if consumed as i64 >= SWAP_BATCH {
            tx.rollback().await?;
            drop(conn);
            return Ok(Err(self));
        }
        let position = read_checkpoint(&mut tx, &rebuild_checkpoint(name)).await?;
        let applied: i64 = sqlx::query_scalar(
            "SELECT events_applied FROM projection_checkpoints WHERE projection_name = $1",
        )
        .bind(rebuild_checkpoint(name))
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query(&format!("CREATE SCHEMA \"{retired}\""))
            .execute(&mut *tx)
            .await?;
        for table in self.projection.tables() {
            sqlx::query(&format!(
                "ALTER TABLE public.{table} SET SCHEMA \"{retired}\""
            ))
            .execute(&mut *tx)
            .await?;
            sqlx::query(&format!(
                "ALTER TABLE \"{schema}\".{table} SET SCHEMA public"
            ))
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query(
            "INSERT INTO projection_checkpoints AS c
                 (projection_name, last_transaction_id, last_global_position, events_applied, updated_at)
             VALUES ($1, $2::text::xid8, $3, $4, now())
             ON CONFLICT (projection_name) DO UPDATE
             SET last_transaction_id = EXCLUDED.last_transaction_id,
                 last_global_position = EXCLUDED.last_global_position,
                 events_applied = EXCLUDED.events_applied,
                 updated_at = now()",
        )
        .bind(name)
        .bind(position.transaction_id.to_string())
        .bind(position.global_position)
        .bind(applied)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM projection_checkpoints WHERE projection_name = $1")
            .bind(rebuild_checkpoint(name))
            .execute(&mut *tx)
            .await?;
        sqlx::query(&format!("DROP SCHEMA \"{schema}\""))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        // Dropping the old tables waits for any straggler that still holds them; done after the
        // swap so the swap's lock is as short as possible.
        sqlx::query(&format!("DROP SCHEMA \"{retired}\" CASCADE"))
            .execute(&mut *conn)
            .await?;
        Ok(Ok(()))
    }
}
