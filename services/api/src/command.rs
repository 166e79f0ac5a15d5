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
        Err(error) => error_outcome(error),
    }
}

fn error_outcome<E: std::error::Error>(error: &ExecuteError<E>) -> &'static str {
    match error {
        ExecuteError::Rejected(_) => "rejected",
        ExecuteError::Stale { .. } => "stale",
        ExecuteError::Conflict { .. } => "conflict",
        ExecuteError::Journal { .. } => "error",
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

/// Several commands on one entity that stand or fall together (issue 35 §2: an issue's
/// assignees, added and removed one by one, in a bulk change): each decided on the state the
/// ones before it leave, all appended in one statement, or none when one is refused. Decided
/// again when another writer got there first, unless `expect` names the version. `None`: no
/// command made an event (it was already as asked).
pub async fn execute_each<T>(
    state: &AppState,
    metadata: &Metadata,
    id: uuid::Uuid,
    commands: Vec<<T::Aggregate as Aggregate>::Command>,
    expect: Expect,
) -> ApiResult<Option<Committed>>
where
    T: Target<Id = uuid::Uuid>,
    <T::Aggregate as Aggregate>::Command: Clone,
{
    let aggregate_type = T::Aggregate::TYPE;
    let expected = match expect {
        Expect::Version(version) => Some(version),
        Expect::Any | Expect::New => None,
    };
    let names: Vec<&'static str> = commands.iter().map(|c| c.name()).collect();
    let observe = |outcome: &'static str| {
        for name in &names {
            state.metrics.observe_command(aggregate_type, name, outcome);
        }
    };
    let key = id.to_string();
    for _ in 0..TOGETHER_ATTEMPTS {
        let mut together = state.journal.together(metadata);
        let decided = together
            .decide_each_at::<T::Aggregate>(&key, commands.clone(), T::services(state), expected)
            .await;
        match decided {
            // Expected at some version but never recorded: the entity does not exist.
            Err(ExecuteError::Stale { current: 0, .. }) => {
                observe("rejected");
                return Err(T::NOT_FOUND.into());
            }
            Err(error) => {
                observe(error_outcome(&error));
                return Err(error.into());
            }
            Ok(()) => {}
        }
        match together.append().await {
            Ok(committed) => {
                observe("ok");
                return Ok(committed.first().copied());
            }
            // Another writer won: at a named version that is a stale edit, refused as one by
            // deciding again; otherwise simply decided again on what it wrote.
            Err(staffhub_journal::TogetherError::Conflict) => continue,
            Err(staffhub_journal::TogetherError::Journal(source)) => {
                observe("error");
                return Err(
                    ExecuteError::<<T::Aggregate as Aggregate>::Error>::Journal {
                        aggregate_type,
                        aggregate_id: key,
                        source,
                    }
                    .into(),
                );
            }
        }
    }
    observe("conflict");
    Err(Code::ConcurrentChange.into())
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

    /// The name a restore claims again, from the trash entry's title: the title itself, unless
    /// names are unique within something (an application's within its project).
    fn claimed_name<'a>(
        _state: &'a AppState,
        _id: uuid::Uuid,
        title: String,
    ) -> futures::future::BoxFuture<'a, ApiResult<String>> {
        Box::pin(async move { Ok(title) })
    }
}

/// A trashable kind that takes others along (issue 35): a directory its subtree, an
/// application its pages and requirements. They go to the trash in one entry with it and come
/// back with it: each one's command is decided with the entity's own and all their events are
/// appended in one statement, all or nothing (`Journal::together`), under a lock that whatever
/// else changes the tree's shape takes too, so nothing joins or leaves the subtree meanwhile.
/// The descriptor points its `trash` at [`delete_along`] and [`restore_along`].
pub trait TrashAlong: TrashTarget {
    /// The kind of what goes along.
    type Along: Target<Id = uuid::Uuid>;

    /// The advisory lock its deletes and restores run under (`names::exclusive`).
    fn lock<'a>(
        state: &'a AppState,
        id: uuid::Uuid,
    ) -> futures::future::BoxFuture<'a, ApiResult<String>>;

    /// What goes to the trash with `id` (`restoring` false) or comes back with it, each with
    /// its command; asked under the lock.
    fn along<'a>(
        state: &'a AppState,
        id: uuid::Uuid,
        restoring: bool,
    ) -> futures::future::BoxFuture<'a, ApiResult<Along<Self>>>;
}

/// The command of what goes along with a [`TrashAlong`] kind.
pub type AlongCommand<T> = <<<T as TrashAlong>::Along as Target>::Aggregate as Aggregate>::Command;

/// What goes along with one of a [`TrashAlong`] kind: each one's id and command.
pub type Along<T> = Vec<(uuid::Uuid, AlongCommand<T>)>;

/// How often commands decided together are decided again after another writer won the race.
const TOGETHER_ATTEMPTS: usize = 5;

/// Decides `command` on `id` and each of `along`, and appends all their events in one
/// statement, counting each outcome; decided again (all of them) when one of the aggregates
/// moved on meanwhile. The answer is the entity's own, at the position of the last event, so
/// waiting for it waits for all of them.
async fn execute_along<T: TrashAlong>(
    state: &AppState,
    metadata: &Metadata,
    id: uuid::Uuid,
    command: <T::Aggregate as Aggregate>::Command,
    along: &[(uuid::Uuid, AlongCommand<T>)],
    expect: Expect,
) -> ApiResult<Committed>
where
    AlongCommand<T>: Clone,
{
    let expected = match expect {
        Expect::Version(version) => Some(version),
        Expect::Any | Expect::New => None,
    };
    type AlongAggregate<T> = <<T as TrashAlong>::Along as Target>::Aggregate;
    let name = command.name();
    let key = id.to_string();
    for _ in 0..TOGETHER_ATTEMPTS {
        let mut together = state.journal.together(metadata);
        if let Err(error) = together
            .decide_at::<T::Aggregate>(&key, command.clone(), T::services(state), expected)
            .await
        {
            state
                .metrics
                .observe_command(T::Aggregate::TYPE, name, error_outcome(&error));
            return Err(error.into());
        }
        for (other, other_command) in along {
            let other_name = other_command.name();
            if let Err(error) = together
                .decide::<AlongAggregate<T>>(
                    &other.to_string(),
                    other_command.clone(),
                    T::Along::services(state),
                )
                .await
            {
                state.metrics.observe_command(
                    AlongAggregate::<T>::TYPE,
                    other_name,
                    error_outcome(&error),
                );
                return Err(error.into());
            }
        }
        match together.append().await {
            Ok(committed) => {
                state
                    .metrics
                    .observe_command(T::Aggregate::TYPE, name, "ok");
                for (_, other_command) in along {
                    state.metrics.observe_command(
                        AlongAggregate::<T>::TYPE,
                        other_command.name(),
                        "ok",
                    );
                }
                let own = committed.first().copied().ok_or(T::NOT_FOUND)?;
                let last = committed
                    .iter()
                    .map(|c| c.position)
                    .max()
                    .unwrap_or(own.position);
                return Ok(Committed {
                    position: last,
                    events_written: committed.iter().map(|c| c.events_written).sum(),
                    ..own
                });
            }
            Err(staffhub_journal::TogetherError::Conflict) => continue,
            Err(staffhub_journal::TogetherError::Journal(source)) => {
                state
                    .metrics
                    .observe_command(T::Aggregate::TYPE, name, "error");
                return Err(
                    ExecuteError::<<T::Aggregate as Aggregate>::Error>::Journal {
                        aggregate_type: T::Aggregate::TYPE,
                        aggregate_id: key,
                        source,
                    }
                    .into(),
                );
            }
        }
    }
    state
        .metrics
        .observe_command(T::Aggregate::TYPE, name, "conflict");
    Err(Code::ConcurrentChange.into())
}

/// [`delete`] for a kind that takes others along: under its lock, it and what goes with it.
pub fn delete_along<'a, T: TrashAlong>(
    state: &'a AppState,
    session: &'a crate::sessions::Session,
    metadata: &'a Metadata,
    id: uuid::Uuid,
    expect: Expect,
) -> futures::future::BoxFuture<'a, ApiResult<()>>
where
    <T::Aggregate as Aggregate>::Command: Send,
    AlongCommand<T>: Clone + Send + Sync,
{
    Box::pin(async move {
        T::authorize(state, session, id, false).await?;
        let started = Instant::now();
        let lock = T::lock(state, id).await?;
        let committed = crate::names::exclusive(&state.pool, &lock, async {
            let along = T::along(state, id, false).await?;
            execute_along::<T>(state, metadata, id, T::delete_command(), &along, expect).await
        })
        .await?;
        if let Some(unique) = T::names(state) {
            unique.names.release_owner(&id.to_string()).await?;
        }
        answer::<T>(state, id, committed, started).await.map(drop)
    })
}

/// [`restore`] for a kind that takes others along: under its lock, it and what went with it.
pub fn restore_along<'a, T: TrashAlong>(
    state: &'a AppState,
    session: &'a crate::sessions::Session,
    metadata: &'a Metadata,
    id: uuid::Uuid,
    expect: Expect,
) -> futures::future::BoxFuture<'a, ApiResult<()>>
where
    <T::Aggregate as Aggregate>::Command: Send,
    AlongCommand<T>: Clone + Send + Sync,
{
    Box::pin(async move {
        T::authorize(state, session, id, true).await?;
        let started = Instant::now();
        let lock = T::lock(state, id).await?;
        let restore = crate::names::exclusive(&state.pool, &lock, async {
            let along = T::along(state, id, true).await?;
            execute_along::<T>(state, metadata, id, T::restore_command(), &along, expect).await
        });
        let committed = match T::names(state) {
            Some(unique) => {
                let name = claimed_name::<T>(state, unique.trash, id).await?;
                unique
                    .names
                    .with_claim(&name, &id.to_string(), restore)
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

/// The name a restore of `id` claims again: its trash entry's title, as the kind claims it.
async fn claimed_name<T: TrashTarget>(
    state: &AppState,
    trash: &str,
    id: uuid::Uuid,
) -> ApiResult<String> {
    let title = crate::read::trash::title(&state.reads, trash, id)
        .await?
        .ok_or(Code::NotDeleted)?;
    T::claimed_name(state, id, title).await
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
    expect: Expect,
) -> futures::future::BoxFuture<'a, ApiResult<()>>
where
    <T::Aggregate as Aggregate>::Command: Send,
{
    Box::pin(async move {
        T::authorize(state, session, id, false).await?;
        let started = Instant::now();
        let committed = execute::<T>(state, metadata, id, T::delete_command(), expect).await?;
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
    expect: Expect,
) -> futures::future::BoxFuture<'a, ApiResult<()>>
where
    <T::Aggregate as Aggregate>::Command: Send,
{
    Box::pin(async move {
        T::authorize(state, session, id, true).await?;
        let started = Instant::now();
        let restore = execute::<T>(state, metadata, id, T::restore_command(), expect);
        let committed = match T::names(state) {
            Some(unique) => {
                let name = claimed_name::<T>(state, unique.trash, id).await?;
                unique
                    .names
                    .with_claim(&name, &id.to_string(), restore)
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
