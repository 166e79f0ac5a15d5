//! The one command path (issue 12). Every mutation of every area runs its command through
//! [`run`], which:
//!
//! 1. decides and appends through `Journal::execute_at` (with the version an edit form was
//!    loaded at, so a stale save is refused instead of silently overwriting: spec §5 and
//!    issue 12, "a stale edit silently overwrites another person's change");
//! 2. counts the outcome (`staffhub_command_total`);
//! 3. waits until every projection reading the aggregate type has passed the command's
//!    journal position (read-your-writes, brief §2);
//! 4. reads the entity back from its read model;
//! 5. and, when the read model is still behind after the bound, answers from the write side:
//!    the entity as its own events say (the one place besides `audit` that reads events).
//!
//! An area describes itself to the path with one [`Target`] impl per entity kind.

use std::future::Future;
use std::time::Instant;

use staffhub_domain::{Aggregate, Command};
use staffhub_journal::{Committed, ExecuteError, JournalEvent, Metadata};

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::metrics::CommandStage;
use crate::state::AppState;

/// What the command path needs to know about one kind of entity.
pub trait Target: Send + Sync + 'static {
    type Aggregate: Aggregate<
            Command: Command + Clone + std::fmt::Debug,
            Error: Into<ApiError> + Send + Sync + 'static,
        > + Clone
        + 'static;
    /// The read-model row a mutation answers with.
    type Row: Send + 'static;
    /// The aggregate id (its journal key is `to_string()`).
    type Id: std::fmt::Display + Copy + Send + Sync + 'static;
    /// Shown when the entity does not exist.
    const NOT_FOUND: Code;

    fn services(state: &AppState) -> &<Self::Aggregate as Aggregate>::Services;

    /// The entity's read-model row, `None` when the read model has none (never created, or
    /// deleted).
    fn read_back(
        state: &AppState,
        id: Self::Id,
    ) -> impl Future<Output = ApiResult<Option<Self::Row>>> + Send;

    /// The aggregate version a row reflects.
    fn version(row: &Self::Row) -> i64;

    /// The row as the entity's own events say (`aggregate` is their fold), or `None` when
    /// those events leave no row (a deleted entity).
    fn from_events(
        id: Self::Id,
        aggregate: Self::Aggregate,
        events: &[JournalEvent],
    ) -> Option<Self::Row>;
}

/// Which version a command expects the aggregate at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// Whatever it is now (single-field actions on the current state: status, priority…).
    Any,
    /// A fresh id: nothing recorded yet, so the journal need not be read first.
    New,
    /// Exactly this version: the one an edit form was loaded at.
    Version(i64),
}

fn outcome<E: std::error::Error>(result: &Result<Committed, ExecuteError<E>>) -> &'static str {
    match result {
        Ok(_) => "ok",
        Err(ExecuteError::Rejected(_)) => "rejected",
        Err(ExecuteError::Stale { .. }) => "stale",
        Err(ExecuteError::Conflict { .. }) => "conflict",
        Err(ExecuteError::Journal { .. }) => "error",
    }
}

/// Runs `command` on entity `id` and answers with its fresh row, or `None` when the command
/// left none (a deletion): [`execute`], then [`answer`]. See the module docs for the steps.
pub async fn run<T: Target>(
    state: &AppState,
    metadata: &Metadata,
    id: T::Id,
    command: <T::Aggregate as Aggregate>::Command,
    expect: Expect,
) -> ApiResult<Option<T::Row>> {
    let started = Instant::now();
    let committed = execute::<T>(state, metadata, id, command, expect).await?;
    answer::<T>(state, id, committed, started).await
}

/// Like [`run`], for commands that leave the entity in place: its row, or `T::NOT_FOUND`.
pub async fn run_for_row<T: Target>(
    state: &AppState,
    metadata: &Metadata,
    id: T::Id,
    command: <T::Aggregate as Aggregate>::Command,
    expect: Expect,
) -> ApiResult<T::Row> {
    run::<T>(state, metadata, id, command, expect)
        .await?
        .ok_or_else(|| T::NOT_FOUND.into())
}

/// Decides and appends, and counts the outcome. An error here is a refusal (nothing was
/// written: a rule, a stale version, a conflict; `ApiError::is_refusal`) or an internal
/// failure after which the append may or may not have committed. Callers that reserve
/// something for the command (a unique name, an email) give it back only on a refusal.
pub async fn execute<T: Target>(
    state: &AppState,
    metadata: &Metadata,
    id: T::Id,
    command: <T::Aggregate as Aggregate>::Command,
    expect: Expect,
) -> ApiResult<Committed> {
    let aggregate_type = T::Aggregate::TYPE;
    let key = id.to_string();
    let name = command.name();
    let expected_version = match expect {
        Expect::New => {
            state.journal.expect_new::<T::Aggregate>(&key);
            None
        }
        Expect::Any => None,
        Expect::Version(version) => Some(version),
    };
    let result = state
        .journal
        .execute_at::<T::Aggregate>(
            &key,
            command,
            T::services(state),
            metadata,
            expected_version,
        )
        .await;
    // Expected at some version but never recorded: the entity does not exist.
    let result = match result {
        Err(ExecuteError::Stale { current: 0, .. }) => {
            state
                .metrics
                .observe_command(aggregate_type, name, "rejected");
            return Err(T::NOT_FOUND.into());
        }
        other => other,
    };
    state
        .metrics
        .observe_command(aggregate_type, name, outcome(&result));
    result.map_err(ApiError::from)
}

/// The answer to a command that committed: waits until the read model shows it, reads the
/// row back, or (past the bound) folds the entity's own events. `started` is when the
/// command began, for the stage timings.
pub async fn answer<T: Target>(
    state: &AppState,
    id: T::Id,
    committed: Committed,
    started: Instant,
) -> ApiResult<Option<T::Row>> {
    let appended = Instant::now();
    let visible = state
        .hub
        .wait_until_visible(T::Aggregate::TYPE, committed.position)
        .await;
    let seen = Instant::now();
    let row = T::read_back(state, id).await?;
    state.metrics.observe_stages(&[
        (CommandStage::Append, appended - started),
        (CommandStage::ReadModelWait, seen - appended),
        (CommandStage::ReadBack, seen.elapsed()),
    ]);
    match row {
        Some(row) if visible || T::version(&row) >= committed.version => Ok(Some(row)),
        None if visible => Ok(None),
        _ => from_journal::<T>(state, id).await,
    }
}

/// [`answer`] for commands that leave the entity in place.
pub async fn answer_row<T: Target>(
    state: &AppState,
    id: T::Id,
    committed: Committed,
    started: Instant,
) -> ApiResult<T::Row> {
    answer::<T>(state, id, committed, started)
        .await?
        .ok_or_else(|| T::NOT_FOUND.into())
}

/// Degraded mode, when the read model lags past the read-your-writes bound (a long write
/// transaction anywhere in the cluster holds every projection back): the entity as its own
/// events say, folded through the aggregate. It keeps a mutation's answer true when
/// projections are slow.
async fn from_journal<T: Target>(state: &AppState, id: T::Id) -> ApiResult<Option<T::Row>> {
    let mut conn = state.pool.acquire().await?;
    let events =
        staffhub_journal::events_of(&mut conn, T::Aggregate::TYPE, &id.to_string()).await?;
    if events.is_empty() {
        return Err(T::NOT_FOUND.into());
    }
    let mut aggregate = T::Aggregate::default();
    for event in &events {
        aggregate.apply(
            event
                .decode()
                .map_err(|e| ApiError::internal("decoding an event for the answer failed", e))?,
        );
    }
    Ok(T::from_events(id, aggregate, &events))
}

/// An entity that goes to the trash (issue 35): its area's delete and restore commands, and
/// who may give them beyond the rule of the descriptor's `Trash::operation`. The descriptor
/// points its `trash` at [`delete`] and [`restore`] for its target, so no area writes the
/// path again.
pub trait TrashTarget: Target<Id = uuid::Uuid> {
    fn delete_command() -> <Self::Aggregate as Aggregate>::Command;
    fn restore_command() -> <Self::Aggregate as Aggregate>::Command;

    /// The area's row-level rule for deleting (`restoring: false`) or restoring this one; by
    /// default, whoever passes the operation's rule may.
    fn authorize<'a>(
        _state: &'a AppState,
        _session: &'a crate::sessions::Session,
        _id: uuid::Uuid,
        _restoring: bool,
    ) -> futures::future::BoxFuture<'a, ApiResult<()>> {
        Box::pin(async { Ok(()) })
    }

    /// Where the entity's name is claimed, when names of its kind are unique ('Name already
    /// exists', `crate::names`). A deletion gives the name back, so a new entity may take it;
    /// a restore claims it again from the trash entry's title, and is refused with 'Name
    /// already exists' while another holds it (the restorer renames that one first).
    fn names(_state: &AppState) -> Option<UniqueNames> {
        None
    }
}

/// A trashable kind's unique names ([`TrashTarget::names`]): where they are claimed, and the
/// trash table whose entries' titles are the names to claim again on a restore.
pub struct UniqueNames {
    pub names: crate::names::Names,
    pub trash: &'static str,
}

/// Runs `T`'s delete command on `id` for `session`; it answers once the read models no longer
/// show the entity.
pub fn delete<'a, T: TrashTarget>(
    state: &'a AppState,
    session: &'a crate::sessions::Session,
    metadata: &'a Metadata,
    id: uuid::Uuid,
) -> futures::future::BoxFuture<'a, ApiResult<()>>
where
    <T::Aggregate as Aggregate>::Command: Send,
{
    Box::pin(async move {
        T::authorize(state, session, id, false).await?;
        let started = Instant::now();
        let committed = execute::<T>(state, metadata, id, T::delete_command(), Expect::Any).await?;
        if let Some(unique) = T::names(state) {
            unique.names.release_owner(&id.to_string()).await?;
        }
        answer::<T>(state, id, committed, started).await.map(drop)
    })
}

/// Runs `T`'s restore command on `id` for `session`; it answers once the read models show the
/// entity again.
pub fn restore<'a, T: TrashTarget>(
    state: &'a AppState,
    session: &'a crate::sessions::Session,
    metadata: &'a Metadata,
    id: uuid::Uuid,
) -> futures::future::BoxFuture<'a, ApiResult<()>>
where
    <T::Aggregate as Aggregate>::Command: Send,
{
    Box::pin(async move {
        T::authorize(state, session, id, true).await?;
        let started = Instant::now();
        let restore = execute::<T>(state, metadata, id, T::restore_command(), Expect::Any);
        let committed = match T::names(state) {
            Some(unique) => {
                let title = crate::read::trash::title(&state.reads, unique.trash, id)
                    .await?
                    .ok_or(Code::NotDeleted)?;
                unique
                    .names
                    .with_claim(&title, &id.to_string(), restore)
                    .await?
            }
            None => restore.await?,
        };
        answer::<T>(state, id, committed, started)
            .await?
            .ok_or_else(|| T::NOT_FOUND.into())
            .map(drop)
    })
}
