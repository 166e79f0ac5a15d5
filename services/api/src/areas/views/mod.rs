//! Saved views' application layer (issue 35 §5): a named filter, sort and column set of one
//! list, its owner's or shared with a role. `descriptor` (what the shared machinery reads),
//! `targets` (the command path's read-back and fold), and here the id decoder, who may change
//! one, the shared role's check and the domain's refusals as catalogue codes.

mod descriptor;
mod history;
mod targets;

pub use descriptor::AREA;
pub use targets::SavedViewTarget;

use async_graphql::ID;
use sqlx::{Postgres, QueryBuilder};
use staffhub_domain::views::SavedViewError;
use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::read::views as view_reads;
use crate::sessions::Session;
use crate::state::AppState;

/// A saved view's id ('Invalid id' when it is not one).
pub fn saved_view_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "SavedView", Code::InvalidId)
}

/// Who sees a deleted view in the trash, and so restores it: its owner.
pub fn owner_condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    query
        .push(" AND sv.owner_id = ")
        .push_bind(caller.employee_id);
}

/// Only its owner changes a view (`admin_too`: an admin deletes any). A view the caller cannot
/// read reads as not found; one they read but do not own is 'Employee is not owner'.
pub async fn may_change(
    state: &AppState,
    session: &Session,
    id: Uuid,
    admin_too: bool,
) -> ApiResult<()> {
    let Some(row) = view_reads::by_id(&state.reads, id).await? else {
        return Err(ApiError::Coded(Code::SavedViewNotFound));
    };
    if row.owner_id == session.employee_id || admin_too {
        return Ok(());
    }
    let caller = Caller::of(session);
    match view_reads::visible_by_id(&state.reads, id, &caller).await? {
        Some(_) => Err(ApiError::Coded(Code::EmployeeNotOwner)),
        None => Err(ApiError::Coded(Code::SavedViewNotFound)),
    }
}

/// The role a view is shared with must exist (asked of the write side).
pub async fn check_role(state: &AppState, role_id: Option<i32>) -> ApiResult<()> {
    let Some(role_id) = role_id.filter(|id| *id > 0) else {
        return Ok(());
    };
    if crate::areas::members::missing_roles(&state.pool, &[role_id])
        .await
        .is_empty()
    {
        Ok(())
    } else {
        Err(ApiError::Coded(Code::SavedViewRoleNotFound))
    }
}

impl From<SavedViewError> for ApiError {
    fn from(error: SavedViewError) -> Self {
        Self::Coded(match error {
            SavedViewError::NotFound => Code::SavedViewNotFound,
            SavedViewError::AlreadyExists => Code::InvalidId,
            SavedViewError::InvalidName => Code::InvalidName,
            SavedViewError::InvalidList => Code::InvalidSavedViewList,
            SavedViewError::InvalidQuery => Code::InvalidSavedViewQuery,
            SavedViewError::InvalidRole => Code::SavedViewRoleNotFound,
            SavedViewError::Identical => Code::Identical,
            SavedViewError::NotDeleted => Code::NotDeleted,
        })
    }
}
