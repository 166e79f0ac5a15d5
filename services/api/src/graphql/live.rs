//! Subscriptions' shared machinery (brief §2: change notices from NATS, fanned out per node):
//! the change kinds every `…Changed` subscription reports and the notices of one entity type.

use async_graphql::Enum;
use futures::{Stream, StreamExt};
use staffhub_projections::{ChangeKind as NoticeKind, ChangeNotice};
use tokio_stream::wrappers::BroadcastStream;

use crate::error::ApiError;
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

/// This node's change notices for `entity_type`. A subscriber that fell behind the fan-out
/// misses notices; list screens re-sync on reconnect, so none of them is relied on alone.
pub fn notices(
    state: &AppState,
    entity_type: &'static str,
) -> impl Stream<Item = ChangeNotice> + use<> {
    BroadcastStream::new(state.hub.subscribe_changes()).filter_map(move |notice| async move {
        notice.ok().filter(|n| n.entity_type == entity_type)
    })
}

/// Subscriptions return `async_graphql::Result` (streams cannot use `GqlError`); every error
/// is converted explicitly so it keeps its catalogue code.
pub fn coded(error: impl Into<ApiError>) -> async_graphql::Error {
    error.into().into_graphql()
}
