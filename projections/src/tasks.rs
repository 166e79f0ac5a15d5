//! Projection "tasks": the `task_list` table behind `tasks`, `myTasks` and `node` (spec §4).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::task::TaskEvent;
use staffhub_journal::JournalEvent;

use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct TasksProjection;

const NAME: &str = "tasks";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for TasksProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Task"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["task_list"]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let task_event: TaskEvent = event
            .decode()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let id = uuid::Uuid::parse_str(&event.aggregate_id).ok();
        let Some(task_id) = id else {
            tracing::warn!(
                aggregate_id = event.aggregate_id,
                "task event with a non-uuid id ignored"
            );
            return Ok(None);
        };
        // Every statement is guarded by `version < sequence`, so applying an event that the
        // row already reflects changes nothing (defence in depth beside the checkpoint).
        let kind = match task_event {
            TaskEvent::TaskCreated {
                title,
                description,
                status,
                priority,
                assignee_id,
                due_date,
                ..
            } => {
                sqlx::query(
                    "INSERT INTO task_list (task_id, title, description, status_id, priority_id, assignee_id,
                                            due_date, created_by, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
                     ON CONFLICT (task_id) DO NOTHING",
                )
                .bind(task_id)
                .bind(title)
                .bind(description)
                .bind(status.id() as i16)
                .bind(priority.id() as i16)
                .bind(assignee_id)
                .bind(due_date)
                .bind(event.metadata.actor_id)
                .bind(event.recorded_at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            TaskEvent::TaskDetailsUpdated {
                title,
                description,
                due_date,
            } => {
                sqlx::query(
                    "UPDATE task_list SET title = $2, description = $3, due_date = $4, updated_at = $5, version = $6
                     WHERE task_id = $1 AND version < $6",
                )
                .bind(task_id)
                .bind(title)
                .bind(description)
                .bind(due_date)
                .bind(event.recorded_at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Updated
            }
            TaskEvent::TaskStatusChanged { to, .. } => {
                self.set_small(conn, "status_id", task_id, to.id() as i16, event)
                    .await?;
                ChangeKind::Updated
            }
            TaskEvent::TaskPriorityChanged { to, .. } => {
                self.set_small(conn, "priority_id", task_id, to.id() as i16, event)
                    .await?;
                ChangeKind::Updated
            }
            TaskEvent::TaskAssigned { assignee_id } => {
                sqlx::query(
                    "UPDATE task_list SET assignee_id = $2, updated_at = $3, version = $4
                     WHERE task_id = $1 AND version < $4",
                )
                .bind(task_id)
                .bind(assignee_id)
                .bind(event.recorded_at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Updated
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "Task".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

impl TasksProjection {
    async fn set_small(
        &self,
        conn: &mut PgConnection,
        column: &'static str,
        task_id: uuid::Uuid,
        value: i16,
        event: &JournalEvent,
    ) -> Result<(), ProjectionError> {
        // `column` is one of two literals above, never input.
        let sql = format!(
            "UPDATE task_list SET {column} = $2, updated_at = $3, version = $4 WHERE task_id = $1 AND version < $4"
        );
        sqlx::query(&sql)
            .bind(task_id)
            .bind(value)
            .bind(event.recorded_at)
            .bind(event.sequence)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        Ok(())
    }
}
