//! The tasks projection fed with events directly: however the stream is cut into batches
//! (`apply_batch`, issue 6 P4; a batch of one is `apply`), every row must equal the task as
//! the domain aggregate's own `apply` folds it, and replaying what a table already reflects
//! must change nothing. The worker's one-statement batch (`apply_batch_and_advance`) writes
//! the same rows, and nothing at all when the checkpoint is not where the worker thinks.

use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use staffhub_domain::Aggregate;
use staffhub_domain::tasks::{Task, TaskEvent, TaskPriority, TaskStatus};
use staffhub_journal::{JournalEvent, JournalPosition, Metadata};
use staffhub_projections::{ChangeKind, CheckpointMove, OneStatement, Projection, TasksProjection};
use staffhub_tests::spawn_app;
use uuid::Uuid;

/// A deterministic stream touching every event type: tasks created, then changed in an
/// interleaved order, some created late in the stream, with several changes per task.
fn stream() -> Vec<JournalEvent> {
    let tasks: Vec<Uuid> = (0..9u128).map(|n| Uuid::from_u128(0xA11CE + n)).collect();
    let actor = Some(Uuid::from_u128(7));
    let start: DateTime<Utc> = Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0).unwrap();
    let mut sequences = vec![0i64; tasks.len()];
    let mut events = Vec::new();
    // A small linear congruential generator: a fixed but well-mixed order.
    let mut state: u64 = 42;
    let mut next = |bound: u64| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) % bound
    };
    for step in 0..120i64 {
        let which = next(tasks.len() as u64) as usize;
        // Tasks 6..9 come into being only in the second half of the stream.
        if which >= 6 && step < 60 {
            continue;
        }
        let event = if sequences[which] == 0 {
            TaskEvent::TaskCreated {
                task_id: tasks[which],
                title: format!("Task {which}"),
                description: "Created by the stream".to_owned(),
                status: TaskStatus::Open,
                priority: TaskPriority::Medium,
                assignee_id: which
                    .is_multiple_of(2)
                    .then(|| Uuid::from_u128(100 + which as u128)),
                due_date: NaiveDate::from_ymd_opt(2026, 12, 1 + which as u32),
            }
        } else {
            match next(5) {
                0 => TaskEvent::TaskDetailsUpdated {
                    title: format!("Task {which} at step {step}"),
                    description: format!("Edited at step {step}"),
                    due_date: (step % 3 != 0)
                        .then(|| NaiveDate::from_ymd_opt(2027, 1, 1 + (step % 28) as u32))
                        .flatten(),
                },
                1 => TaskEvent::TaskStatusChanged {
                    from: TaskStatus::Open,
                    to: TaskStatus::ALL[next(4) as usize],
                },
                2 => TaskEvent::TaskPriorityChanged {
                    from: TaskPriority::Medium,
                    to: TaskPriority::ALL[next(3) as usize],
                },
                3 => TaskEvent::TaskAssigned {
                    assignee_id: (step % 2 == 0).then(|| Uuid::from_u128(200 + step as u128)),
                },
                _ => TaskEvent::TaskAssigned { assignee_id: None },
            }
        };
        sequences[which] += 1;
        let correlation = Uuid::from_u128(10_000 + step as u128);
        events.push(JournalEvent {
            position: JournalPosition {
                transaction_id: 1_000 + step,
                global_position: 1 + step,
            },
            aggregate_type: "Task".to_owned(),
            aggregate_id: tasks[which].to_string(),
            sequence: sequences[which],
            event_type: "unused by the projection".to_owned(),
            event_version: "1.0".to_owned(),
            payload: serde_json::to_value(&event).unwrap(),
            metadata: Metadata {
                actor_id: actor,
                correlation_id: correlation,
                causation_id: correlation,
                request_id: correlation,
                occurred_at: None,
                api_token_id: None,
            },
            recorded_at: start + Duration::seconds(step),
        });
    }
    events
}

/// The table's rows in a schema, as text, in a stable order.
async fn rows(pool: &sqlx::PgPool, schema: &str) -> Vec<String> {
    sqlx::query_scalar(&format!(
        "SELECT t::text FROM \"{schema}\".task_list AS t ORDER BY task_id"
    ))
    .fetch_all(pool)
    .await
    .unwrap()
}

async fn fresh_copy(pool: &sqlx::PgPool, schema: &str) {
    sqlx::query(&format!("CREATE SCHEMA \"{schema}\""))
        .execute(pool)
        .await
        .unwrap();
    sqlx::query(&format!(
        "CREATE TABLE \"{schema}\".task_list (LIKE public.task_list INCLUDING ALL)"
    ))
    .execute(pool)
    .await
    .unwrap();
}

async fn apply_in_batches(pool: &sqlx::PgPool, schema: &str, events: &[JournalEvent], size: usize) {
    for chunk in events.chunks(size) {
        let mut tx = pool.begin().await.unwrap();
        sqlx::query(&format!("SET LOCAL search_path = \"{schema}\", public"))
            .execute(&mut *tx)
            .await
            .unwrap();
        let batch: Vec<&JournalEvent> = chunk.iter().collect();
        TasksProjection.apply_batch(&mut tx, &batch).await.unwrap();
        tx.commit().await.unwrap();
    }
}

/// A `task_list` row, column by column.
type Row = (
    Uuid,
    String,
    String,
    i16,
    i16,
    Option<Uuid>,
    Option<NaiveDate>,
    Option<Uuid>,
    DateTime<Utc>,
    DateTime<Utc>,
    i64,
);

async fn typed_rows(pool: &sqlx::PgPool, schema: &str) -> Vec<Row> {
    sqlx::query_as(&format!(
        "SELECT task_id, title, description, status_id, priority_id, assignee_id, due_date,
                created_by, created_at, updated_at, version
         FROM \"{schema}\".task_list ORDER BY task_id"
    ))
    .fetch_all(pool)
    .await
    .unwrap()
}

/// The row each task should have: its events folded through the aggregate's own `apply`,
/// with the times, author and version the projection takes from the journal.
fn expected_rows(events: &[JournalEvent]) -> Vec<Row> {
    let mut ids: Vec<Uuid> = events
        .iter()
        .map(|e| e.aggregate_id.parse().unwrap())
        .collect();
    ids.sort();
    ids.dedup();
    ids.into_iter()
        .map(|id| {
            let own: Vec<&JournalEvent> = events
                .iter()
                .filter(|e| e.aggregate_id == id.to_string())
                .collect();
            let mut task = Task::default();
            for event in &own {
                task.apply(event.decode::<TaskEvent>().unwrap());
            }
            let (first, last) = (own[0], own[own.len() - 1]);
            (
                id,
                task.title,
                task.description,
                task.status.id() as i16,
                task.priority.id() as i16,
                task.assignee_id,
                task.due_date,
                first.metadata.actor_id,
                first.recorded_at,
                last.recorded_at,
                last.sequence,
            )
        })
        .collect()
}

#[tokio::test]
async fn every_batch_size_leaves_the_rows_the_aggregates_own_fold_gives() {
    let app = spawn_app().await;
    let events = stream();
    assert!(
        events.len() > 80,
        "the stream is long enough to mean something"
    );
    let expected = expected_rows(&events);
    assert_eq!(expected.len(), 9, "every task of the stream has a row");

    for size in [1, 2, 3, 7, 16, 50, events.len()] {
        let schema = format!("batched_{size}");
        fresh_copy(&app.pool, &schema).await;
        apply_in_batches(&app.pool, &schema, &events, size).await;
        assert_eq!(
            typed_rows(&app.pool, &schema).await,
            expected,
            "batches of {size} differ from the aggregates' fold"
        );
    }
}

#[tokio::test]
async fn replaying_events_a_table_already_reflects_changes_nothing() {
    let app = spawn_app().await;
    let events = stream();
    fresh_copy(&app.pool, "replayed").await;
    apply_in_batches(&app.pool, "replayed", &events, 10).await;
    let before = rows(&app.pool, "replayed").await;

    // The whole stream again, and an older stretch of it, in other batch sizes.
    apply_in_batches(&app.pool, "replayed", &events, 33).await;
    apply_in_batches(&app.pool, "replayed", &events[20..70], 4).await;
    assert_eq!(rows(&app.pool, "replayed").await, before);
}

#[tokio::test]
async fn a_batch_reports_one_notice_per_task_with_its_last_version_and_whether_it_was_created() {
    let app = spawn_app().await;
    let events = stream();
    fresh_copy(&app.pool, "noticed").await;
    let (first, rest) = events.split_at(40);
    apply_in_batches(&app.pool, "noticed", first, first.len()).await;

    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query("SET LOCAL search_path = noticed, public")
        .execute(&mut *tx)
        .await
        .unwrap();
    let batch: Vec<&JournalEvent> = rest.iter().collect();
    let notices = TasksProjection.apply_batch(&mut tx, &batch).await.unwrap();
    tx.commit().await.unwrap();

    for notice in &notices {
        let of_task: Vec<&JournalEvent> = events
            .iter()
            .filter(|e| e.aggregate_id == notice.entity_id)
            .collect();
        let in_rest: Vec<&&JournalEvent> = batch
            .iter()
            .filter(|e| e.aggregate_id == notice.entity_id)
            .collect();
        let last = in_rest
            .last()
            .expect("a notice only for a task in the batch");
        assert_eq!(notice.version, last.sequence);
        assert_eq!(notice.correlation_id, last.metadata.correlation_id);
        let created_here = in_rest.iter().any(|e| e.sequence == 1);
        assert_eq!(notice.kind == ChangeKind::Created, created_here);
        assert!(of_task.len() >= in_rest.len());
    }
    let mut touched: Vec<&str> = batch.iter().map(|e| e.aggregate_id.as_str()).collect();
    touched.sort();
    touched.dedup();
    let mut noticed: Vec<&str> = notices.iter().map(|n| n.entity_id.as_str()).collect();
    noticed.sort();
    assert_eq!(noticed, touched, "exactly one notice per task in the batch");
}

/// The checkpoint row of a projection name of the test's own, as (position, events applied).
async fn checkpoint_of(pool: &sqlx::PgPool, name: &str) -> (i64, i64, i64) {
    sqlx::query_as(
        "SELECT last_transaction_id::text::bigint, last_global_position, events_applied
         FROM projection_checkpoints WHERE projection_name = $1",
    )
    .bind(name)
    .fetch_one(pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_one_statement_batch_writes_rows_and_checkpoint_together_and_nothing_once_the_checkpoint_moved()
 {
    let app = spawn_app().await;
    let events = stream();
    fresh_copy(&app.pool, "fused").await;
    let name = "fused_test";
    let start = JournalPosition {
        transaction_id: 5,
        global_position: 5,
    };
    sqlx::query(
        "INSERT INTO projection_checkpoints (projection_name, last_transaction_id, last_global_position)
         VALUES ($1, '5'::xid8, 5)",
    )
    .bind(name)
    .execute(&app.pool)
    .await
    .unwrap();
    // A session of its own: the statement runs outside any transaction, so the shadow
    // schema is set for the session, and the connection never goes back to the pool.
    let mut conn = app.pool.acquire().await.unwrap().detach();
    sqlx::query("SET search_path = fused, public")
        .execute(&mut conn)
        .await
        .unwrap();

    let mut from = start;
    for chunk in events.chunks(7) {
        let batch: Vec<&JournalEvent> = chunk.iter().collect();
        let to = chunk.last().unwrap().position;
        let before = rows(&app.pool, "fused").await;

        // A worker that lost track (the checkpoint is not where it thinks) writes nothing.
        let stale = CheckpointMove {
            projection: name,
            from: JournalPosition {
                transaction_id: from.transaction_id,
                global_position: from.global_position - 1,
            },
            to,
            applied: batch.len() as i64,
        };
        let outcome = TasksProjection
            .apply_batch_and_advance(&mut conn, &batch, &stale)
            .await
            .unwrap();
        assert!(
            matches!(outcome, OneStatement::CheckpointMoved),
            "{outcome:?}"
        );
        assert_eq!(rows(&app.pool, "fused").await, before);
        assert_eq!(checkpoint_of(&app.pool, name).await.1, from.global_position);

        let good = CheckpointMove {
            projection: name,
            from,
            to,
            applied: batch.len() as i64,
        };
        let outcome = TasksProjection
            .apply_batch_and_advance(&mut conn, &batch, &good)
            .await
            .unwrap();
        let OneStatement::Applied(notices) = outcome else {
            panic!("the batch from the current checkpoint was not applied: {outcome:?}");
        };
        let mut touched: Vec<&str> = batch.iter().map(|e| e.aggregate_id.as_str()).collect();
        touched.sort();
        touched.dedup();
        assert_eq!(notices.len(), touched.len(), "one notice per task touched");
        from = to;
    }

    assert_eq!(typed_rows(&app.pool, "fused").await, expected_rows(&events));
    let last = events.last().unwrap().position;
    assert_eq!(
        checkpoint_of(&app.pool, name).await,
        (
            last.transaction_id,
            last.global_position,
            events.len() as i64
        )
    );
}
