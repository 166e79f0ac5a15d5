//! Questions' access rules (issue 31): who may read, edit or manage one, asked by the
//! resolvers and by other areas. Who may *read* one is the read model's condition
//! (`read::questions::condition`, declared in the descriptor), asked here of one row.

use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::read::questions::{self as reads, QuestionRow};
use crate::sessions::Session;
use crate::state::AppState;

/// The question as the caller may see it; `Question not found` otherwise.
pub async fn visible_row(state: &AppState, session: &Session, id: Uuid) -> ApiResult<QuestionRow> {
    reads::by_id(&state.reads, id, Some(&Caller::of(session)))
        .await?
        .ok_or_else(|| Code::QuestionNotFound.into())
}

/// Its asker or a manager may edit, close and reopen a question.
pub fn may_manage(session: &Session, row: &QuestionRow) -> bool {
    row.asker_id == Some(session.employee_id) || Caller::of(session).manager
}
