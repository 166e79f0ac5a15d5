//! Saved views' command target: how the command path reads a view back, and the row a view's
//! own events fold to when the read model is behind.

use futures::future::BoxFuture;
use staffhub_domain::views::{SavedView as SavedViewAggregate, SavedViewCommand};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Target, TrashTarget};
use crate::error::ApiResult;
use crate::read::views::{self as view_reads, SavedViewRow};
use crate::sessions::Session;
use crate::state::AppState;

/// How the command path reads a saved view back.
pub struct SavedViewTarget;

impl Target for SavedViewTarget {
    type Aggregate = SavedViewAggregate;
    type Row = SavedViewRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::SavedViewNotFound;

    fn services(_: &AppState) -> &() {
        &()
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<SavedViewRow>> {
        Ok(view_reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &SavedViewRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        view: SavedViewAggregate,
        events: &[JournalEvent],
    ) -> Option<SavedViewRow> {
        let (first, last) = (events.first()?, events.last()?);
        (!view.deleted).then(|| SavedViewRow {
            view_id: id,
            owner_id: view.owner_id.unwrap_or_default(),
            list: view.list,
            name: view.name,
            query: view.query,
            shared_with_role_id: view.shared_with_role_id,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.recorded_at,
            version: last.sequence,
        })
    }
}

/// Its owner deletes a view (an admin any), and restores it from the trash, where its entry is
/// its owner's to see (`super::owner_condition`).
impl TrashTarget for SavedViewTarget {
    fn delete_command() -> SavedViewCommand {
        SavedViewCommand::DeleteSavedView
    }

    fn restore_command() -> SavedViewCommand {
        SavedViewCommand::RestoreSavedView
    }

    fn authorize<'a>(
        state: &'a AppState,
        session: &'a Session,
        id: Uuid,
        restoring: bool,
    ) -> BoxFuture<'a, ApiResult<()>> {
        Box::pin(async move {
            if restoring {
                // `restoreNode` asked the trash entry's `visible` (the owner) first.
                return Ok(());
            }
            super::may_change(state, session, id, session.is_admin()).await
        })
    }
}
