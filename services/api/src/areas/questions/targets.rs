//! Questions' command targets (issue 31): how the command path reads one back, and the
//! row an entity's own events fold to when the read model is behind.

use staffhub_domain::questions::Question as QuestionAggregate;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::command::Target;
use crate::error::ApiResult;
use crate::read::questions::{self as reads, QuestionRow};
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
