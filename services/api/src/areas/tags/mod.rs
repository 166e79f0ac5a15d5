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
