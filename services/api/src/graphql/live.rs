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
