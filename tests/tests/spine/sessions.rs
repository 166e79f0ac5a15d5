//! The session cache (services/api `sessions`, issue 6) never outlives what it caches:
//! sign-out and role changes apply at once on the node that made them and within moments on
//! every other node, long before the cache's own expiry.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app_with};

const PROFILE: &str = "{ profile { employeeId } }";
const TASKS: &str = "{ tasks { totalCount } }";
const UPDATE_ROLES: &str = "mutation($input: UpdateEmployeeRolesInput!) {
  updateEmployeeRoles(input: $input) { employee { roles { roleId } } } }";

/// A cache that would keep sessions for a minute: anything shorter seen below is invalidation.
async fn app_with_a_long_session_cache() -> TestApp {
    spawn_app_with(|config| config.session_cache_ttl = Duration::from_secs(60)).await
}

/// The first error code of `query` at `url`, or None when it succeeded.
async fn outcome(app: &TestApp, url: &str, token: &str, query: &str) -> Option<String> {
    let body: Value = app
        .http
        .post(format!("{url}/graphql"))
        .header("access-token", token)
        .json(&json!({ "query": query }))
        .send()
        .await
        .expect("the node answers")
        .json()
        .await
        .expect("JSON");
    body.pointer("/errors/0/extensions/code")
        .and_then(Value::as_str)
        .map(str::to_owned)
}

/// Polls `query` at `url` until its outcome is `expected`; returns how long that took.
async fn until(
    app: &TestApp,
    url: &str,
    token: &str,
    query: &str,
    expected: Option<&str>,
) -> Duration {
    let began = Instant::now();
    while outcome(app, url, token, query).await.as_deref() != expected {
        assert!(
            began.elapsed() < Duration::from_secs(5),
            "{query} at {url} did not become {expected:?} within 5 s"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    began.elapsed()
}

#[tokio::test]
async fn a_signed_out_token_is_refused_at_once_here_and_within_moments_on_another_node() {
    let app = app_with_a_long_session_cache().await;
    let (_node, other) = app.second_node().await;
    let token = app.admin_token().await;
    // Both nodes now hold the session in their caches.
    assert_eq!(outcome(&app, &app.url, &token, PROFILE).await, None);
    assert_eq!(outcome(&app, &other, &token, PROFILE).await, None);

    app.gql(
        Some(&token),
        "mutation { signOut(input: {}) { signedOut } }",
        json!({}),
    )
    .await
    .data("/signOut/signedOut");

    assert_eq!(
        outcome(&app, &app.url, &token, PROFILE).await.as_deref(),
        Some("102.X000.001"),
        "the node that signed out refuses the token at once"
    );
    let took = until(&app, &other, &token, PROFILE, Some("102.X000.001")).await;
    assert!(took < Duration::from_secs(5), "took {took:?}");
}

#[tokio::test]
async fn a_role_change_applies_on_every_node_without_waiting_for_cached_sessions_to_expire() {
    let app = app_with_a_long_session_cache().await;
    let (_node, other) = app.second_node().await;
    let admin = app.admin_token().await;
    app.create_employee("Bo", "bo@staffhub.test", "member password 1", vec![])
        .await;
    let token = app.sign_in("bo@staffhub.test", "member password 1").await;
    for url in [&app.url, &other] {
        assert_eq!(
            outcome(&app, url, &token, TASKS).await.as_deref(),
            Some("102.X000.002"),
            "no role, no tasks (and the session is now cached at {url})"
        );
    }

    let engineer: i64 = app
        .gql(
            Some(&admin),
            "mutation { createRole(input: { name: \"Engineer\", roleCategoryId: 2 }) { role { roleId } } }",
            json!({}),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap();
    let employee_id = app
        .gql(Some(&token), PROFILE, json!({}))
        .await
        .data("/profile/employeeId");
    app.gql(
        Some(&admin),
        UPDATE_ROLES,
        json!({ "input": { "employeeId": employee_id, "roleIds": [engineer] } }),
    )
    .await
    .data("/updateEmployeeRoles");

    assert_eq!(
        outcome(&app, &app.url, &token, TASKS).await,
        None,
        "the node that changed the roles applies them to the very next request"
    );
    until(&app, &other, &token, TASKS, None).await;
}
