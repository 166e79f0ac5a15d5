//! Appending commands' events: one statement per batch of commands, which is its own
//! transaction (group commit).
//!
//! postgres-es appends with `BEGIN`, one `INSERT` per event and `COMMIT`, and the journal
//! position the command reached then took a `SELECT` of its own: five round trips and one WAL
//! flush per command (issue 6, P1; counted in docs/benchmarks.md). Here a command's events go
//! in as rows of one `INSERT … SELECT FROM UNNEST … RETURNING`, atomic because it is one
//! statement, and it hands back the positions. Commands that arrive while an append is in
//! flight wait for it and then go together in the next statement: one round trip, one
//! notification and one WAL flush for all of them. A lone command goes at once, so nothing
//! waits on a timer.
//!
//! A batch is all or nothing, so if it fails (most often two commands on one aggregate, which
//! the optimistic lock refuses), each of its commands is appended again on its own and gets
//! its own answer. The rows are exactly those postgres-es writes and reads (same columns, same
//! payload and metadata encoding), so loading aggregates stays with postgres-es.

use std::collections::HashMap;

use cqrs_es::{Aggregate, DomainEvent};
use sqlx::PgPool;

use crate::coalesce::Coalescer;
use crate::{JournalPosition, Metadata};

/// Commands appended together at most.
const MAX_BATCH: usize = 64;
/// Appends in flight at once. One: while it commits, the next batch gathers. Measured on P1
/// (docs/benchmarks.md, session 4): 1 in flight gave 3,374 and 3,344 commands/s, 2 gave
/// 2,878 and 3,042, 4 gave 2,613 and 2,890. Each append in flight is a transaction that holds
/// back the projection workers' tail (`pg_snapshot_xmin`), so fewer, larger appends reach the
/// read model sooner, and cost fewer statements.
const APPENDERS: usize = 1;

/// Why an append wrote nothing.
#[derive(Debug, thiserror::Error)]
pub(crate) enum AppendError {
    /// Another writer appended at one of these sequence numbers first (the primary key
    /// `(aggregate_type, aggregate_id, sequence)` is the optimistic lock).
    #[error("another command appended to the aggregate first")]
    Conflict,
    #[error("could not serialize an event payload")]
    Serialize(#[from] serde_json::Error),
    #[error("could not append to the journal")]
    Database(#[source] sqlx::Error),
    #[error("the journal's appender stopped (shutting down)")]
    Stopped(#[from] crate::coalesce::Stopped),
}

impl From<sqlx::Error> for AppendError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => Self::Conflict,
            _ => Self::Database(error),
        }
    }
}

/// One command's events, serialized, in sequence order.
#[derive(Debug)]
pub(crate) struct Append {
    aggregate_type: String,
    aggregate_id: String,
    sequences: Vec<i64>,
    event_types: Vec<String>,
    event_versions: Vec<String>,
    payloads: Vec<serde_json::Value>,
    metadata: serde_json::Value,
}

impl Append {
    /// `events` of aggregate `aggregate_id`, after its sequence number `sequence_before`.
    pub(crate) fn new<A: Aggregate>(
        aggregate_id: &str,
        sequence_before: i64,
        events: &[A::Event],
        metadata: &Metadata,
    ) -> Result<Self, AppendError> {
        let mut append = Append {
            aggregate_type: A::TYPE.to_owned(),
            aggregate_id: aggregate_id.to_owned(),
            sequences: Vec::with_capacity(events.len()),
            event_types: Vec::with_capacity(events.len()),
            event_versions: Vec::with_capacity(events.len()),
            payloads: Vec::with_capacity(events.len()),
            // The same JSON object postgres-es stores (a map of strings).
            metadata: serde_json::to_value(metadata.to_map())?,
        };
        for (event, sequence) in events.iter().zip(sequence_before + 1..) {
            append.sequences.push(sequence);
            append.event_types.push(event.event_type());
            append.event_versions.push(event.event_version());
            append.payloads.push(serde_json::to_value(event)?);
        }
        Ok(append)
    }

    fn last_key(&self) -> (&str, &str, i64) {
        (
            &self.aggregate_type,
            &self.aggregate_id,
            self.sequences.last().copied().unwrap_or_default(),
        )
    }
}

/// The node's group-commit queue (see the module's header).
pub(crate) type Appender = Coalescer<Append, Result<JournalPosition, AppendError>>;

pub(crate) fn appender(pool: PgPool) -> Appender {
    Coalescer::new(MAX_BATCH, APPENDERS, move |appends: Vec<Append>| {
        let pool = pool.clone();
        async move { write(&pool, &appends).await }
    })
}

/// One answer per append, in order.
async fn write(pool: &PgPool, appends: &[Append]) -> Vec<Result<JournalPosition, AppendError>> {
    let position_of = |positions: &HashMap<(&str, &str, i64), JournalPosition>, append: &Append| {
        positions
            .get(&append.last_key())
            .copied()
            .ok_or(AppendError::Database(sqlx::Error::RowNotFound))
    };
    match insert(pool, appends).await {
        Ok(positions) => appends.iter().map(|a| position_of(&positions, a)).collect(),
        Err(error) if appends.len() == 1 => vec![Err(error)],
        Err(_) => {
            // All or nothing failed: give each command its own statement and its own answer.
            let mut answers = Vec::with_capacity(appends.len());
            for append in appends {
                let one = std::slice::from_ref(append);
                answers.push(
                    insert(pool, one)
                        .await
                        .and_then(|p| position_of(&p, append)),
                );
            }
            answers
        }
    }
}

/// Appends every command's events in one statement; the position of each appended row.
pub(crate) async fn insert<'a>(
    pool: &PgPool,
    appends: &'a [Append],
) -> Result<HashMap<(&'a str, &'a str, i64), JournalPosition>, AppendError> {
    let rows: usize = appends.iter().map(|a| a.sequences.len()).sum();
    let mut aggregate_types = Vec::with_capacity(rows);
    let mut aggregate_ids = Vec::with_capacity(rows);
    let mut sequences = Vec::with_capacity(rows);
    let mut event_types = Vec::with_capacity(rows);
    let mut event_versions = Vec::with_capacity(rows);
    let mut payloads = Vec::with_capacity(rows);
    let mut metadata = Vec::with_capacity(rows);
    for append in appends {
        for i in 0..append.sequences.len() {
            aggregate_types.push(append.aggregate_type.as_str());
            aggregate_ids.push(append.aggregate_id.as_str());
            sequences.push(append.sequences[i]);
            event_types.push(append.event_types[i].as_str());
            event_versions.push(append.event_versions[i].as_str());
            payloads.push(&append.payloads[i]);
            metadata.push(&append.metadata);
        }
    }
    // WITH ORDINALITY … ORDER BY: global positions follow the commands' order, and each
    // command's events their sequence order.
    let appended: Vec<(String, String, i64, i64, i64)> = sqlx::query_as(
        "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
         SELECT e.aggregate_type, e.aggregate_id, e.sequence, e.event_type, e.event_version, e.payload, e.metadata
         FROM UNNEST($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::jsonb[], $7::jsonb[])
              WITH ORDINALITY AS e(aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata, n)
         ORDER BY e.n
         RETURNING aggregate_type, aggregate_id, sequence, transaction_id::text::bigint, global_position",
    )
    .bind(&aggregate_types)
    .bind(&aggregate_ids)
    .bind(&sequences)
    .bind(&event_types)
    .bind(&event_versions)
    .bind(&payloads)
    .bind(&metadata)
    .fetch_all(pool)
    .await?;
    let mut positions = HashMap::with_capacity(appended.len());
    for (aggregate_type, aggregate_id, sequence, transaction_id, global_position) in appended {
        // Keys borrow from `appends`, which outlive the map.
        let Some(append) = appends
            .iter()
            .find(|a| a.aggregate_type == aggregate_type && a.aggregate_id == aggregate_id)
        else {
            continue;
        };
        positions.insert(
            (
                append.aggregate_type.as_str(),
                append.aggregate_id.as_str(),
                sequence,
            ),
            JournalPosition {
                transaction_id,
                global_position,
            },
        );
    }
    Ok(positions)
}
