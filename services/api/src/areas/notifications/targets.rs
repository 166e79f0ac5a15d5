//! Notifications' command targets (issue 31): how the command path reads one back, and the
//! row an entity's own events fold to when the read model is behind.

use staffhub_domain::notifications::NotificationInbox;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::Target;
use crate::error::ApiResult;
use crate::state::AppState;

/// How the command path reads an inbox back: whether its mark is visible yet (the payload
/// then reads the notifications themselves).
pub struct InboxTarget;

impl Target for InboxTarget {
    type Aggregate = NotificationInbox;
    type Row = bool;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::NotificationNotFound;

    fn services(_: &AppState) -> &() {
        &()
    }

    async fn read_back(_: &AppState, _: Uuid) -> ApiResult<Option<bool>> {
        // The inbox has no row of its own; the wait for the projection is what matters.
        Ok(Some(true))
    }

    fn version(_: &bool) -> i64 {
        0
    }

    fn from_events(_: Uuid, _: NotificationInbox, _: &[JournalEvent]) -> Option<bool> {
        Some(false)
    }
}
