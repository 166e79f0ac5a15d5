//! Who may read, edit and manage one document (issue 31: moved from `graphql::documents`).
//! Reading is the read model's SQL condition (`read::documents::condition`, asked through
//! `visible_by_id`), so this file adds no second copy of it: only what the spec says beyond
//! reading (§8 'Document Not Accessible', editors, the author or an admin for access).

use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::read::documents::{self as reads, DocumentRow};
use crate::sessions::Session;
use crate::state::AppState;

/// The document for the caller: 'Document not found' when there is none, 'Document Not
/// Accessible' when there is one they may not read (spec §8).
pub async fn readable(state: &AppState, session: &Session, id: Uuid) -> ApiResult<DocumentRow> {
    let reads = &state.reads;
    if let Some(row) = reads::visible_by_id(reads, id, &Caller::of(session)).await? {
        return Ok(row);
    }
    if reads::by_id(reads, id).await?.is_some() {
        Err(Code::DocumentNotAccessible.into())
    } else {
        Err(Code::DocumentNotFound.into())
    }
}

/// [`readable`], and the caller may edit it.
pub async fn editable(state: &AppState, session: &Session, id: Uuid) -> ApiResult<DocumentRow> {
    let row = readable(state, session, id).await?;
    if row.may_edit == Some(true) {
        Ok(row)
    } else {
        Err(Code::Unauthorized.into())
    }
}

/// [`readable`], and the caller may change who has access: its author or an admin.
pub async fn manageable(state: &AppState, session: &Session, id: Uuid) -> ApiResult<DocumentRow> {
    let row = readable(state, session, id).await?;
    if session.is_admin() || row.author_id == Some(session.employee_id) {
        Ok(row)
    } else {
        Err(Code::Unauthorized.into())
    }
}
