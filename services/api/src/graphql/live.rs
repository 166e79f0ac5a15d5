//! Subscriptions' shared machinery (brief §2: change notices from NATS, fanned out per node):
//! the change kinds every `…Changed` subscription reports and the notices of one entity type.

use std::future::Future;
use std::sync::Arc;

use async_graphql::{Context, Enum};
use futures::{Stream, StreamExt};
use staffhub_projections::{ChangeKind as NoticeKind, ChangeNotice};
use tokio_stream::wrappers::BroadcastStream;
use uuid::Uuid;

use super::{session, state};
use crate::access::Caller;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// What happened to an entity a list shows.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum ChangeKind {
    Created,
    Updated,
    /// Gone from the read model: lists drop it.
    Deleted,
}

impl From<NoticeKind> for ChangeKind {
    fn from(kind: NoticeKind) -> Self {
        match kind {
            NoticeKind::Created => Self::Created,
            NoticeKind::Updated => Self::Updated,
            NoticeKind::Deleted => Self::Deleted,
        }
    }
}

tokio::task_local! {
    /// Set by the WebSocket connection (`graphql::ws`) around the streams it polls: told when
    /// one of them fell behind the fan-out and missed notices, so the socket is closed for
    /// the client to reconnect and re-sync.
    pub static MISSED: std::sync::Arc<tokio::sync::Notify>;
}

/// This node's change notices for `entity_type`. A subscriber that fell behind the fan-out
/// misses notices: its connection is told ([`MISSED`]) and closes (1012), and list screens
/// re-sync on reconnect.
pub fn notices(
    state: &AppState,
    entity_type: &'static str,
) -> impl Stream<Item = ChangeNotice> + use<> {
    BroadcastStream::new(state.hub.subscribe_changes()).filter_map(move |notice| async move {
        match notice {
            Ok(notice) => Some(notice).filter(|n| n.entity_type == entity_type),
            Err(_lagged) => {
                let _ = MISSED.try_with(|missed| missed.notify_one());
                None
            }
        }
    })
}

/// Subscriptions return `async_graphql::Result` (streams cannot use `GqlError`); every error
/// is converted explicitly so it keeps its catalogue code.
pub fn coded(error: impl Into<ApiError>) -> async_graphql::Error {
    error.into().into_graphql()
}

/// One change to a row, as a subscriber's live list sees it (issue 32, "one live list").
pub struct ListChange<T> {
    pub kind: ChangeKind,
    pub id: Uuid,
    /// The version the notice announced (a shared read of what follows from it is keyed by it).
    pub version: i64,
    /// Whether the row, as it is now, is in the subscriber's list: asked of the list's own
    /// SQL (`read::live::in_list`), its filter and its row-level access. False for a row the
    /// subscriber may no longer read, so it leaves their list.
    pub matches: bool,
    /// The row, while the subscriber may read it (it updates every view of it in place).
    pub row: Option<T>,
}

/// The notices of `entity_type` for a live list: for each, `read` is given the subscriber as
/// they are now (their session is read again, so a lost role or a changed assignment counts
/// at once; after sign-out nothing more is sent) and the row's id, and answers the row if the
/// subscriber may read it and whether it is in their list.
///
/// A row the subscriber may not read is told only by its id with `matches: false`, so a list
/// that showed it drops it; one created out of their sight is not told at all, since it was
/// never in a list of theirs.
pub fn list_changes<T, Read, Fut>(
    ctx: &Context<'_>,
    entity_type: &'static str,
    read: Read,
) -> ApiResult<impl Stream<Item = async_graphql::Result<ListChange<T>>> + use<T, Read, Fut>>
where
    T: Send + 'static,
    Read: Fn(AppState, Caller, Uuid) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ApiResult<(Option<T>, bool)>> + Send + 'static,
{
    list_changes_at(ctx, entity_type, move |state, caller, id, _version| {
        read(state, caller, id)
    })
}

/// [`list_changes`], with `read` also given the notice's version: a row every subscriber may
/// read alike (no row-level access) can then be read once per version and shared by them all
/// (`AppState::task_rows`, brief P3), while whether it is in each one's list stays their own.
pub fn list_changes_at<T, Read, Fut>(
    ctx: &Context<'_>,
    entity_type: &'static str,
    read: Read,
) -> ApiResult<impl Stream<Item = async_graphql::Result<ListChange<T>>> + use<T, Read, Fut>>
where
    T: Send + 'static,
    Read: Fn(AppState, Caller, Uuid, i64) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ApiResult<(Option<T>, bool)>> + Send + 'static,
{
    let source = notices(state(ctx), entity_type);
    list_changes_of(ctx, source, read)
}

/// [`list_changes_at`] over any stream of notices about the list's rows: an area whose rows
/// also change when another entity does (an application when one of its pages is completed)
/// merges those notices in, each naming the row it changes.
pub fn list_changes_of<T, S, Read, Fut>(
    ctx: &Context<'_>,
    source: S,
    read: Read,
) -> ApiResult<impl Stream<Item = async_graphql::Result<ListChange<T>>> + use<T, S, Read, Fut>>
where
    T: Send + 'static,
    S: Stream<Item = ChangeNotice> + Send + 'static,
    Read: Fn(AppState, Caller, Uuid, i64) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ApiResult<(Option<T>, bool)>> + Send + 'static,
{
    let digest = session(ctx)?.token_sha256.clone();
    let state = state(ctx).clone();
    let read = Arc::new(read);
    Ok(source.filter_map(move |notice| {
        let state = state.clone();
        let digest = digest.clone();
        let read = read.clone();
        async move {
            let id = Uuid::parse_str(&notice.entity_id).ok()?;
            let kind = ChangeKind::from(notice.kind);
            let session = match state.identity.session_for_digest(digest).await {
                Ok(Some(session)) => session,
                Ok(None) => return None,
                Err(e) => return Some(Err(coded(e))),
            };
            let version = notice.version;
            match read(state, Caller::of(&session), id, version).await {
                Ok((None, _)) if kind == ChangeKind::Created => None,
                Ok((row, matches)) => Some(Ok(ListChange {
                    kind,
                    id,
                    version,
                    matches: matches && row.is_some(),
                    row,
                })),
                Err(e) => Some(Err(coded(e))),
            }
        }
    }))
}

/// A detail page's subscription (issue 32, one detail recipe): every notice of `entity_type`
/// about `id`, answered by `read` with the entity as the subscriber may see it now. `read` is
/// given the subscriber as they are now (their session is read again, so a lost role counts at
/// once; after sign-out nothing more is sent) and the notice (its version and kind, for an
/// area that reads by version or tells what changed); None leaves a notice unanswered.
///
/// The notices are listened to before `read` is first asked (with no notice) whether the
/// caller may open the entity at all: a change made while that check runs is heard, not lost
/// between the two. An entity missing or hidden from the caller is refused with `missing`.
/// A subscriber behind the fan-out is told as every other is ([`MISSED`]: the socket closes
/// and the page reads itself again on reconnect).
pub async fn entity_changes<T, Read, Fut>(
    ctx: &Context<'_>,
    entity_type: &'static str,
    id: Uuid,
    missing: crate::catalogue::Code,
    read: Read,
) -> ApiResult<impl Stream<Item = async_graphql::Result<T>> + use<T, Read, Fut>>
where
    T: Send + 'static,
    Read: Fn(AppState, Caller, Uuid, Option<ChangeNotice>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ApiResult<Option<T>>> + Send + 'static,
{
    changes(ctx, entity_type, id, missing, read, false).await
}

/// [`entity_changes`] for a job's page (an import, a bulk edit): the first message is the job
/// as it is once the notices are listened to, before any notice. A short job can end between
/// the page's first read and its subscription reaching the server; without this first message
/// the page would show it running for ever (seen in a browser test on a loaded machine: an
/// import of three rows never showed "done").
pub async fn job_changes<T, Read, Fut>(
    ctx: &Context<'_>,
    entity_type: &'static str,
    id: Uuid,
    missing: crate::catalogue::Code,
    read: Read,
) -> ApiResult<impl Stream<Item = async_graphql::Result<T>> + use<T, Read, Fut>>
where
    T: Send + 'static,
    Read: Fn(AppState, Caller, Uuid, Option<ChangeNotice>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ApiResult<Option<T>>> + Send + 'static,
{
    changes(ctx, entity_type, id, missing, read, true).await
}

async fn changes<T, Read, Fut>(
    ctx: &Context<'_>,
    entity_type: &'static str,
    id: Uuid,
    missing: crate::catalogue::Code,
    read: Read,
    send_current: bool,
) -> ApiResult<impl Stream<Item = async_graphql::Result<T>> + use<T, Read, Fut>>
where
    T: Send + 'static,
    Read: Fn(AppState, Caller, Uuid, Option<ChangeNotice>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ApiResult<Option<T>>> + Send + 'static,
{
    let state = state(ctx).clone();
    let session = session(ctx)?;
    let digest = session.token_sha256.clone();
    let source = notices(&state, entity_type);
    let Some(current) = read(state.clone(), Caller::of(session), id, None).await? else {
        return Err(missing.into());
    };
    let first = send_current.then_some(Ok(current));
    let key = id.to_string();
    let read = Arc::new(read);
    Ok(futures::stream::iter(first).chain(
        source
            .filter(move |notice| std::future::ready(notice.entity_id == key))
            .filter_map(move |notice| {
                let state = state.clone();
                let digest = digest.clone();
                let read = read.clone();
                async move {
                    let session = match state.identity.session_for_digest(digest).await {
                        Ok(Some(session)) => session,
                        Ok(None) => return None,
                        Err(e) => return Some(Err(coded(e))),
                    };
                    read(state, Caller::of(&session), id, Some(notice))
                        .await
                        .map_err(coded)
                        .transpose()
                }
            }),
    ))
}
