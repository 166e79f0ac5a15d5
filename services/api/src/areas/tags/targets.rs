//! Tags' command target (issue 31): how the command path reads a tag back, and the row a
//! tag's own events fold to when the read model is behind.

use staffhub_domain::tags::Tag as TagAggregate;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::Target;
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
