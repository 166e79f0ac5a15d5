//! Questions' command targets (issue 31): how the command path reads one back, and the
//! row an entity's own events fold to when the read model is behind.

use futures::future::BoxFuture;
use staffhub_domain::questions::{Question as QuestionAggregate, QuestionCommand};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::command::{Target, TrashTarget};
use crate::error::ApiResult;
use crate::read::questions::{self as reads, QuestionRow};
use crate::sessions::Session;
use crate::state::AppState;

/// How the command path reads a question back (as the system: the caller's access was
/// checked before the command).
pub struct QuestionTarget;

impl Target for QuestionTarget {
    type Aggregate = QuestionAggregate;
    type Row = QuestionRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::QuestionNotFound;

    fn services(state: &AppState) -> &staffhub_domain::questions::QuestionServices {
        &state.question_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<QuestionRow>> {
        let all = Caller::system();
        Ok(reads::by_id(&state.reads, id, Some(&all)).await?)
    }

    fn version(row: &QuestionRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, q: QuestionAggregate, events: &[JournalEvent]) -> Option<QuestionRow> {
        let (first, last) = (events.first()?, events.last()?);
        // In the trash, it has no row (issue 35).
        if q.deleted {
            return None;
        }
        let time = |e: &JournalEvent| e.metadata.occurred_at_or(e.recorded_at);
        let answered_at = events
            .iter()
            .rev()
            .find(|e| e.event_type == "QuestionAnswered")
            .map(time);
        Some(QuestionRow {
            question_id: id,
            scope: q.scope.name().to_owned(),
            project_id: q.scope.project_id(),
            organization_id: q.scope.organization_id(),
            title: q.title,
            body: q.body,
            status: q.status.id() as i16,
            asker_id: q.asker_id,
            answer: q.answer,
            answered_by: q.answered_by,
            answered_at,
            created_at: time(first),
            updated_at: time(last),
            version: last.sequence,
        })
    }
}

/// Its asker or Management deletes a question (`super::may_manage`, as it is edited); who
/// restores one is the descriptor's `Trash::visible`, the same rule over the row it brings
/// back, which `restoreNode` asks first (issue 35). A restore is refused while its project is
/// in the trash (the aggregate's rule).
impl TrashTarget for QuestionTarget {
    fn delete_command() -> QuestionCommand {
        QuestionCommand::DeleteQuestion
    }

    fn restore_command() -> QuestionCommand {
        QuestionCommand::RestoreQuestion
    }

    fn authorize<'a>(
        state: &'a AppState,
        session: &'a Session,
        id: Uuid,
        restoring: bool,
    ) -> BoxFuture<'a, ApiResult<()>> {
        Box::pin(async move {
            if !restoring {
                let row = super::visible_row(state, session, id).await?;
                if !super::may_manage(session, &row) {
                    return Err(Code::EmployeeNotOwner.into());
                }
            }
            Ok(())
        })
    }
}
