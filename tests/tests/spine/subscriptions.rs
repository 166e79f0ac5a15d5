use std::time::{Duration, Instant};

use serde_json::json;
use staffhub_tests::{Subscription, spawn_app};

use crate::CREATE_TASK;

#[tokio::test]
async fn task_changes_arrive_on_both_the_task_and_the_list_subscription() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let task = app
        .gql(
            Some(&token),
            CREATE_TASK,
            json!({ "input": { "title": "Watch me" } }),
        )
        .await
        .data("/createTask/task");
    let id = task["id"].as_str().unwrap();

    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
        .await
        .unwrap();
    ws.subscribe(
        "one",
        "subscription($id: ID!) { taskChanged(id: $id) { id statusId version } }",
        json!({ "id": id }),
    )
    .await;
    ws.subscribe(
        "list",
        "subscription { tasksChanged { kind task { title statusId } } }",
        json!({}),
    )
    .await;
    // Give the server a moment to register both subscriptions before the change.
    tokio::time::sleep(Duration::from_millis(200)).await;

    let status = "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }";
    let sent = Instant::now();
    app.gql(
        Some(&token),
        status,
        json!({ "input": { "id": id, "statusId": 4 } }),
    )
    .await
    .data("/changeTaskStatus");
    let one = ws
        .next_data("one", Duration::from_secs(5))
        .await
        .expect("taskChanged delivered");
    let latency = sent.elapsed();
    assert_eq!(
        one["data"]["taskChanged"],
        json!({ "id": id, "statusId": 4, "version": 2 })
    );
    let list = ws
        .next_data("list", Duration::from_secs(5))
        .await
        .expect("tasksChanged delivered");
    assert_eq!(
        list["data"]["tasksChanged"],
        json!({ "kind": "UPDATED", "task": { "title": "Watch me", "statusId": 4 } })
    );

    app.gql(
        Some(&token),
        CREATE_TASK,
        json!({ "input": { "title": "Brand new" } }),
    )
    .await
    .data("/createTask");
    let created = ws
        .next_data("list", Duration::from_secs(5))
        .await
        .expect("creation delivered");
    assert_eq!(created["data"]["tasksChanged"]["kind"], "CREATED");
    eprintln!("mutation sent → subscription message: {latency:?}");
}

#[tokio::test]
async fn subscribing_without_a_session_is_refused() {
    let app = spawn_app().await;
    let refused =
        Subscription::connect(&app.ws_url(), json!({ "accessToken": "stale-token" })).await;
    assert!(refused.is_err(), "a stale token must not get a connection");

    let mut anonymous = Subscription::connect(&app.ws_url(), json!({}))
        .await
        .unwrap();
    anonymous
        .subscribe("list", "subscription { tasksChanged { kind } }", json!({}))
        .await;
    let error = anonymous
        .next_data("list", Duration::from_secs(5))
        .await
        .expect("an error message");
    assert_eq!(
        error["errors"][0]["extensions"]["code"], "102.S001.001",
        "{error}"
    );
}

#[tokio::test]
async fn subscription_errors_are_translated_for_the_connection_locale() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
        .await
        .unwrap();
    let missing = staffhub_api::graphql::ids::encode("Task", uuid::Uuid::now_v7()).0;
    ws.subscribe(
        "one",
        "subscription($id: ID!) { taskChanged(id: $id) { id } }",
        json!({ "id": missing }),
    )
    .await;
    let error = ws
        .next_data("one", Duration::from_secs(5))
        .await
        .expect("an error message");
    assert_eq!(
        error["errors"][0]["extensions"]["code"], "204.T001.001",
        "{error}"
    );
    assert_eq!(error["errors"][0]["message"], "Task not found");
}
