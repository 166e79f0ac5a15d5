//! Tags' application layer (issue 31), the worked example of an area's application module:
//! `descriptor` (what the shared machinery reads of the area), `targets` (how the command
//! path reads one back, and its fold of the entity's own events), and here what the
//! resolvers, the seed and other areas call: the id decoder, the unique-name claim and the
//! domain's refusals as catalogue codes.

mod descriptor;
mod history;

mod targets;

pub use descriptor::AREA;
pub use targets::TagTarget;

use async_graphql::ID;
use staffhub_domain::tags::TagError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::names::Names;
use crate::state::AppState;

/// A tag's id ('Invalid id' when it is not one).
pub fn tag_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Tag", Code::InvalidId)
}

/// Tag names are unique regardless of case ('Name already exists'), claimed before the
/// command (`names`).
pub fn names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "Tag")
}

impl From<TagError> for ApiError {
    fn from(error: TagError) -> Self {
        Self::Coded(match error {
            TagError::NotFound => Code::TagNotFound,
            TagError::AlreadyExists => Code::InvalidId,
            TagError::InvalidName => Code::InvalidName,
            TagError::InvalidColor => Code::InvalidColor,
            TagError::Identical => Code::Identical,
            TagError::NotDeleted => Code::NotDeleted,
        })
    }
}

/// The tags an edit form sends, plus those the item already holds that are in the trash (issue
/// 35): a deleted tag stays on the items that carry it, unseen, and comes back on them with its
/// restore, so a form that does not show it must not drop it. Bulk edits (`bulk::add_remove`)
/// start from what the item holds and keep it the same way.
pub async fn keeping_deleted(
    state: &AppState,
    held: &[Uuid],
    sent: Vec<Uuid>,
) -> ApiResult<Vec<Uuid>> {
    let unseen: Vec<Uuid> = held
        .iter()
        .filter(|id| !sent.contains(id))
        .copied()
        .collect();
    if unseen.is_empty() {
        return Ok(sent);
    }
    let deleted: Vec<(Uuid,)> = state
        .reads
        .fetch_all(
            sqlx::query_as("SELECT entity_id FROM tag_trash WHERE entity_id = ANY($1)")
                .bind(&unseen),
        )
        .await?;
    let deleted: Vec<Uuid> = deleted.into_iter().map(|(id,)| id).collect();
    let mut kept = sent;
    kept.extend(unseen.into_iter().filter(|id| deleted.contains(id)));
    Ok(kept)
}
