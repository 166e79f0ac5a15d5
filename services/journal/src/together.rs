//! Commands on several aggregates that stand or fall together (issue 35: a directory goes to
//! the trash with its subtree, an application with its pages and requirements, as one entry):
//! each is decided on its aggregate's stored events, and their events are appended in one
//! statement, so the journal holds all of them or none. A command refused refuses them all;
//! an aggregate that moved on since it was decided fails the append with
//! [`TogetherError::Conflict`], and the caller decides them all again.
//!
//! The append is its own statement, not a place in the group commit (`append`), whose batches
//! fall apart into single commands when one of them fails.

use cqrs_es::event_sink::EventSink;
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, AggregateContext, AggregateError, EventStore};
use postgres_es::PostgresEventRepository;

use crate::append::{Append, AppendError, insert};
use crate::cache::AggregateCache;
use crate::execute::{Committed, ExecuteError, Journal};
use crate::{Metadata, upcast};

/// Why commands decided together were not appended.
#[derive(Debug, thiserror::Error)]
pub enum TogetherError {
    /// Another writer appended to one of the aggregates since it was decided: nothing was
    /// written; decide them all again.
    #[error("another command appended to one of the aggregates first")]
    Conflict,
    #[error("journal failure appending commands together")]
    Journal(#[source] Box<dyn std::error::Error + Send + Sync>),
}

type Remember = Box<dyn FnOnce(&AggregateCache) + Send>;

/// One command's decision, waiting for the append.
struct Decided {
    append: Append,
    aggregate_type: &'static str,
    aggregate_id: String,
    version: i64,
    written: usize,
    /// Puts the aggregate as its events leave it in the node's cache, once appended.
    remember: Remember,
}

/// Commands decided one by one, appended together ([`Journal::together`]).
pub struct Together<'j> {
    journal: &'j Journal,
    metadata: &'j Metadata,
    decided: Vec<Decided>,
}

impl Journal {
    /// Starts commands that are appended together, all with `metadata`.
    pub fn together<'j>(&'j self, metadata: &'j Metadata) -> Together<'j> {
        Together {
            journal: self,
            metadata,
            decided: Vec::new(),
        }
    }
}

impl Together<'_> {
    /// Decides `command` on aggregate `aggregate_id` as its stored events leave it (never the
    /// cache: a refusal must be the journal's). Its events wait for [`Together::append`]; a
    /// command that makes none adds nothing.
    pub async fn decide<A>(
        &mut self,
        aggregate_id: &str,
        command: A::Command,
        services: &A::Services,
    ) -> Result<(), ExecuteError<A::Error>>
    where
        A: Aggregate + Clone + 'static,
    {
        self.decide_at::<A>(aggregate_id, command, services, None)
            .await
    }

    /// [`Together::decide`], refused as [`ExecuteError::Stale`] unless the aggregate is at
    /// `expected_version` when one is given (a delete of what was shown at that version).
    pub async fn decide_at<A>(
        &mut self,
        aggregate_id: &str,
        command: A::Command,
        services: &A::Services,
        expected_version: Option<i64>,
    ) -> Result<(), ExecuteError<A::Error>>
    where
        A: Aggregate + Clone + 'static,
    {
        self.decide_each_at::<A>(aggregate_id, vec![command], services, expected_version)
            .await
    }

    /// Several commands on one aggregate, each decided on the state the ones before it leave
    /// (an issue's assignees added and removed one by one, issue 35 §2): their events are
    /// appended as one command's would be, so the journal holds all of them or none. The
    /// first refusal refuses them all.
    pub async fn decide_each_at<A>(
        &mut self,
        aggregate_id: &str,
        commands: Vec<A::Command>,
        services: &A::Services,
        expected_version: Option<i64>,
    ) -> Result<(), ExecuteError<A::Error>>
    where
        A: Aggregate + Clone + 'static,
    {
        let journal_error =
            |source: Box<dyn std::error::Error + Send + Sync>| ExecuteError::Journal {
                aggregate_type: A::TYPE,
                aggregate_id: aggregate_id.to_owned(),
                source,
            };
        let store: PersistedEventStore<PostgresEventRepository, A> =
            PersistedEventStore::new_event_store(PostgresEventRepository::new(
                self.journal.pool().clone(),
            ))
            .with_upcasters(upcast::for_aggregate(A::TYPE));
        let mut context = store.load_aggregate(aggregate_id).await.map_err(|error| {
            journal_error(match error {
                AggregateError::DatabaseConnectionError(cause)
                | AggregateError::UnexpectedError(cause) => cause,
                other => Box::new(std::io::Error::other(other.to_string())),
            })
        })?;
        let sequence_before = context.current_sequence as i64;
        if let Some(expected) = expected_version
            && expected != sequence_before
        {
            return Err(ExecuteError::Stale {
                aggregate_type: A::TYPE,
                aggregate_id: aggregate_id.to_owned(),
                expected,
                current: sequence_before,
            });
        }
        // One sink: each command's events are applied as it writes them, so the next
        // command is decided on the state they leave.
        let sink = EventSink::<A>::default();
        for command in commands {
            context
                .aggregate()
                .handle(command, services, &sink)
                .await
                .map_err(ExecuteError::Rejected)?;
        }
        let events = sink.collect().await;
        if events.is_empty() {
            return Ok(());
        }
        let append = Append::new::<A>(aggregate_id, sequence_before, &events, self.metadata)
            .map_err(|e| journal_error(Box::new(e)))?;
        let written = events.len();
        let version = sequence_before + written as i64;
        // `handle` applied its events as it wrote them: this is the state after them.
        let next = context.aggregate;
        let key = aggregate_id.to_owned();
        self.decided.push(Decided {
            append,
            aggregate_type: A::TYPE,
            aggregate_id: aggregate_id.to_owned(),
            version,
            written,
            remember: Box::new(move |cache| cache.put(A::TYPE, &key, next, version as usize)),
        });
        Ok(())
    }

    /// Appends every decided command's events in one statement, in the order they were
    /// decided: all or none. Each command's outcome, in that order (none for a command that
    /// made no events).
    pub async fn append(self) -> Result<Vec<Committed>, TogetherError> {
        let cache = self.journal.cache();
        if self.decided.is_empty() {
            return Ok(Vec::new());
        }
        let mut appends = Vec::with_capacity(self.decided.len());
        let mut rest = Vec::with_capacity(self.decided.len());
        for decided in self.decided {
            appends.push(decided.append);
            rest.push((
                decided.aggregate_type,
                decided.aggregate_id,
                decided.version,
                decided.written,
                decided.remember,
            ));
        }
        match insert(self.journal.pool(), &appends).await {
            Ok(positions) => {
                let mut committed = Vec::with_capacity(rest.len());
                for (aggregate_type, aggregate_id, version, written, remember) in rest {
                    let Some(position) = positions
                        .get(&(aggregate_type, aggregate_id.as_str(), version))
                        .copied()
                    else {
                        return Err(TogetherError::Journal(Box::new(sqlx::Error::RowNotFound)));
                    };
                    remember(cache);
                    committed.push(Committed {
                        version,
                        position,
                        events_written: written,
                    });
                }
                Ok(committed)
            }
            Err(error) => {
                for (aggregate_type, aggregate_id, ..) in &rest {
                    cache.forget(aggregate_type, aggregate_id);
                }
                Err(match error {
                    AppendError::Conflict => TogetherError::Conflict,
                    other => TogetherError::Journal(Box::new(other)),
                })
            }
        }
    }
}
