use std::time::Duration;

use serde_json::json;
use staffhub_domain::tasks::{Task, TaskCommand, TaskEvent, TaskPriority, TaskStatus};
use staffhub_journal::{Metadata, head_position};
use staffhub_tests::{TestApp, spawn_app};
use uuid::Uuid;

#[derive(Debug, PartialEq, sqlx::FromRow)]
struct Row {
    task_id: Uuid,
    title: String,
    status_id: i16,
    priority_id: i16,
    assignee_id: Option<Uuid>,
    due_date: Option<chrono::NaiveDate>,
    created_at: chrono::DateTime<chrono::Utc>,
    updated_at: chrono::DateTime<chrono::Utc>,
    version: i64,
}

async fn read_model(app: &TestApp) -> Vec<Row> {
    sqlx::query_as(
        "SELECT task_id, title, status_id, priority_id, assignee_id, due_date, created_at, updated_at, version
         FROM task_list ORDER BY task_id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

async fn wait_for_head(app: &TestApp) {
    let mut conn = app.pool.acquire().await.unwrap();
    let head = head_position(&mut conn)
        .await
        .unwrap()
        .expect("journal is not empty");
    assert!(
        app.server.state.hub.wait_until_visible("Task", head).await,
        "projection reached the head"
    );
}

/// Appends a TaskCreated event in a transaction that stays open for `hold`, so events of
/// later-starting transactions commit (and get higher positions) before it does.
async fn append_in_slow_transaction(app: &TestApp, hold: Duration) -> Uuid {
    let id = Uuid::now_v7();
    let event = TaskEvent::TaskCreated {
        task_id: id,
        title: format!("slow {id}"),
        description: String::new(),
        status: TaskStatus::Open,
        priority: TaskPriority::Low,
        assignee_id: None,
        due_date: None,
    };
    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query(
        "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
         VALUES ('Task', $1, 1, 'TaskCreated', '1.0', $2, '{}')",
    )
    .bind(id.to_string())
    .bind(serde_json::to_value(&event).unwrap())
    .execute(&mut *tx)
    .await
    .unwrap();
    tokio::time::sleep(hold).await;
    tx.commit().await.unwrap();
    id
}

async fn busy_writer(app: &TestApp, commands: usize) {
    let state = &app.server.state;
    let id = Uuid::now_v7();
    let create = TaskCommand::CreateTask {
        task_id: id,
        title: format!("busy {id}"),
        description: String::new(),
        priority_id: 2,
        assignee_id: None,
        due_date: None,
    };
    let key = id.to_string();
    state
        .journal
        .execute::<Task>(&key, create, &state.task_services, &Metadata::system())
        .await
        .unwrap();
    for n in 0..commands {
        let command = if n % 2 == 0 {
            TaskCommand::ChangeTaskStatus {
                status_id: [2, 3, 4, 1][n / 2 % 4],
            }
        } else {
            TaskCommand::ChangeTaskPriority {
                priority_id: [1, 3, 2][n / 2 % 3],
            }
        };
        state
            .journal
            .execute::<Task>(&key, command, &state.task_services, &Metadata::system())
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn no_event_is_skipped_or_applied_twice_with_concurrent_writers_and_slow_transactions() {
    let app = spawn_app().await;
    let writers = (0..8).map(|_| busy_writer(&app, 12));
    let slow =
        (0..3).map(|n| append_in_slow_transaction(&app, Duration::from_millis(300 + 150 * n)));
    let (_, slow_ids) = tokio::join!(
        futures::future::join_all(writers),
        futures::future::join_all(slow)
    );
    wait_for_head(&app).await;

    let live = read_model(&app).await;
    assert_eq!(live.len(), 8 + 3, "every aggregate has a row");
    for id in slow_ids {
        assert!(
            live.iter().any(|r| r.task_id == id),
            "the slow transaction's event was skipped"
        );
    }
    // Each row equals the aggregate folded through its own `apply`.
    for row in &live {
        let (task, version) = app
            .server
            .state
            .journal
            .load_state::<Task>(&row.task_id.to_string())
            .await
            .unwrap();
        assert_eq!(row.version, version);
        assert_eq!(i32::from(row.status_id), task.status.id());
        assert_eq!(i32::from(row.priority_id), task.priority.id());
        assert_eq!(row.title, task.title);
    }
    // Applied exactly once: the checkpoint counted each task event once.
    let (applied, stored) = app.task_events_applied_and_stored().await;
    assert_eq!(applied, stored);

    // A fresh replay from the start of the journal rebuilds exactly the same rows.
    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query("TRUNCATE task_list")
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query("DELETE FROM projection_checkpoints WHERE projection_name = 'tasks'")
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let mut replayed = Vec::new();
    for _ in 0..100 {
        replayed = read_model(&app).await;
        if replayed.len() == live.len() && replayed == live {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(replayed, live);
}

#[tokio::test]
async fn an_event_stored_in_an_old_shape_is_upcast_for_projections_and_aggregates() {
    let app = spawn_app().await;
    let id = Uuid::now_v7();
    // Version 0.9 TaskCreated had no due_date.
    let old = json!({ "TaskCreated": { "task_id": id, "title": "From the old days", "description": "",
        "status": "open", "priority": "high", "assignee_id": null } });
    sqlx::query(
        "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
         VALUES ('Task', $1, 1, 'TaskCreated', '0.9', $2, '{}')",
    )
    .bind(id.to_string())
    .bind(old)
    .execute(&app.pool)
    .await
    .unwrap();
    wait_for_head(&app).await;
    let rows = read_model(&app).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].title, "From the old days");
    let (task, _) = app
        .server
        .state
        .journal
        .load_state::<Task>(&id.to_string())
        .await
        .unwrap();
    assert_eq!(task.priority, TaskPriority::High);
    // And the stored event itself is untouched.
    let version: String = sqlx::query_scalar("SELECT event_version FROM events")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(version, "0.9");
}

#[tokio::test]
async fn the_journal_refuses_edits_of_stored_events() {
    let app = spawn_app().await;
    app.admin_token().await;
    let update = sqlx::query("UPDATE events SET payload = '{}'")
        .execute(&app.pool)
        .await;
    assert!(update.is_err(), "an UPDATE of the journal went through");
    let delete = sqlx::query("DELETE FROM events").execute(&app.pool).await;
    assert!(delete.is_err(), "a DELETE from the journal went through");
}

#[tokio::test]
async fn every_event_carries_actor_correlation_causation_and_request_ids() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let correlation = Uuid::now_v7().to_string();
    app.gql_with_headers(
        Some(&token),
        crate::CREATE_TASK,
        json!({ "input": { "title": "traced" } }),
        &[("x-correlation-id", &correlation)],
    )
    .await
    .data("/createTask");
    let metadata: serde_json::Value =
        sqlx::query_scalar("SELECT metadata FROM events WHERE aggregate_type = 'Task'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let actor: Uuid = sqlx::query_scalar("SELECT employee_id FROM employee_credentials")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(metadata["actor_id"], actor.to_string());
    assert_eq!(metadata["correlation_id"], correlation);
    assert!(Uuid::parse_str(metadata["request_id"].as_str().unwrap()).is_ok());
    assert_eq!(metadata["causation_id"], metadata["request_id"]);
}

#[tokio::test]
async fn a_standby_worker_waits_for_the_lease_instead_of_applying_events_twice() {
    let app = spawn_app().await;
    let projection = staffhub_projections::by_name("tasks").unwrap();
    let standby = staffhub_projections::worker::Worker {
        wakeups: None,
        pool: app.pool.clone(),
        nats: None,
        projection,
        config: Default::default(),
    };
    let (_stop, stopped) = tokio::sync::watch::channel(false);
    let run = tokio::spawn(async move { standby.run(stopped).await });
    busy_writer(&app, 4).await;
    wait_for_head(&app).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (applied, stored) = app.task_events_applied_and_stored().await;
    assert_eq!(applied, stored);
    assert!(
        !run.is_finished(),
        "the standby keeps waiting for the lease"
    );
    run.abort();
}

/// Two nodes' journals over one database: each keeps its own aggregate cache (issue 6).
#[tokio::test]
async fn a_command_decided_on_a_stale_cached_aggregate_is_decided_again_on_the_stored_events() {
    use staffhub_journal::{ExecuteError, Journal};
    let app = spawn_app().await;
    let services = app.server.state.task_services.clone();
    let (here, there) = (
        Journal::new(app.pool.clone()),
        Journal::new(app.pool.clone()),
    );
    let id = Uuid::now_v7();
    let key = id.to_string();
    let status = |status_id| TaskCommand::ChangeTaskStatus { status_id };
    here.expect_new::<Task>(&key);
    let create = TaskCommand::CreateTask {
        task_id: id,
        title: "Cached".into(),
        description: String::new(),
        priority_id: 2,
        assignee_id: None,
        due_date: None,
    };
    let meta = Metadata::system();
    here.execute::<Task>(&key, create, &services, &meta)
        .await
        .unwrap();
    // `here` caches the task as processing (version 2)…
    here.execute::<Task>(&key, status(2), &services, &meta)
        .await
        .unwrap();
    // …while the other node moves it back to open (version 3).
    there
        .execute::<Task>(&key, status(1), &services, &meta)
        .await
        .unwrap();

    // By its cache the task is processing already, so "processing" would be refused as the
    // same status; by the stored events it is open, and the change is made.
    let committed = here
        .execute::<Task>(&key, status(2), &services, &meta)
        .await
        .expect("decided on the stored events, not the stale cache");
    assert_eq!(committed.version, 4);

    // Now `there` is stale (it last saw version 3, open): its decision from the cache loses
    // the append race, is decided again on version 4 (processing) and records that.
    let committed = there
        .execute::<Task>(&key, status(3), &services, &meta)
        .await
        .unwrap();
    assert_eq!(committed.version, 5);
    let mut conn = app.pool.acquire().await.unwrap();
    let events = staffhub_journal::events_of(&mut conn, "Task", &key)
        .await
        .unwrap();
    assert_eq!(
        events.last().unwrap().decode::<TaskEvent>().unwrap(),
        TaskEvent::TaskStatusChanged {
            from: TaskStatus::Processing,
            to: TaskStatus::Closed
        }
    );

    // A refusal still comes through when the stored events refuse too.
    let refused = there
        .execute::<Task>(&key, status(3), &services, &meta)
        .await;
    assert!(matches!(refused, Err(ExecuteError::Rejected(_))));
}

/// Optimistic concurrency for edit forms (issue 12): a command pinned to a version is decided
/// only at that version, whatever either node's cache says.
#[tokio::test]
async fn a_command_expecting_a_version_is_refused_as_stale_once_another_node_moved_on() {
    use staffhub_journal::{ExecuteError, Journal};
    let app = spawn_app().await;
    let services = app.server.state.task_services.clone();
    let (here, there) = (
        Journal::new(app.pool.clone()),
        Journal::new(app.pool.clone()),
    );
    let id = Uuid::now_v7();
    let key = id.to_string();
    let meta = Metadata::system();
    let priority = |priority_id| TaskCommand::ChangeTaskPriority { priority_id };
    here.expect_new::<Task>(&key);
    here.execute::<Task>(&key, create(id), &services, &meta)
        .await
        .unwrap();
    // `here` caches version 1; the other node moves the task to version 2.
    there
        .execute::<Task>(&key, priority(1), &services, &meta)
        .await
        .unwrap();

    // Pinned to version 1: by its cache `here` would decide, but the append loses the race
    // and the stored events are at version 2, so nothing is written.
    let stale = here
        .execute_at::<Task>(&key, priority(3), &services, &meta, Some(1))
        .await;
    assert!(
        matches!(
            stale,
            Err(ExecuteError::Stale {
                expected: 1,
                current: 2,
                ..
            })
        ),
        "{stale:?}"
    );
    // Pinned to version 2: `here`'s cache (version 1 again, or none) is not trusted; the stored
    // events are at 2, so the command is decided and recorded.
    let committed = here
        .execute_at::<Task>(&key, priority(3), &services, &meta, Some(2))
        .await
        .expect("decided at the expected version");
    assert_eq!(committed.version, 3);
    let mut conn = app.pool.acquire().await.unwrap();
    let events = staffhub_journal::events_of(&mut conn, "Task", &key)
        .await
        .unwrap();
    assert_eq!(events.len(), 3, "the stale command wrote nothing");
    assert_eq!(
        events[2].decode::<TaskEvent>().unwrap(),
        TaskEvent::TaskPriorityChanged {
            from: TaskPriority::High,
            to: TaskPriority::Low
        }
    );
}

fn create(id: Uuid) -> TaskCommand {
    TaskCommand::CreateTask {
        task_id: id,
        title: format!("grouped {id}"),
        description: String::new(),
        priority_id: 2,
        assignee_id: None,
        due_date: None,
    }
}

#[tokio::test]
async fn concurrent_commands_share_an_append_and_each_learns_the_position_of_its_own_event() {
    let app = spawn_app().await;
    let state = &app.server.state;
    let ids: Vec<Uuid> = (0..24).map(|_| Uuid::now_v7()).collect();
    let meta = Metadata::system();
    let commands = ids.iter().map(|id| {
        let key = id.to_string();
        state.journal.expect_new::<Task>(&key);
        let journal = state.journal.clone();
        let (services, meta) = (state.task_services.clone(), meta.clone());
        async move {
            journal
                .execute::<Task>(
                    &key,
                    create(Uuid::parse_str(&key).unwrap()),
                    &services,
                    &meta,
                )
                .await
        }
    });
    let committed = futures::future::join_all(commands).await;

    let mut transactions = std::collections::HashSet::new();
    for (id, committed) in ids.iter().zip(committed) {
        let committed = committed.expect("every command is appended");
        assert_eq!((committed.version, committed.events_written), (1, 1));
        let (transaction_id, global_position): (i64, i64) = sqlx::query_as(
            "SELECT transaction_id::text::bigint, global_position FROM events
             WHERE aggregate_type = 'Task' AND aggregate_id = $1 AND sequence = 1",
        )
        .bind(id.to_string())
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert_eq!(
            (
                committed.position.transaction_id,
                committed.position.global_position
            ),
            (transaction_id, global_position),
            "the position reported is the command's own event's"
        );
        transactions.insert(transaction_id);
    }
    assert!(
        transactions.len() < ids.len(),
        "24 concurrent commands were appended in {} transactions",
        transactions.len()
    );
    wait_for_head(&app).await;
    assert_eq!(read_model(&app).await.len(), ids.len());
}

#[tokio::test]
async fn two_commands_on_one_aggregate_in_one_append_are_both_decided_and_neither_is_lost() {
    let app = spawn_app().await;
    let state = &app.server.state;
    let id = Uuid::now_v7();
    let key = id.to_string();
    let meta = Metadata::system();
    state.journal.expect_new::<Task>(&key);
    state
        .journal
        .execute::<Task>(&key, create(id), &state.task_services, &meta)
        .await
        .unwrap();
    // Both start from the cached version 1 and claim sequence 2 in the same append: the
    // statement fails as a whole, each command is appended on its own, and the loser is
    // decided again on the stored events.
    let change = |command| {
        let (journal, services, meta, key) = (
            state.journal.clone(),
            state.task_services.clone(),
            meta.clone(),
            key.clone(),
        );
        async move {
            journal
                .execute::<Task>(&key, command, &services, &meta)
                .await
        }
    };
    let (status, priority) = tokio::join!(
        change(TaskCommand::ChangeTaskStatus { status_id: 2 }),
        change(TaskCommand::ChangeTaskPriority { priority_id: 3 }) // low
    );
    let mut versions = vec![status.unwrap().version, priority.unwrap().version];
    versions.sort();
    assert_eq!(versions, vec![2, 3]);

    let (task, version) = state.journal.load_state::<Task>(&key).await.unwrap();
    assert_eq!(version, 3);
    assert_eq!(task.status, TaskStatus::Processing);
    assert_eq!(task.priority, TaskPriority::Low);
}

#[tokio::test]
async fn a_worker_reports_each_committed_checkpoint_in_process_without_nats() {
    let app = spawn_app().await;
    let TestApp { server, pool, .. } = app;
    let journal = server.state.journal.clone();
    let services = server.state.task_services.clone();
    // Stop the node's own workers, so this one takes the lease.
    server.stop().await.unwrap();

    let (reached, mut reports) = tokio::sync::mpsc::unbounded_channel();
    let worker = staffhub_projections::worker::Worker {
        wakeups: None,
        pool: pool.clone(),
        nats: None,
        projection: staffhub_projections::by_name("tasks").unwrap(),
        config: staffhub_projections::worker::WorkerConfig {
            local_checkpoints: Some(staffhub_projections::worker::CheckpointSink::new(
                move |projection, position| {
                    let _ = reached.send((projection, position));
                },
            )),
            ..Default::default()
        },
    };
    let (_stop, stopped) = tokio::sync::watch::channel(false);
    let run = tokio::spawn(async move { worker.run(stopped).await });

    let id = Uuid::now_v7();
    let committed = journal
        .execute::<Task>(&id.to_string(), create(id), &services, &Metadata::system())
        .await
        .unwrap();
    let report = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            let (projection, position) = reports.recv().await.expect("worker running");
            if position >= committed.position {
                return (projection, position);
            }
        }
    })
    .await
    .expect("the worker reported a checkpoint at or past the command within 5 s");
    assert_eq!(report.0, "tasks");
    // Reported only once committed: the row is there.
    let version: i64 = sqlx::query_scalar("SELECT version FROM task_list WHERE task_id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(version, 1);
    run.abort();
}

#[tokio::test]
async fn a_projection_that_reads_none_of_the_new_events_still_moves_its_checkpoint_past_them() {
    let app = spawn_app().await;
    busy_writer(&app, 2).await;
    let mut conn = app.pool.acquire().await.unwrap();
    let head = head_position(&mut conn).await.unwrap().unwrap();
    // Task events do not wake the directory projection (their notification names "Task");
    // its steady poll must still carry its checkpoint past them.
    assert!(
        app.server
            .state
            .hub
            .wait_until_visible("Employee", head)
            .await,
        "the directory projection reached the head within the read-your-writes bound"
    );
}

/// The aggregate cache holds the state a command left, once: `handle` applies the events it
/// writes, so the cache must not apply them again (a counter would count twice, and a rule
/// that reads it would decide on a state no replay gives: found by an import whose later
/// chunks overflowed its count of rows done).
#[tokio::test]
async fn a_cached_aggregate_counts_each_event_once() {
    use staffhub_domain::imports::{
        Import, ImportColumn, ImportCommand, ImportError, ImportOutcome, ImportRowResult,
    };
    use staffhub_journal::{ExecuteError, Journal};
    let app = spawn_app().await;
    let journal = Journal::new(app.pool.clone());
    let id = Uuid::now_v7();
    let key = id.to_string();
    let meta = Metadata::system();
    journal.expect_new::<Import>(&key);
    let start = ImportCommand::StartImport {
        import_id: id,
        entity_type: "Task".into(),
        file_name: "tasks.csv".into(),
        encoding: "UTF-8".into(),
        sha256: String::new(),
        columns: vec![ImportColumn {
            header: "Title".into(),
            field: Some("title".into()),
        }],
        rows: 2,
    };
    journal
        .execute::<Import>(&key, start, &(), &meta)
        .await
        .unwrap();
    let one_row = ImportCommand::RecordImportRows {
        results: vec![ImportRowResult {
            line: 2,
            outcome: ImportOutcome::Created { id },
        }],
    };
    journal
        .execute::<Import>(&key, one_row, &(), &meta)
        .await
        .unwrap();
    // One row of two is done: the import may not finish, from the cache or the journal.
    let finished = journal
        .execute::<Import>(&key, ImportCommand::FinishImport, &(), &meta)
        .await;
    assert!(
        matches!(finished, Err(ExecuteError::Rejected(ImportError::RowsLeft))),
        "{finished:?}"
    );
}
