use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::json;
use staffhub_domain::tasks::Task;
use staffhub_projections::rebuild::{Rebuild, RebuildError};
use staffhub_tests::{TestApp, spawn_app};

use crate::CREATE_TASK;

#[derive(Debug, PartialEq, sqlx::FromRow)]
struct Row {
    task_id: uuid::Uuid,
    title: String,
    status_id: i16,
    priority_id: i16,
    version: i64,
    updated_at: chrono::DateTime<chrono::Utc>,
}

async fn rows(app: &TestApp) -> Vec<Row> {
    sqlx::query_as("SELECT task_id, title, status_id, priority_id, version, updated_at FROM task_list ORDER BY task_id")
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

async fn seed(app: &TestApp, token: &str, n: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        let task = app
            .gql(
                Some(token),
                CREATE_TASK,
                json!({ "input": { "title": format!("seed {i}") } }),
            )
            .await;
        ids.push(
            task.data("/createTask/task/id")
                .as_str()
                .unwrap()
                .to_owned(),
        );
    }
    ids
}

async fn run_to_completion(mut rebuild: Rebuild) {
    loop {
        while rebuild.run_batch().await.unwrap() > 0 {}
        match rebuild.swap().await.unwrap() {
            Ok(()) => return,
            Err(again) => rebuild = again,
        }
    }
}

#[tokio::test]
async fn rebuilding_under_load_swaps_in_identical_tables_and_no_request_fails() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let ids = seed(&app, &token, 25).await;

    let stop = Arc::new(AtomicBool::new(false));
    let failures = Arc::new(AtomicUsize::new(0));
    let requests = Arc::new(AtomicUsize::new(0));
    let (app, token, stop, failures, requests) = (&app, &token, &stop, &failures, &requests);
    let load = async {
        let writers = ids.iter().take(4).map(|id| async move {
            let mut status = 2;
            while !stop.load(Ordering::Relaxed) {
                let query = "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }";
                let response = app.gql(Some(token), query, json!({ "input": { "id": id, "statusId": status } })).await;
                requests.fetch_add(1, Ordering::Relaxed);
                if response.error_code().is_some() {
                    failures.fetch_add(1, Ordering::Relaxed);
                    eprintln!("mutation failed: {}", response.body);
                }
                status = if status == 2 { 3 } else { 2 };
            }
        });
        let readers = (0..3).map(|_| async move {
            while !stop.load(Ordering::Relaxed) {
                let response = app
                    .gql(
                        Some(token),
                        "{ tasks(first: 50) { totalCount edges { node { id title } } } }",
                        json!({}),
                    )
                    .await;
                requests.fetch_add(1, Ordering::Relaxed);
                if response.error_code().is_some()
                    || response.body["data"]["tasks"]["totalCount"] != 25
                {
                    failures.fetch_add(1, Ordering::Relaxed);
                    eprintln!("query failed: {}", response.body);
                }
            }
        });
        futures::future::join(
            futures::future::join_all(writers),
            futures::future::join_all(readers),
        )
        .await;
    };
    let rebuild = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let projection = staffhub_projections::by_name("tasks").unwrap();
        let (rebuild, resumed) = Rebuild::prepare(app.pool.clone(), projection, 20, false)
            .await
            .unwrap();
        assert!(!resumed);
        run_to_completion(rebuild).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        stop.store(true, Ordering::Relaxed);
    };
    futures::future::join(load, rebuild).await;

    assert!(requests.load(Ordering::Relaxed) > 20, "the load ran");
    assert_eq!(
        failures.load(Ordering::Relaxed),
        0,
        "requests failed during the rebuild"
    );
    // The swapped-in tables equal a fold of the journal and count every event exactly once.
    let mut conn = app.pool.acquire().await.unwrap();
    let head = staffhub_journal::head_position(&mut conn)
        .await
        .unwrap()
        .unwrap();
    assert!(app.server.state.hub.wait_until_visible("Task", head).await);
    for row in rows(app).await {
        let (task, version) = app
            .server
            .state
            .journal
            .load_state::<Task>(&row.task_id.to_string())
            .await
            .unwrap();
        assert_eq!(
            (row.version, i32::from(row.status_id)),
            (version, task.status.id())
        );
    }
    let (applied, stored) = app.task_events_applied_and_stored().await;
    assert_eq!(applied, stored);
    let leftovers: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%' OR nspname LIKE 'retired\\_%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(leftovers, 0, "shadow and retired schemas are cleaned up");
}

#[tokio::test]
async fn an_interrupted_rebuild_leaves_the_live_tables_untouched_and_resumes() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    seed(&app, &token, 6).await;
    let before = rows(&app).await;
    let checkpoint_before: (String, i64) = sqlx::query_as(
        "SELECT last_transaction_id::text, events_applied FROM projection_checkpoints WHERE projection_name = 'tasks'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();

    let projection = staffhub_projections::by_name("tasks").unwrap();
    let (rebuild, _) = Rebuild::prepare(app.pool.clone(), projection.clone(), 3, false)
        .await
        .unwrap();
    assert_eq!(rebuild.run_batch().await.unwrap(), 3);
    drop(rebuild); // interrupted

    assert_eq!(rows(&app).await, before, "live rows changed");
    let checkpoint_after: (String, i64) = sqlx::query_as(
        "SELECT last_transaction_id::text, events_applied FROM projection_checkpoints WHERE projection_name = 'tasks'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        checkpoint_after, checkpoint_before,
        "live checkpoint changed"
    );

    // The interrupted run's lease dies with its connection, which the server notices a moment
    // later; a re-run (as an operator would start after a crash) may need to retry briefly.
    let mut attempt = 0;
    let (rebuild, resumed) = loop {
        match Rebuild::prepare(app.pool.clone(), projection.clone(), 3, false).await {
            Err(RebuildError::Busy(_)) if attempt < 50 => {
                attempt += 1;
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            other => break other.unwrap(),
        }
    };
    assert!(resumed, "the second run resumes");
    let remaining = rebuild.remaining().await.unwrap();
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM events")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(remaining, total - 3);
    run_to_completion(rebuild).await;
    assert_eq!(rows(&app).await, before);
}

#[tokio::test]
async fn a_second_rebuild_of_the_same_projection_is_refused_while_one_runs() {
    let app = spawn_app().await;
    let projection = staffhub_projections::by_name("members").unwrap();
    let (first, _) = Rebuild::prepare(app.pool.clone(), projection.clone(), 10, false)
        .await
        .unwrap();
    let second = Rebuild::prepare(app.pool.clone(), projection, 10, false).await;
    assert!(matches!(second, Err(RebuildError::Busy(_))));
    run_to_completion(first).await;
}

/// Index name → definition with the schema left out, for the live `task_list`.
async fn live_indexes(app: &TestApp) -> Vec<(String, String)> {
    sqlx::query_as(
        "SELECT indexname::text, replace(indexdef, 'public.', '') FROM pg_indexes
         WHERE schemaname = 'public' AND tablename = 'task_list' ORDER BY indexname",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_rebuilt_table_fills_without_secondary_indexes_and_swaps_in_with_every_live_index() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    seed(&app, &token, 4).await;
    let before = live_indexes(&app).await;
    assert!(
        before.iter().any(|(name, _)| name == "task_list_keyword"),
        "the trigram index is among the live ones: {before:?}"
    );

    let projection = staffhub_projections::by_name("tasks").unwrap();
    let (rebuild, _) = Rebuild::prepare(app.pool.clone(), projection, 2, true)
        .await
        .unwrap();
    // While they fill, the shadow tables (the list and its trash) keep only what a constraint
    // needs (their primary keys).
    let shadow: Vec<String> = sqlx::query_scalar(
        "SELECT indexname::text FROM pg_indexes WHERE schemaname = 'rebuild_tasks' ORDER BY 1",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        shadow,
        vec!["task_list_pkey".to_owned(), "task_trash_pkey".to_owned()]
    );

    run_to_completion(rebuild).await;
    assert_eq!(
        live_indexes(&app).await,
        before,
        "the swapped-in table has the live indexes, names and definitions"
    );
    // And the planner's statistics (issue 33): four rows are below autovacuum's threshold, so
    // only the rebuild itself can have gathered them (an empty trash has none to gather).
    let analyzed: Vec<String> = sqlx::query_scalar(
        "SELECT DISTINCT tablename::text FROM pg_stats
         WHERE schemaname = 'public' AND tablename IN ('task_list', 'task_trash') ORDER BY 1",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        analyzed,
        vec!["task_list".to_owned()],
        "the list was analyzed"
    );
}
