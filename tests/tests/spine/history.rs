use serde_json::json;
use staffhub_tests::spawn_app;

use crate::CREATE_TASK;

const HISTORY: &str = "query($id: ID!, $first: Int, $after: String) { history(id: $id, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { sequence eventType label recordedAt correlationId actor { name }
    changes { field oldValue newValue } } } } }";

#[tokio::test]
async fn history_lists_every_event_with_who_when_and_what_changed() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let task = app
        .gql(
            Some(&token),
            CREATE_TASK,
            json!({ "input": { "title": "Audit me" } }),
        )
        .await
        .data("/createTask/task");
    let id = task["id"].as_str().unwrap();
    let status = "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }";
    app.gql(
        Some(&token),
        status,
        json!({ "input": { "id": id, "statusId": 2 } }),
    )
    .await
    .data("/changeTaskStatus");

    let history = app
        .gql(Some(&token), HISTORY, json!({ "id": id }))
        .await
        .data("/history");
    assert_eq!(history["totalCount"], 2);
    let created = &history["edges"][0]["node"];
    assert_eq!(created["eventType"], "TaskCreated");
    assert_eq!(created["label"], "Task created");
    assert_eq!(created["actor"]["name"], "Ada Admin");
    let changed = &history["edges"][1]["node"];
    assert_eq!(changed["sequence"], 2);
    assert_eq!(
        changed["changes"],
        json!([{ "field": "status", "oldValue": "open", "newValue": "processing" }])
    );

    let ja = app
        .gql_with_headers(
            Some(&token),
            HISTORY,
            json!({ "id": id, "first": 1 }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/history");
    assert_eq!(ja["edges"][0]["node"]["label"], "タスクを作成");
    assert_eq!(ja["pageInfo"]["hasNextPage"], true);
}

#[tokio::test]
async fn node_as_of_and_history_diff_show_the_entity_at_earlier_points() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let task = app
        .gql(
            Some(&token),
            CREATE_TASK,
            json!({ "input": { "title": "Before" } }),
        )
        .await
        .data("/createTask/task");
    let id = task["id"].as_str().unwrap();
    let first_time: String = sqlx::query_scalar("SELECT max(recorded_at)::text FROM events")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let update = "mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }";
    app.gql(
        Some(&token),
        update,
        json!({ "input": { "id": id, "expectedVersion": 1, "title": "After", "description": "",
            "priorityId": 1 } }),
    )
    .await
    .data("/updateTask");

    let as_of = "query($id: ID!, $at: DateTime, $version: Int) { nodeAsOf(id: $id, at: $at, version: $version) {
        typeName version state } }";
    let v1 = app
        .gql(Some(&token), as_of, json!({ "id": id, "version": 1 }))
        .await
        .data("/nodeAsOf");
    assert_eq!(v1["typeName"], "Task");
    assert_eq!(v1["state"]["title"], "Before");
    let at = chrono::DateTime::parse_from_str(&format!("{first_time}00"), "%Y-%m-%d %H:%M:%S%.f%z")
        .unwrap();
    let then = app
        .gql(
            Some(&token),
            as_of,
            json!({ "id": id, "at": at.to_rfc3339() }),
        )
        .await
        .data("/nodeAsOf");
    assert_eq!(then["version"], 1);
    let now = app
        .gql(Some(&token), as_of, json!({ "id": id }))
        .await
        .data("/nodeAsOf");
    assert_eq!(now["version"], 3);
    assert_eq!(now["state"]["title"], "After");
    assert_eq!(now["state"]["priority"], "high");

    let diff = "query($id: ID!, $from: Int!, $to: Int!) { historyDiff(id: $id, fromVersion: $from, toVersion: $to) {
        field oldValue newValue } }";
    let changes = app
        .gql(Some(&token), diff, json!({ "id": id, "from": 1, "to": 3 }))
        .await
        .data("/historyDiff");
    assert_eq!(
        changes,
        json!([{ "field": "priority", "oldValue": "medium", "newValue": "high" },
               { "field": "title", "oldValue": "Before", "newValue": "After" }])
    );

    let cases = [
        (as_of, json!({ "id": id, "version": 9 }), "203.H001.002"),
        (
            as_of,
            json!({ "id": id, "at": "2000-01-01T00:00:00Z" }),
            "203.H001.001",
        ),
        (
            diff,
            json!({ "id": id, "from": 3, "to": 1 }),
            "203.H001.002",
        ),
        (
            as_of,
            json!({ "id": staffhub_api::graphql::ids::encode("Task", uuid::Uuid::now_v7()).0 }),
            "204.H001.001",
        ),
        (as_of, json!({ "id": "garbage" }), "203.X000.003"),
    ];
    for (query, variables, code) in cases {
        let response = app.gql(Some(&token), query, variables.clone()).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some(code),
            "{variables}: {}",
            response.body
        );
    }
    let anonymous = app.gql(None, as_of, json!({ "id": id })).await;
    assert_eq!(anonymous.error_code().as_deref(), Some("102.X000.001"));
}
