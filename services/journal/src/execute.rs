use cqrs_es::event_sink::EventSink;
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, AggregateContext, AggregateError, EventStore};
use postgres_es::PostgresEventRepository;
use sqlx::PgPool;
use tracing::Instrument;

use std::sync::Arc;

use cqrs_es::persist::EventStoreAggregateContext;

use crate::append::{Append, AppendError, Appender, appender};
use crate::cache::AggregateCache;
use crate::{JournalPosition, Metadata, upcast};

/// How often a command is re-decided against fresh state after losing an optimistic-lock race
/// before the caller is told about the conflict.
const MAX_ATTEMPTS: usize = 5;

/// Why a command did not produce events.
#[derive(Debug, thiserror::Error)]
pub enum ExecuteError<E: std::error::Error> {
    /// The aggregate rejected the command (a business rule); nothing was written.
    #[error(transparent)]
    Rejected(E),
    /// The command expected the aggregate at `expected` (the version an edit form was loaded
    /// at), but it is at `current`: someone else changed it since. Nothing was written.
    #[error("aggregate {aggregate_type}/{aggregate_id} is at version {current}, not {expected}")]
    Stale {
        aggregate_type: &'static str,
        aggregate_id: String,
        expected: i64,
        current: i64,
    },
    /// Other writers kept winning the race for this aggregate.
    #[error(
        "aggregate {aggregate_type}/{aggregate_id} kept changing concurrently; gave up after {MAX_ATTEMPTS} attempts"
    )]
    Conflict {
        aggregate_type: &'static str,
        aggregate_id: String,
    },
    #[error("journal failure on {aggregate_type}/{aggregate_id}")]
    Journal {
        aggregate_type: &'static str,
        aggregate_id: String,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
}

/// The outcome of a command that wrote events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Committed {
    /// The aggregate's sequence number after the command (its version).
    pub version: i64,
    /// Where in the journal the command's last event sits; read models that have reached this
    /// position reflect the command (read-your-writes).
    pub position: JournalPosition,
    pub events_written: usize,
}

/// Executes commands against aggregates stored in the journal.
#[derive(Clone, Debug)]
pub struct Journal {
    pool: PgPool,
    cache: Arc<AggregateCache>,
    appender: Arc<Appender>,
}

impl Journal {
    pub fn new(pool: PgPool) -> Self {
        Self {
            appender: Arc::new(appender(pool.clone())),
            pool,
            cache: Arc::default(),
        }
    }

    /// Declares `aggregate_id` new: a command for it starts from the empty aggregate instead
    /// of reading the journal (the caller generated the id a moment ago). Were the id taken
    /// after all, the append would conflict and the command be decided on the stored events.
    pub fn expect_new<A: Aggregate + Clone + 'static>(&self, aggregate_id: &str) {
        self.cache.put(A::TYPE, aggregate_id, A::default(), 0);
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    pub(crate) fn cache(&self) -> &AggregateCache {
        &self.cache
    }

    fn store<A: Aggregate>(&self) -> PersistedEventStore<PostgresEventRepository, A> {
        PersistedEventStore::new_event_store(PostgresEventRepository::new(self.pool.clone()))
            .with_upcasters(upcast::for_aggregate(A::TYPE))
    }

    /// Loads the aggregate, lets it decide, and appends the events with `metadata`. On an
    /// optimistic-lock conflict the command is decided again against the new state, so two
    /// concurrent commands never lose an update: each either applies to the state it saw
    /// last or is rejected by the rules.
    pub async fn execute<A>(
        &self,
        aggregate_id: &str,
        command: A::Command,
        services: &A::Services,
        metadata: &Metadata,
    ) -> Result<Committed, ExecuteError<A::Error>>
    where
        A: Aggregate + Clone + 'static,
        A::Command: Clone + std::fmt::Debug,
    {
        self.execute_at::<A>(aggregate_id, command, services, metadata, None)
            .await
    }

    /// Like [`Journal::execute`], but when `expected_version` is given the command is decided
    /// only if the aggregate is at exactly that version, else it fails with
    /// [`ExecuteError::Stale`] (optimistic concurrency for edit forms). A command that loses the
    /// append race is decided again only while the version still matches, so a concurrent
    /// change between load and append is reported as stale too, never overwritten.
    pub async fn execute_at<A>(
        &self,
        aggregate_id: &str,
        command: A::Command,
        services: &A::Services,
        metadata: &Metadata,
        expected_version: Option<i64>,
    ) -> Result<Committed, ExecuteError<A::Error>>
    where
        A: Aggregate + Clone + 'static,
        A::Command: Clone + std::fmt::Debug,
    {
        let span = tracing::info_span!(
            "command",
            aggregate = A::TYPE,
            aggregate_id,
            correlation_id = %metadata.correlation_id,
            actor_id = ?metadata.actor_id,
        );
        self.execute_inner::<A>(aggregate_id, command, services, metadata, expected_version)
            .instrument(span)
            .await
    }

    async fn execute_inner<A>(
        &self,
        aggregate_id: &str,
        command: A::Command,
        services: &A::Services,
        metadata: &Metadata,
        expected_version: Option<i64>,
    ) -> Result<Committed, ExecuteError<A::Error>>
    where
        A: Aggregate + Clone + 'static,
        A::Command: Clone + std::fmt::Debug,
    {
        let store = self.store::<A>();
        let journal_error = |source: AggregateError<A::Error>| ExecuteError::Journal {
            aggregate_type: A::TYPE,
            aggregate_id: aggregate_id.to_owned(),
            source: match source {
                // Kept whole, so the edge can tell an unreachable database (104) from a fault:
                // postgres-es reports a dropped connection while loading as either.
                AggregateError::DatabaseConnectionError(cause)
                | AggregateError::UnexpectedError(cause) => cause,
                other => Box::new(std::io::Error::other(other.to_string())),
            },
        };
        for attempt in 1..=MAX_ATTEMPTS {
            // The first attempt may start from the cache; later ones always read the journal.
            let cached = (attempt == 1)
                .then(|| self.cache.get::<A>(A::TYPE, aggregate_id))
                .flatten();
            let from_cache = cached.is_some();
            let mut context = match cached {
                Some((aggregate, sequence)) => EventStoreAggregateContext {
                    aggregate_id: aggregate_id.to_owned(),
                    aggregate,
                    current_sequence: sequence,
                    current_snapshot: None,
                },
                None => store
                    .load_aggregate(aggregate_id)
                    .await
                    .map_err(journal_error)?,
            };
            let sequence_before = context.current_sequence;
            if let Some(expected) = expected_version
                && expected != sequence_before as i64
            {
                if from_cache {
                    // The cache may be behind the journal: decide on the stored events.
                    self.cache.forget(A::TYPE, aggregate_id);
                    continue;
                }
                return Err(ExecuteError::Stale {
                    aggregate_type: A::TYPE,
                    aggregate_id: aggregate_id.to_owned(),
                    expected,
                    current: sequence_before as i64,
                });
            }
            let sink = EventSink::<A>::default();
            let decided = context
                .aggregate()
                .handle(command.clone(), services, &sink)
                .await;
            let events = sink.collect().await;
            if from_cache && (decided.is_err() || events.is_empty()) {
                // A refusal or a no-op is reported only as the stored events decide it.
                self.cache.forget(A::TYPE, aggregate_id);
                continue;
            }
            decided.map_err(ExecuteError::Rejected)?;
            if events.is_empty() {
                let version = self
                    .current_version(A::TYPE, aggregate_id)
                    .await
                    .map_err(|e| self.db_error::<A>(aggregate_id, e))?;
                return Ok(Committed {
                    version,
                    position: JournalPosition::START,
                    events_written: 0,
                });
            }
            let sequence_before = sequence_before as i64;
            let appended = match Append::new::<A>(aggregate_id, sequence_before, &events, metadata)
            {
                Ok(append) => self
                    .appender
                    .call(append)
                    .await
                    .unwrap_or_else(|e| Err(e.into())),
                Err(error) => Err(error),
            };
            match appended {
                Ok(position) => {
                    let written = events.len();
                    let version = sequence_before + written as i64;
                    // `handle` already applied its events to the aggregate it decided on (a
                    // command writes each event through `EventSink::write`, which applies it),
                    // so that state is the new one: applying them again would count twice.
                    self.cache
                        .put(A::TYPE, aggregate_id, context.aggregate, version as usize);
                    tracing::debug!(version, %position, events = written, "command committed");
                    return Ok(Committed {
                        version,
                        position,
                        events_written: written,
                    });
                }
                Err(AppendError::Conflict) => {
                    self.cache.forget(A::TYPE, aggregate_id);
                    tracing::debug!(
                        attempt,
                        "optimistic-lock conflict; deciding again on fresh state"
                    );
                }
                Err(other) => {
                    self.cache.forget(A::TYPE, aggregate_id);
                    return Err(ExecuteError::Journal {
                        aggregate_type: A::TYPE,
                        aggregate_id: aggregate_id.to_owned(),
                        source: Box::new(other),
                    });
                }
            }
        }
        Err(ExecuteError::Conflict {
            aggregate_type: A::TYPE,
            aggregate_id: aggregate_id.to_owned(),
        })
    }

    fn db_error<A: Aggregate>(&self, aggregate_id: &str, e: sqlx::Error) -> ExecuteError<A::Error> {
        ExecuteError::Journal {
            aggregate_type: A::TYPE,
            aggregate_id: aggregate_id.to_owned(),
            source: Box::new(e),
        }
    }

    async fn current_version(
        &self,
        aggregate_type: &str,
        aggregate_id: &str,
    ) -> Result<i64, sqlx::Error> {
        let version: Option<i64> = sqlx::query_scalar(
            "SELECT max(sequence) FROM events WHERE aggregate_type = $1 AND aggregate_id = $2",
        )
        .bind(aggregate_type)
        .bind(aggregate_id)
        .fetch_one(&self.pool)
        .await?;
        Ok(version.unwrap_or(0))
    }

    /// The aggregate's state after folding its events up to `through` (a sequence number), or
    /// all of them, through the aggregate's own `apply`, with upcasting.
    pub async fn load_state<A: Aggregate>(
        &self,
        aggregate_id: &str,
    ) -> Result<(A, i64), AggregateError<A::Error>> {
        let events = self.store::<A>().load_events(aggregate_id).await?;
        let mut aggregate = A::default();
        let mut version = 0;
        for envelope in events {
            version = envelope.sequence as i64;
            aggregate.apply(envelope.payload);
        }
        Ok((aggregate, version))
    }
}
