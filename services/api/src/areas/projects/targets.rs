//! Projects' command targets (issue 31): how the command path reads one back, and the
//! row an entity's own events fold to when the read model is behind.

use futures::future::BoxFuture;
use staffhub_domain::projects::{Project as ProjectAggregate, ProjectCommand};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Target, TrashTarget};
use crate::error::ApiResult;
use crate::read::projects::{self as reads, ProjectRow};
use crate::sessions::Session;
use crate::state::AppState;

/// How the command path reads a project back.
pub struct ProjectTarget;

impl Target for ProjectTarget {
    type Aggregate = ProjectAggregate;
    type Row = ProjectRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::ProjectNotFound;

    fn services(state: &AppState) -> &staffhub_domain::projects::ProjectServices {
        &state.project_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<ProjectRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &ProjectRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        project: ProjectAggregate,
        events: &[JournalEvent],
    ) -> Option<ProjectRow> {
        // In the trash, it has no row (issue 35).
        if project.deleted {
            return None;
        }
        let (first, last) = (events.first()?, events.last()?);
        let time = |e: &JournalEvent| e.metadata.occurred_at_or(e.recorded_at);
        Some(ProjectRow {
            project_id: id,
            name: project.name,
            description: project.description,
            status: project.status.id() as i16,
            organization_ids: project.organization_ids,
            employee_ids: project.employee_ids,
            created_by: first.metadata.actor_id,
            created_at: time(first),
            updated_at: time(last),
            version: last.sequence,
        })
    }
}

/// A project is deleted and restored by whoever edits it (`super::authorize_edit`), asked of
/// its row, or of the row its trash entry will bring back (issue 35); deleting one is refused
/// while questions, applications or issues name it (the aggregate's rule).
impl TrashTarget for ProjectTarget {
    fn delete_command() -> ProjectCommand {
        ProjectCommand::DeleteProject
    }

    fn restore_command() -> ProjectCommand {
        ProjectCommand::RestoreProject
    }

    fn authorize<'a>(
        state: &'a AppState,
        session: &'a Session,
        id: Uuid,
        restoring: bool,
    ) -> BoxFuture<'a, ApiResult<()>> {
        Box::pin(async move {
            let row = if restoring {
                crate::read::trash::row(&state.reads, "project_trash", "project_list", id)
                    .await?
                    .ok_or(Code::NotDeleted)?
            } else {
                reads::by_id(&state.reads, id)
                    .await?
                    .ok_or(Code::ProjectNotFound)?
            };
            super::authorize_edit(session, &row)
        })
    }
}
