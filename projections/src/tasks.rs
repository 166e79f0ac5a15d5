//! Projection "tasks": the `task_list` table behind `tasks`, `myTasks` and `node` (spec §4).

use std::sync::LazyLock;

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::tasks::{TaskEvent, TaskStatus};
use staffhub_journal::JournalEvent;

use crate::checkpoint::{bind_gate, gate_ctes};
use crate::notifications::{self, Facts, Recipients, Rule, Source};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, CheckpointMove, OneStatement, Projection, ProjectionError};

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
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Task"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["task_list", "task_trash"]
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

    /// Folds the batch per task, then writes it with one statement (measured in
    /// docs/benchmarks.md, P4). Every batch size leaves the rows the aggregates' own fold
    /// gives (tests/tests/spine/projection_batches.rs).
    ///
    /// A deletion or a restore (issue 35) moves rows between `task_list` and the trash with
    /// statements of their own, so the batch is cut there: the events before it are folded and
    /// written first, in commit order.
    async fn apply_batch(
        &self,
        conn: &mut PgConnection,
        events: &[&JournalEvent],
    ) -> Result<Vec<ChangeNotice>, ProjectionError> {
        let mut notices = Vec::new();
        for run in events.split_inclusive(|event| moves_to_or_from_trash(event)) {
            let (plain, trash) = match run.split_last() {
                Some((last, rest)) if moves_to_or_from_trash(last) => (rest, Some(*last)),
                _ => (run, None),
            };
            if !plain.is_empty() {
                let folded = fold(plain)?;
                self.write(conn, &folded, None).await?;
                notices.extend(folded.iter().map(Folded::notice));
            }
            if let Some(event) = trash {
                let kind = if event.event_type == "TaskDeleted" {
                    TRASH.discard(conn, event).await?;
                    ChangeKind::Deleted
                } else {
                    TRASH.restore(conn, event).await?;
                    ChangeKind::Created
                };
                notices.push(ChangeNotice {
                    entity_type: "Task".to_owned(),
                    entity_id: event.aggregate_id.clone(),
                    version: event.sequence,
                    kind,
                    correlation_id: event.metadata.correlation_id,
                });
            }
        }
        Ok(notices)
    }

    /// The same statement, gated on the checkpoint's compare-and-set.
    async fn apply_batch_and_advance(
        &self,
        conn: &mut PgConnection,
        events: &[&JournalEvent],
        checkpoint: &CheckpointMove<'_>,
    ) -> Result<OneStatement, ProjectionError> {
        // A deletion or a restore takes statements of its own: the worker then writes the
        // batch in a transaction (`apply_batch`).
        if events.iter().any(|event| moves_to_or_from_trash(event)) {
            return Ok(OneStatement::Unsupported);
        }
        let folded = fold(events)?;
        Ok(if self.write(conn, &folded, Some(checkpoint)).await? {
            OneStatement::Applied(folded.iter().map(Folded::notice).collect())
        } else {
            OneStatement::CheckpointMoved
        })
    }
}

/// Where a deleted task waits (issue 35).
pub const TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Task",
    trash: "task_trash",
    table: "task_list",
    id_column: "task_id",
    title_column: "title",
    children: &[],
};

/// Whether the event moves a task to the trash or back (written apart from the fold).
fn moves_to_or_from_trash(event: &JournalEvent) -> bool {
    matches!(event.event_type.as_str(), "TaskDeleted" | "TaskRestored")
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
            // Spec §2 "Convert to task" (issue 15): open, nobody assigned, no due date; the
            // link lives on the issue (`issue_list.task_id`).
            TaskEvent::TaskCreatedFromIssue {
                title,
                description,
                priority_id,
                ..
            } => {
                task.created = true;
                task.created_by = event.metadata.actor_id;
                task.created_at = event.recorded_at;
                task.details = Some((title, description, None));
                task.status_id = Some(TaskStatus::Open.id() as i16);
                task.priority_id = Some(priority_id as i16);
                task.assignee = Some(None);
            }
            TaskEvent::TaskDetailsUpdated {
                title,
                description,
                due_date,
            } => task.details = Some((title, description, due_date)),
            TaskEvent::TaskStatusChanged { to, .. } => task.status_id = Some(to.id() as i16),
            TaskEvent::TaskPriorityChanged { to, .. } => task.priority_id = Some(to.id() as i16),
            TaskEvent::TaskAssigned { assignee_id } => task.assignee = Some(assignee_id),
            // Never folded: `apply_batch` cuts the batch at them.
            TaskEvent::TaskDeleted {} | TaskEvent::TaskRestored {} => {}
        }
        task.updated_at = event.recorded_at;
        task.version = event.sequence;
        task.correlation_id = event.metadata.correlation_id;
    }
    Ok(folded)
}

/// The batch's writes as ONE statement: the upsert of tasks created in the batch and the
/// update of tasks created earlier, both behind the checkpoint's gate (`gate_ctes`, from
/// `$25`): when the worker gates the statement on its checkpoint, nothing is written unless
/// the checkpoint moved. A statement is atomic, so it needs no transaction around it
/// (issue 6, P1).
///
/// All parts of one statement see one snapshot, so they must not touch the same row: the
/// fold gives each task one entry, created or changed, never both.
///
/// Not [`crate::guarded::update`], though guarded the same way (`version < …`): that updates
/// one row per event, and this is the whole batch's upsert and update in one statement behind
/// the checkpoint's gate.
static WRITE_BATCH: LazyLock<String> = LazyLock::new(|| {
    format!(
        "WITH {gate}, created AS (
    -- Tasks created in this batch. A row that already exists (a replay) is overwritten only
    -- by a newer version, as the per-event guard would.
    INSERT INTO task_list (task_id, title, description, status_id, priority_id, assignee_id,
                           due_date, created_by, created_at, updated_at, version,
                           japanese_words)
    SELECT u.task_id, u.title, u.description, u.status_id, u.priority_id, u.assignee_id,
           u.due_date, u.created_by, u.created_at, u.updated_at, u.version,
           array_to_tsvector(string_to_array(u.words, chr(31)))
    FROM UNNEST($1::uuid[], $2::text[], $3::text[], $4::smallint[], $5::smallint[],
                $6::uuid[], $7::date[], $8::uuid[], $9::timestamptz[],
                $10::timestamptz[], $11::bigint[], $23::text[])
         AS u(task_id, title, description, status_id, priority_id, assignee_id, due_date,
              created_by, created_at, updated_at, version, words),
         gate
    WHERE gate.open
    ON CONFLICT (task_id) DO UPDATE
    SET title = EXCLUDED.title, description = EXCLUDED.description,
        japanese_words = EXCLUDED.japanese_words,
        status_id = EXCLUDED.status_id, priority_id = EXCLUDED.priority_id,
        assignee_id = EXCLUDED.assignee_id, due_date = EXCLUDED.due_date,
        updated_at = EXCLUDED.updated_at, version = EXCLUDED.version
    WHERE task_list.version < EXCLUDED.version
), changed AS (
    -- Tasks created in earlier batches: each column taken from the batch only where an
    -- event set it.
    UPDATE task_list AS t
    SET title = CASE WHEN u.details_set THEN u.title ELSE t.title END,
        description = CASE WHEN u.details_set THEN u.description ELSE t.description END,
        japanese_words = CASE WHEN u.details_set
                              THEN array_to_tsvector(string_to_array(u.words, chr(31)))
                              ELSE t.japanese_words END,
        due_date = CASE WHEN u.details_set THEN u.due_date ELSE t.due_date END,
        status_id = coalesce(u.status_id, t.status_id),
        priority_id = coalesce(u.priority_id, t.priority_id),
        assignee_id = CASE WHEN u.assignee_set THEN u.assignee_id ELSE t.assignee_id END,
        updated_at = u.updated_at,
        version = u.version
    FROM UNNEST($12::uuid[], $13::bool[], $14::text[], $15::text[], $16::date[], $17::smallint[],
                $18::smallint[], $19::bool[], $20::uuid[], $21::timestamptz[], $22::bigint[],
                $24::text[])
         AS u(task_id, details_set, title, description, due_date, status_id, priority_id,
              assignee_set, assignee_id, updated_at, version, words),
         gate
    WHERE gate.open AND t.task_id = u.task_id AND t.version < u.version
)
SELECT open FROM gate",
        gate = gate_ctes(25)
    )
});

/// A task's Japanese words, as one string the statement splits (issue 33: its keyword finds
/// Japanese by words, `staffhub_projections::search::japanese_terms`).
fn japanese_words(title: &str, description: &str) -> String {
    crate::search::japanese_terms(&format!("{title}\n{description}")).join("\u{1f}")
}

impl TasksProjection {
    /// Writes the folded batch with [`WRITE_BATCH`], gated on `checkpoint` when given.
    /// Returns false when the gate was closed (the checkpoint had moved): nothing was written.
    async fn write(
        &self,
        conn: &mut PgConnection,
        folded: &[Folded],
        checkpoint: Option<&CheckpointMove<'_>>,
    ) -> Result<bool, ProjectionError> {
        let (created, changed): (Vec<&Folded>, Vec<&Folded>) =
            folded.iter().partition(|task| task.created);

        let mut c_ids = Vec::with_capacity(created.len());
        let mut c_titles = Vec::with_capacity(created.len());
        let mut c_descriptions = Vec::with_capacity(created.len());
        let mut c_statuses = Vec::with_capacity(created.len());
        let mut c_priorities = Vec::with_capacity(created.len());
        let mut c_assignees = Vec::with_capacity(created.len());
        let mut c_due_dates = Vec::with_capacity(created.len());
        let mut c_creators = Vec::with_capacity(created.len());
        let mut c_created_times = Vec::with_capacity(created.len());
        let mut c_updated_times = Vec::with_capacity(created.len());
        let mut c_versions = Vec::with_capacity(created.len());
        let mut c_words = Vec::with_capacity(created.len());
        for task in &created {
            let (title, description, due_date) = task.details.clone().unwrap_or_default();
            c_words.push(japanese_words(&title, &description));
            c_ids.push(task.task_id);
            c_titles.push(title);
            c_descriptions.push(description);
            c_statuses.push(task.status_id.unwrap_or_default());
            c_priorities.push(task.priority_id.unwrap_or_default());
            c_assignees.push(task.assignee.flatten());
            c_due_dates.push(due_date);
            c_creators.push(task.created_by);
            c_created_times.push(task.created_at);
            c_updated_times.push(task.updated_at);
            c_versions.push(task.version);
        }

        let mut u_ids = Vec::with_capacity(changed.len());
        let mut u_details_set = Vec::with_capacity(changed.len());
        let mut u_titles = Vec::with_capacity(changed.len());
        let mut u_descriptions = Vec::with_capacity(changed.len());
        let mut u_due_dates = Vec::with_capacity(changed.len());
        let mut u_statuses = Vec::with_capacity(changed.len());
        let mut u_priorities = Vec::with_capacity(changed.len());
        let mut u_assignee_set = Vec::with_capacity(changed.len());
        let mut u_assignees = Vec::with_capacity(changed.len());
        let mut u_updated_times = Vec::with_capacity(changed.len());
        let mut u_versions = Vec::with_capacity(changed.len());
        let mut u_words = Vec::with_capacity(changed.len());
        for task in &changed {
            let (title, description, due_date) = task.details.clone().unwrap_or_default();
            u_words.push(if task.details.is_some() {
                japanese_words(&title, &description)
            } else {
                String::new()
            });
            u_ids.push(task.task_id);
            u_details_set.push(task.details.is_some());
            u_titles.push(title);
            u_descriptions.push(description);
            u_due_dates.push(due_date);
            u_statuses.push(task.status_id);
            u_priorities.push(task.priority_id);
            u_assignee_set.push(task.assignee.is_some());
            u_assignees.push(task.assignee.flatten());
            u_updated_times.push(task.updated_at);
            u_versions.push(task.version);
        }

        let query = sqlx::query_scalar(WRITE_BATCH.as_str())
            .bind(c_ids)
            .bind(c_titles)
            .bind(c_descriptions)
            .bind(c_statuses)
            .bind(c_priorities)
            .bind(c_assignees)
            .bind(c_due_dates)
            .bind(c_creators)
            .bind(c_created_times)
            .bind(c_updated_times)
            .bind(c_versions)
            .bind(u_ids)
            .bind(u_details_set)
            .bind(u_titles)
            .bind(u_descriptions)
            .bind(u_due_dates)
            .bind(u_statuses)
            .bind(u_priorities)
            .bind(u_assignee_set)
            .bind(u_assignees)
            .bind(u_updated_times)
            .bind(u_versions)
            .bind(c_words)
            .bind(u_words);
        bind_gate(query, checkpoint)
            .fetch_one(&mut *conn)
            .await
            .map_err(db)
    }
}

/// What tasks mean to the notification centre (docs/notifications.md): the assignee is told.
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "Task",
    activity: true,
    rules: &[
        Rule {
            event_type: "TaskCreated",
            when: "",
            kind: "TASK_ASSIGNED",
            recipients: Recipients::Named,
            who: "the task's assignee",
        },
        Rule {
            event_type: "TaskAssigned",
            when: "",
            kind: "TASK_ASSIGNED",
            recipients: Recipients::Named,
            who: "the task's assignee",
        },
    ],
    facts: task_facts,
}];

fn task_facts<'a>(
    _: &'a mut PgConnection,
    event: &'a JournalEvent,
) -> futures::future::BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async move {
        let mut facts = Facts::default();
        if matches!(event.event_type.as_str(), "TaskCreated" | "TaskAssigned")
            && let TaskEvent::TaskCreated { assignee_id, .. }
            | TaskEvent::TaskAssigned { assignee_id } = event
                .decode::<TaskEvent>()
                .map_err(|e| ProjectionError::decode(event, e))?
        {
            facts.named.extend(assignee_id);
        }
        Ok(facts)
    })
}
