//! Tasks' command targets (issue 31): how the command path reads one back, and the
//! row an entity's own events fold to when the read model is behind.

use staffhub_domain::tasks::{Task as TaskAggregate, TaskCommand, TaskServices};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Target, TrashTarget};
use crate::error::{ApiError, ApiResult};
use crate::read::tasks::TaskRow;
use crate::state::AppState;

/// How the command path reads a task back: through the loader that batches concurrent
/// mutations' reads into one query (issue 6, P1).
pub struct TaskTarget;

impl Target for TaskTarget {
    type Aggregate = TaskAggregate;
    type Row = TaskRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::TaskNotFound;

    fn services(state: &AppState) -> &TaskServices {
        &state.task_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<TaskRow>> {
        Ok(state
            .task_loader
            .call(id)
            .await
            .map_err(|stopped| ApiError::internal("reading the task back", stopped))??)
    }

    fn version(row: &TaskRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, task: TaskAggregate, events: &[JournalEvent]) -> Option<TaskRow> {
        // In the trash, it has no row (issue 35).
        if task.deleted {
            return None;
        }
        let (first, last) = (events.first()?, events.last()?);
        Some(TaskRow {
            task_id: id,
            title: task.title,
            description: task.description,
            status_id: task.status.id() as i16,
            priority_id: task.priority.id() as i16,
            assignee_id: task.assignee_id,
            due_date: task.due_date,
            created_by: first.metadata.actor_id,
            created_at: first.recorded_at,
            updated_at: last.recorded_at,
            version: last.sequence,
        })
    }
}

/// Any staff member edits any task, and so deletes and restores one (issue 35).
impl TrashTarget for TaskTarget {
    fn delete_command() -> TaskCommand {
        TaskCommand::DeleteTask
    }

    fn restore_command() -> TaskCommand {
        TaskCommand::RestoreTask
    }
}
