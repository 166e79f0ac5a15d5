//! Tags' command target (issue 31): how the command path reads a tag back, and the row a
//! tag's own events fold to when the read model is behind.

use staffhub_domain::tags::{Tag as TagAggregate, TagCommand};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Target, TrashTarget, UniqueNames};
use crate::error::ApiResult;
use crate::read::tags::{self as tag_reads, TagRow};
use crate::state::AppState;

/// How the command path reads a tag back.
pub struct TagTarget;

impl Target for TagTarget {
    type Aggregate = TagAggregate;
    type Row = TagRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::TagNotFound;

    fn services(_: &AppState) -> &() {
        &()
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<TagRow>> {
        Ok(tag_reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &TagRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, tag: TagAggregate, events: &[JournalEvent]) -> Option<TagRow> {
        let (first, last) = (events.first()?, events.last()?);
        (!tag.deleted).then(|| TagRow {
            tag_id: id,
            name: tag.name,
            color: tag.color.name().to_owned(),
            created_by: first.metadata.actor_id,
            created_at: first.recorded_at,
            updated_at: last.recorded_at,
            version: last.sequence,
        })
    }
}

/// Issue 35: whoever may edit a tag (Admin, `Mutation.updateTag`) deletes it to the trash and
/// restores it. Items that carry it keep its id and show it again once it is restored, so a
/// deletion asks nothing of them; its unique name is freed and claimed again on a restore
/// ('Name already exists' while another tag holds it).
impl TrashTarget for TagTarget {
    fn delete_command() -> TagCommand {
        TagCommand::DeleteTag
    }

    fn restore_command() -> TagCommand {
        TagCommand::RestoreTag
    }

    fn names(state: &AppState) -> Option<UniqueNames> {
        Some(UniqueNames {
            names: super::names(state),
            trash: "tag_trash",
        })
    }
}
