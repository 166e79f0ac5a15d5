//! Notifications' command targets (issue 31): how the command path reads one back, and the
//! row an entity's own events fold to when the read model is behind.

use staffhub_domain::notifications::{NotificationDelivery, NotificationInbox};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::Target;
use crate::error::ApiResult;
use crate::state::AppState;

/// How the command path reads an inbox back: `None` once the read model shows the command
/// (the payload then reads the notifications and choices themselves), or, past the
/// read-your-writes bound, the deliveries the inbox's own events say were chosen, so a choice's
/// answer never shows the choice as it was before.
pub struct InboxTarget;

/// Kind → delivery, as an inbox's events chose them.
pub type Chosen = std::collections::BTreeMap<String, NotificationDelivery>;

impl Target for InboxTarget {
    type Aggregate = NotificationInbox;
    type Row = Option<Chosen>;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::NotificationNotFound;

    fn services(_: &AppState) -> &() {
        &()
    }

    async fn read_back(_: &AppState, _: Uuid) -> ApiResult<Option<Option<Chosen>>> {
        // The inbox has no row of its own; the wait for the projection is what matters.
        Ok(Some(None))
    }

    fn version(_: &Option<Chosen>) -> i64 {
        0
    }

    fn from_events(
        _: Uuid,
        inbox: NotificationInbox,
        _: &[JournalEvent],
    ) -> Option<Option<Chosen>> {
        Some(Some(inbox.deliveries))
    }
}
