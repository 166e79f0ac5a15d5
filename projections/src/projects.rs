//! Projection "projects": `project_list`, behind `projects` and `node` (issue 13, spec §4
//! project status planning 1, active 2, canceled 3, archived 4).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::projects::ProjectEvent;
use staffhub_journal::JournalEvent;

use crate::guarded::{self, PgQuery};
use crate::notifications::{self, Source};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct ProjectsProjection;

const NAME: &str = "projects";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// Where a deleted project waits (issue 35).
pub const TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Project",
    trash: "project_trash",
    table: "project_list",
    id_column: "project_id",
    title_column: "name",
    children: &[],
};

/// The shared version-guarded update of a `project_list` row.
async fn update(
    conn: &mut PgConnection,
    event: &JournalEvent,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    guarded::update(
        conn,
        event,
        NAME,
        "project_list",
        "project_id",
        assignments,
        bind,
    )
    .await
}

#[async_trait]
impl Projection for ProjectsProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Project"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["project_list", "project_trash"]
    }

    /// Every write is guarded by `version < $event` (a replay over live rows is harmless).
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<ProjectEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let kind = match decoded {
            ProjectEvent::ProjectCreated {
                project_id,
                name,
                description,
                status,
                organization_ids,
                employee_ids,
            } => {
                sqlx::query(
                    "INSERT INTO project_list (project_id, name, description, status,
                         organization_ids, employee_ids, created_by, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
                     ON CONFLICT (project_id) DO NOTHING",
                )
                .bind(project_id)
                .bind(name)
                .bind(description)
                .bind(status.id() as i16)
                .bind(organization_ids)
                .bind(employee_ids)
                .bind(event.metadata.actor_id)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            ProjectEvent::ProjectDetailsChanged { name, description } => {
                update(conn, event, "name = $4, description = $5", |q| {
                    q.bind(name).bind(description)
                })
                .await?;
                ChangeKind::Updated
            }
            ProjectEvent::ProjectOrganizationsChanged { organization_ids } => {
                update(conn, event, "organization_ids = $4", |q| {
                    q.bind(organization_ids)
                })
                .await?;
                ChangeKind::Updated
            }
            ProjectEvent::ProjectTeamChanged { employee_ids } => {
                update(conn, event, "employee_ids = $4", |q| q.bind(employee_ids)).await?;
                ChangeKind::Updated
            }
            ProjectEvent::ProjectStatusChanged { to, .. } => {
                update(conn, event, "status = $4", |q| q.bind(to.id() as i16)).await?;
                ChangeKind::Updated
            }
            ProjectEvent::ProjectDeleted { .. } => {
                TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            ProjectEvent::ProjectRestored { .. } => {
                TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "Project".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

/// Home's recent activity shows projects' events; nobody is notified of them.
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "Project",
    activity: true,
    rules: &[],
    facts: notifications::no_facts,
}];
