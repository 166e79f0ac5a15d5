//! The read side's shared machinery: the connection pool (`read::pool`), which has no round
//! trip of its own and so must never hand out a connection a cancelled query left behind, and
//! the batched read-back of mutated tasks (`read::tasks::loader`).

use std::time::Duration;

use staffhub_api::read::pool::ReadPool;
use staffhub_tests::spawn_app;

async fn backend_pid(reads: &ReadPool) -> i32 {
    reads
        .fetch_scalar(sqlx::query_scalar("SELECT pg_backend_pid()"))
        .await
        .unwrap()
}

#[tokio::test]
async fn a_connection_goes_back_to_the_pool_after_its_query_even_when_postgresql_refused_it() {
    let app = spawn_app().await;
    let reads = ReadPool::new((*app.pool.connect_options()).clone(), 1);
    let first = backend_pid(&reads).await;
    let refused = reads
        .fetch_scalar(sqlx::query_scalar::<_, i32>("SELECT 1 / 0"))
        .await;
    assert!(matches!(refused, Err(sqlx::Error::Database(_))));
    assert_eq!(
        backend_pid(&reads).await,
        first,
        "the same connection, reused"
    );
}

#[tokio::test]
async fn a_query_cancelled_mid_flight_does_not_leave_its_connection_to_the_next_caller() {
    let app = spawn_app().await;
    let reads = ReadPool::new((*app.pool.connect_options()).clone(), 1);
    let before = backend_pid(&reads).await;
    // The caller gives up (a client that went away) while PostgreSQL is still answering.
    let cancelled = tokio::time::timeout(
        Duration::from_millis(100),
        reads.fetch_scalar(sqlx::query_scalar::<_, i32>("SELECT 1 FROM pg_sleep(3)")),
    )
    .await;
    assert!(cancelled.is_err(), "the slow query was cancelled");

    // The next caller gets a fresh connection at once, not the busy one (which would keep it
    // waiting for the sleep to end) and not the sleep's answer.
    let answer = tokio::time::timeout(
        Duration::from_secs(2),
        reads.fetch_scalar(sqlx::query_scalar::<_, i32>("SELECT 7")),
    )
    .await
    .expect("answered without waiting for the abandoned query")
    .unwrap();
    assert_eq!(answer, 7);
    assert_ne!(backend_pid(&reads).await, before, "a new connection");
}

#[tokio::test]
async fn two_mutations_of_one_task_reading_it_back_in_one_batch_both_get_the_row() {
    use staffhub_domain::tasks::{Task, TaskCommand};
    use staffhub_journal::Metadata;
    let app = spawn_app().await;
    let state = &app.server.state;
    let id = uuid::Uuid::now_v7();
    let create = TaskCommand::CreateTask {
        task_id: id,
        title: "Read back twice".into(),
        description: String::new(),
        priority_id: 2,
        assignee_id: None,
        due_date: None,
    };
    let committed = state
        .journal
        .execute::<Task>(
            &id.to_string(),
            create,
            &state.task_services,
            &Metadata::system(),
        )
        .await
        .unwrap();
    assert!(
        state
            .hub
            .wait_until_visible("Task", committed.position)
            .await
    );

    // Both calls are queued before the loader runs, so they share one `= ANY(…)` query.
    let (first, second) = tokio::join!(state.task_loader.call(id), state.task_loader.call(id));
    for answer in [first, second] {
        let row = answer
            .unwrap()
            .unwrap()
            .expect("the task's row, for each caller");
        assert_eq!(row.title, "Read back twice");
    }
}

/// Issue 33: a list's total counts no further than its cap, over the list's own conditions.
#[tokio::test]
async fn a_total_is_exact_up_to_its_cap_and_says_more_than_the_cap_beyond_it() {
    use staffhub_api::read::count::{Total, total_capped_at};
    use staffhub_api::read::tasks::{TaskListFilter, push_conditions};

    let app = spawn_app().await;
    let token = app.admin_token().await;
    for title in ["Plan the launch", "Plan the party", "Write the spec"] {
        app.gql(
            Some(&token),
            crate::CREATE_TASK,
            serde_json::json!({ "input": { "title": title } }),
        )
        .await
        .data("/createTask/task");
    }
    let reads = ReadPool::new((*app.pool.connect_options()).clone(), 1);
    let every = TaskListFilter::default();
    let planned = TaskListFilter {
        keyword: Some("plan".into()),
        ..TaskListFilter::default()
    };
    let count = |cap: i64, filter: TaskListFilter| {
        let reads = &reads;
        async move {
            total_capped_at(reads, "task_list WHERE true", cap, |query| {
                push_conditions(query, &filter)
            })
            .await
            .unwrap()
        }
    };
    assert_eq!(count(3, every.clone()).await, Total::exact(3));
    assert_eq!(
        count(2, every).await,
        Total {
            count: 2,
            capped: true
        },
        "three tasks past a cap of two: more than two"
    );
    assert_eq!(
        count(2, planned).await,
        Total::exact(2),
        "the filter applies before the cap"
    );
}
