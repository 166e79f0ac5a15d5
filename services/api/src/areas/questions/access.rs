//! Questions' access rules (issue 31): who may read, edit or manage one, asked by the
//! resolvers and by other areas. Who may *read* one is the read model's condition
//! (`read::questions::condition`, declared in the descriptor), asked here of one row.

use sqlx::{Postgres, QueryBuilder};
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

/// Its asker or a manager may edit, close, reopen and delete a question.
pub fn may_manage(session: &Session, row: &QuestionRow) -> bool {
    row.asker_id == Some(session.employee_id) || Caller::of(session).manager
}

/// [`may_manage`] as a condition over `q` (a `question_list` row): the trash's rule for
/// questions (issue 35), so one sees in the trash only the questions one may restore. Kept
/// beside the rule it restates.
pub fn manage_condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    if caller.manager {
        return;
    }
    query
        .push(" AND q.asker_id = ")
        .push_bind(caller.employee_id);
}
