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

    /// One event is a batch of one: the projection's logic lives in `fold` and the two
    /// set-based writes only, so the two paths cannot drift apart.
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        Ok(self.apply_batch(conn, &[event]).await?.pop())
    }

    /// Folds the batch per task, then writes it with at most two statements (measured in
    /// docs/benchmarks.md, P4). Every batch size leaves the rows the aggregates' own fold
    /// gives (tests/tests/spine/projection_batches.rs).
    async fn apply_batch(
        &self,
        conn: &mut PgConnection,
        events: &[&JournalEvent],
    ) -> Result<Vec<ChangeNotice>, ProjectionError> {
        let folded = fold(events)?;
        let (created, changed): (Vec<&Folded>, Vec<&Folded>) =
            folded.iter().partition(|task| task.created);
        self.insert_created(conn, &created).await?;
        self.update_changed(conn, &changed).await?;
        Ok(folded.iter().map(Folded::notice).collect())
    }
}

/// One task's changes within a batch, folded in commit order. Every task event sets fields to
/// values (none increments), so folding events whose effect the row may already reflect gives
/// the same row: the `version < …` guard decides only whether to write at all.
struct Folded {
    task_id: uuid::Uuid,
    /// Set when the batch holds the task's creation: then every column is known.
    created: bool,
    created_by: Option<uuid::Uuid>,
    created_at: chrono::DateTime<chrono::Utc>,
    /// `Some` when an event in the batch set them (title, description, due date together).
    details: Option<(String, String, Option<chrono::NaiveDate>)>,
    status_id: Option<i16>,
    priority_id: Option<i16>,
    assignee: Option<Option<uuid::Uuid>>,
    updated_at: chrono::DateTime<chrono::Utc>,
    version: i64,
    correlation_id: uuid::Uuid,
}

impl Folded {
    fn notice(&self) -> ChangeNotice {
        ChangeNotice {
            entity_type: "Task".to_owned(),
            entity_id: self.task_id.to_string(),
            version: self.version,
            kind: if self.created {
                ChangeKind::Created
            } else {
                ChangeKind::Updated
            },
            correlation_id: self.correlation_id,
        }
    }
}

/// Folds a batch per task, in first-seen order (issue 6, P4: one statement per kind of write
/// instead of one per event).
fn fold(events: &[&JournalEvent]) -> Result<Vec<Folded>, ProjectionError> {
    let mut folded: Vec<Folded> = Vec::new();
    let mut index: std::collections::HashMap<uuid::Uuid, usize> = std::collections::HashMap::new();
    for event in events {
        let task_event: TaskEvent = event
            .decode()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let Ok(task_id) = uuid::Uuid::parse_str(&event.aggregate_id) else {
            tracing::warn!(
                aggregate_id = event.aggregate_id,
                "task event with a non-uuid id ignored"
            );
            continue;
        };
        let slot = *index.entry(task_id).or_insert_with(|| {
            folded.push(Folded {
                task_id,
                created: false,
                created_by: None,
                created_at: event.recorded_at,
                details: None,
                status_id: None,
                priority_id: None,
                assignee: None,
                updated_at: event.recorded_at,
                version: event.sequence,
                correlation_id: event.metadata.correlation_id,
            });
            folded.len() - 1
        });
        let task = &mut folded[slot];
        match task_event {
            TaskEvent::TaskCreated {
                title,
                description,
                status,
                priority,
                assignee_id,
                due_date,
                ..
            } => {
                task.created = true;
                task.created_by = event.metadata.actor_id;
                task.created_at = event.recorded_at;
                task.details = Some((title, description, due_date));
                task.status_id = Some(status.id() as i16);
                task.priority_id = Some(priority.id() as i16);
                task.assignee = Some(assignee_id);
            }
            TaskEvent::TaskDetailsUpdated {
                title,
                description,
                due_date,
            } => task.details = Some((title, description, due_date)),
            TaskEvent::TaskStatusChanged { to, .. } => task.status_id = Some(to.id() as i16),
            TaskEvent::TaskPriorityChanged { to, .. } => task.priority_id = Some(to.id() as i16),
            TaskEvent::TaskAssigned { assignee_id } => task.assignee = Some(assignee_id),
        }
        task.updated_at = event.recorded_at;
        task.version = event.sequence;
        task.correlation_id = event.metadata.correlation_id;
    }
    Ok(folded)
}

impl TasksProjection {
    /// Rows for tasks created in this batch: one multi-row upsert. A row that already exists
    /// (a replay) is overwritten only by a newer version, as the per-event guard would.
    async fn insert_created(
        &self,
        conn: &mut PgConnection,
        created: &[&Folded],
    ) -> Result<(), ProjectionError> {
        if created.is_empty() {
            return Ok(());
        }
        let mut ids = Vec::with_capacity(created.len());
        let mut titles = Vec::with_capacity(created.len());
        let mut descriptions = Vec::with_capacity(created.len());
        let mut statuses = Vec::with_capacity(created.len());
        let mut priorities = Vec::with_capacity(created.len());
        let mut assignees = Vec::with_capacity(created.len());
        let mut due_dates = Vec::with_capacity(created.len());
        let mut creators = Vec::with_capacity(created.len());
        let mut created_times = Vec::with_capacity(created.len());
        let mut updated_times = Vec::with_capacity(created.len());
        let mut versions = Vec::with_capacity(created.len());
        for task in created {
            let (title, description, due_date) = task.details.clone().unwrap_or_default();
            ids.push(task.task_id);
            titles.push(title);
            descriptions.push(description);
            statuses.push(task.status_id.unwrap_or_default());
            priorities.push(task.priority_id.unwrap_or_default());
            assignees.push(task.assignee.flatten());
            due_dates.push(due_date);
            creators.push(task.created_by);
            created_times.push(task.created_at);
            updated_times.push(task.updated_at);
            versions.push(task.version);
        }
        sqlx::query(
            "INSERT INTO task_list (task_id, title, description, status_id, priority_id, assignee_id,
                                    due_date, created_by, created_at, updated_at, version)
             SELECT * FROM UNNEST($1::uuid[], $2::text[], $3::text[], $4::smallint[], $5::smallint[],
                                  $6::uuid[], $7::date[], $8::uuid[], $9::timestamptz[],
                                  $10::timestamptz[], $11::bigint[])
             ON CONFLICT (task_id) DO UPDATE
             SET title = EXCLUDED.title, description = EXCLUDED.description,
                 status_id = EXCLUDED.status_id, priority_id = EXCLUDED.priority_id,
                 assignee_id = EXCLUDED.assignee_id, due_date = EXCLUDED.due_date,
                 updated_at = EXCLUDED.updated_at, version = EXCLUDED.version
             WHERE task_list.version < EXCLUDED.version",
        )
        .bind(ids)
        .bind(titles)
        .bind(descriptions)
        .bind(statuses)
        .bind(priorities)
        .bind(assignees)
        .bind(due_dates)
        .bind(creators)
        .bind(created_times)
        .bind(updated_times)
        .bind(versions)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// Changes to tasks created in earlier batches: one multi-row UPDATE, each column taken
    /// from the batch only where an event set it.
    async fn update_changed(
        &self,
        conn: &mut PgConnection,
        changed: &[&Folded],
    ) -> Result<(), ProjectionError> {
        if changed.is_empty() {
            return Ok(());
        }
        let mut ids = Vec::with_capacity(changed.len());
        let mut details_set = Vec::with_capacity(changed.len());
        let mut titles = Vec::with_capacity(changed.len());
        let mut descriptions = Vec::with_capacity(changed.len());
        let mut due_dates = Vec::with_capacity(changed.len());
        let mut statuses = Vec::with_capacity(changed.len());
        let mut priorities = Vec::with_capacity(changed.len());
        let mut assignee_set = Vec::with_capacity(changed.len());
        let mut assignees = Vec::with_capacity(changed.len());
        let mut updated_times = Vec::with_capacity(changed.len());
        let mut versions = Vec::with_capacity(changed.len());
        for task in changed {
            ids.push(task.task_id);
            details_set.push(task.details.is_some());
            let (title, description, due_date) = task.details.clone().unwrap_or_default();
            titles.push(title);
            descriptions.push(description);
            due_dates.push(due_date);
            statuses.push(task.status_id);
            priorities.push(task.priority_id);
            assignee_set.push(task.assignee.is_some());
            assignees.push(task.assignee.flatten());
            updated_times.push(task.updated_at);
            versions.push(task.version);
        }
        sqlx::query(
            "UPDATE task_list AS t
             SET title = CASE WHEN u.details_set THEN u.title ELSE t.title END,
                 description = CASE WHEN u.details_set THEN u.description ELSE t.description END,
                 due_date = CASE WHEN u.details_set THEN u.due_date ELSE t.due_date END,
                 status_id = coalesce(u.status_id, t.status_id),
                 priority_id = coalesce(u.priority_id, t.priority_id),
                 assignee_id = CASE WHEN u.assignee_set THEN u.assignee_id ELSE t.assignee_id END,
                 updated_at = u.updated_at,
                 version = u.version
             FROM UNNEST($1::uuid[], $2::bool[], $3::text[], $4::text[], $5::date[], $6::smallint[],
                         $7::smallint[], $8::bool[], $9::uuid[], $10::timestamptz[], $11::bigint[])
                  AS u(task_id, details_set, title, description, due_date, status_id, priority_id,
                       assignee_set, assignee_id, updated_at, version)
             WHERE t.task_id = u.task_id AND t.version < u.version",
        )
        .bind(ids)
        .bind(details_set)
        .bind(titles)
        .bind(descriptions)
        .bind(due_dates)
        .bind(statuses)
        .bind(priorities)
        .bind(assignee_set)
        .bind(assignees)
        .bind(updated_times)
        .bind(versions)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }
}
