use serde_json::json;
use staffhub_tests::spawn_app;

use crate::CREATE_TASK;

#[tokio::test]
async fn health_and_readiness_report_on_postgres_nats_and_migrations() {
    let app = spawn_app().await;
    let health = app
        .http
        .get(format!("{}/healthz", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(health.status(), 200);
    let ready = app
        .http
        .get(format!("{}/readyz", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(ready.status(), 200);
    let body: serde_json::Value = ready.json().await.unwrap();
    assert_eq!(
        body,
        json!({ "ready": true, "postgres": "ok", "nats": "ok" })
    );
}

#[tokio::test]
async fn metrics_count_requests_commands_by_outcome_the_stages_of_accepted_commands_and_projection_lag()
 {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    app.gql(
        Some(&token),
        CREATE_TASK,
        json!({ "input": { "title": "counted" } }),
    )
    .await
    .data("/createTask");
    let rejected = app
        .gql(
            Some(&token),
            CREATE_TASK,
            json!({ "input": { "title": "" } }),
        )
        .await;
    assert!(rejected.error_code().is_some());

    let text = app
        .http
        .get(format!("{}/metrics", app.url))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        text.contains(
            r#"staffhub_commands_total{aggregate="Task",command="CreateTask",outcome="ok"} 1"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#"staffhub_commands_total{aggregate="Task",command="CreateTask",outcome="rejected"} 1"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#"staffhub_http_requests_total{method="POST",route="/graphql",status="200"}"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#"staffhub_http_request_duration_seconds_bucket{route="/graphql",le="+Inf"}"#
        ),
        "{text}"
    );
    assert!(
        text.contains(r#"staffhub_projection_lag_events{projection="tasks"}"#),
        "{text}"
    );
    // The accepted command went through every stage once; the rejected one stopped at the
    // decision and is in none.
    for stage in ["append", "read_model_wait", "read_back"] {
        assert!(
            text.contains(&format!(
                "staffhub_command_stage_seconds_count{{stage=\"{stage}\"}} 1\n"
            )),
            "{stage}: {text}"
        );
        assert!(
            text.contains(&format!(
                "staffhub_command_stage_seconds_bucket{{stage=\"{stage}\",le=\"+Inf\"}} 1\n"
            )),
            "{stage}: {text}"
        );
    }
}
