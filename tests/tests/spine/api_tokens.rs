//! Personal API tokens (issue 34 §3) through the real server: created by a signed-in session
//! and shown once; sent as `Authorization: Bearer`, a token acts as its owner within its scope;
//! each command records it in its event's metadata; revoked, expired, unknown and
//! deactivated-owner tokens are a coded 401; no token makes or revokes tokens; an admin
//! revokes anyone's, no one else another's; the secret is never stored or logged; history in
//! en and ja, the live list, and the read model equal to a fresh replay.

use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::{GqlResponse, Subscription, TestApp, spawn_app};
use tracing_subscriber::util::SubscriberInitExt;

use crate::CREATE_TASK;

const CREATE: &str = "mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    secret
    apiToken { id name scope prefix status expiresAt lastUsedAt revokedAt owner { id } }
    apiTokenEdge { cursor node { id } } } }";

const REVOKE: &str = "mutation($input: RevokeApiTokenInput!) {
  revokeApiToken(input: $input) { apiToken { id status revokedAt revokedBy { name } } } }";

const LIST: &str = "query($ownerId: ID) { apiTokens(ownerId: $ownerId) { totalCount
  edges { node { id name scope prefix status lastUsedAt revokedAt } } } }";

const PROFILE: &str = "query { profile { employeeId name } }";

/// Everything the server logs while a test runs (this thread's tasks, at debug level).
#[derive(Clone, Default)]
struct Logs(Arc<Mutex<Vec<u8>>>);

impl Write for Logs {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Logs {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

/// POSTs a GraphQL operation with `Authorization: Bearer <token>`.
async fn bearer(app: &TestApp, token: &str, query: &str, variables: Value) -> GqlResponse {
    let response = app
        .http
        .post(format!("{}/graphql", app.url))
        .header("authorization", format!("Bearer {token}"))
        .json(&json!({ "query": query, "variables": variables }))
        .send()
        .await
        .expect("the server answers");
    let status = response.status().as_u16();
    let body = response.json().await.expect("the server answers JSON");
    GqlResponse { status, body }
}

async fn create(app: &TestApp, session: &str, name: &str, scope: &str) -> (String, Value) {
    let created = app
        .gql(
            Some(session),
            CREATE,
            json!({ "input": { "name": name, "scope": scope } }),
        )
        .await;
    let secret = created.data("/createApiToken/secret");
    let token = created.data("/createApiToken/apiToken");
    (secret.as_str().unwrap().to_owned(), token)
}

/// The raw uuid inside a global id.
fn uuid_of(global: &Value) -> uuid::Uuid {
    staffhub_api::graphql::ids::decode_any(global.as_str().unwrap())
        .unwrap()
        .1
}

/// A staff member (one role of the Engineering category) and their session.
async fn engineer(app: &TestApp, admin: &str, email: &str) -> (uuid::Uuid, String) {
    let role = app
        .gql(
            Some(admin),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": format!("Engineer {email}"), "roleCategoryId": 2 } }),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    let id = app
        .create_employee(email, email, "engineer password", vec![role])
        .await;
    (id, app.sign_in(email, "engineer password").await)
}

#[tokio::test]
async fn a_token_acts_as_its_owner_within_its_scope_and_stops_when_revoked() {
    let logs = Logs::default();
    let writer = logs.clone();
    let _capture = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("debug"))
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish()
        .set_default();

    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (owner_id, session) = engineer(&app, &admin, "kenji@staffhub.test").await;

    // Created by a session: the secret once, prefixed, with its visible start.
    let (read_secret, read_token) = create(&app, &session, "Nightly report", "READ").await;
    let (write_secret, write_token) = create(&app, &session, " Sync script ", "READ_WRITE").await;
    assert!(read_secret.starts_with("shp_") && read_secret.len() > 40);
    assert_eq!(read_token["scope"], "READ");
    assert_eq!(read_token["status"], "ACTIVE");
    assert_eq!(write_token["name"], "Sync script");
    assert_eq!(write_token["scope"], "READ_WRITE");
    assert!(read_secret.starts_with(read_token["prefix"].as_str().unwrap()));
    assert_eq!(read_token["prefix"].as_str().unwrap().len(), 10);
    assert_eq!(read_token["lastUsedAt"], Value::Null);
    // 90 days by default.
    let expires: chrono::DateTime<chrono::Utc> =
        serde_json::from_value(read_token["expiresAt"].clone()).unwrap();
    let days = (expires - chrono::Utc::now()).num_days();
    assert!((89..=90).contains(&days), "{days}");

    // A read works, as its owner.
    let me = bearer(&app, &read_secret, PROFILE, json!({})).await;
    assert_eq!(me.status, 200);
    let owner_global = me.data("/profile/employeeId");
    assert_eq!(uuid_of(&owner_global), owner_id);
    let tasks = bearer(&app, &read_secret, "{ tasks { totalCount } }", json!({})).await;
    assert_eq!(tasks.data("/tasks/totalCount"), 0);

    // A read token runs no mutation.
    let refused = bearer(
        &app,
        &read_secret,
        CREATE_TASK,
        json!({ "input": { "title": "from a script" } }),
    )
    .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.U001.005"));
    let tasks: i64 =
        sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_type = 'Task'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(tasks, 0);

    // A read-write one does, as its owner, and the event records the token.
    let made = bearer(
        &app,
        &write_secret,
        CREATE_TASK,
        json!({ "input": { "title": "from a script" } }),
    )
    .await;
    let task = made.data("/createTask/task");
    assert_eq!(task["createdBy"]["name"], "kenji@staffhub.test");
    let (actor, via): (Option<String>, Option<String>) = sqlx::query_as(
        "SELECT metadata->>'actor_id', metadata->>'api_token_id' FROM events
         WHERE aggregate_type = 'Task'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(actor, Some(owner_id.to_string()));
    assert_eq!(via, Some(uuid_of(&write_token["id"]).to_string()));
    // History says so; a change made signed in says nothing of a token.
    let history = app
        .gql(
            Some(&session),
            "query($id: ID!) { history(id: $id) { edges { node { label viaApiToken actor { name } } } } }",
            json!({ "id": task["id"] }),
        )
        .await
        .data("/history/edges");
    assert_eq!(history[0]["node"]["viaApiToken"], "Sync script");
    assert_eq!(history[0]["node"]["actor"]["name"], "kenji@staffhub.test");

    // Authorized exactly as its owner: what the owner may not do, the token may not either.
    let admin_only = bearer(
        &app,
        &write_secret,
        "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
        json!({ "input": { "name": "Sneaky", "roleCategoryId": 1 } }),
    )
    .await;
    assert_eq!(admin_only.error_code().as_deref(), Some("102.X000.002"));

    // No token makes or revokes tokens, whatever its scope.
    for secret in [&read_secret, &write_secret] {
        let minted = bearer(
            &app,
            secret,
            CREATE,
            json!({ "input": { "name": "Another", "scope": "READ_WRITE" } }),
        )
        .await;
        assert_eq!(minted.error_code().as_deref(), Some("102.U001.006"));
        let revoked = bearer(
            &app,
            secret,
            REVOKE,
            json!({ "input": { "id": read_token["id"] } }),
        )
        .await;
        assert_eq!(revoked.error_code().as_deref(), Some("102.U001.006"));
    }
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM api_token_secrets")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 2);

    // Its last use is shown (recorded in the background, at most once a minute).
    let mut last_used = Value::Null;
    for _ in 0..50 {
        let list = app
            .gql(Some(&session), LIST, json!({}))
            .await
            .data("/apiTokens");
        last_used = list["edges"][1]["node"]["lastUsedAt"].clone();
        if !last_used.is_null() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        last_used.is_string(),
        "the read token's use was not recorded"
    );
    let once: chrono::DateTime<chrono::Utc> =
        sqlx::query_scalar("SELECT last_used_at FROM api_token_secrets WHERE token_id = $1")
            .bind(uuid_of(&read_token["id"]))
            .fetch_one(&app.pool)
            .await
            .unwrap();
    bearer(&app, &read_secret, PROFILE, json!({}))
        .await
        .data("/profile");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let again: chrono::DateTime<chrono::Utc> =
        sqlx::query_scalar("SELECT last_used_at FROM api_token_secrets WHERE token_id = $1")
            .bind(uuid_of(&read_token["id"]))
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(once, again, "a second use within the minute wrote nothing");

    // Over the WebSocket too: a read, and a mutation refused by the scope.
    let mut ws = Subscription::connect(
        &app.ws_url(),
        json!({ "Authorization": format!("Bearer {read_secret}") }),
    )
    .await
    .unwrap();
    ws.subscribe("me", PROFILE, json!({})).await;
    let answer = ws.next_data("me", Duration::from_secs(5)).await.unwrap();
    assert_eq!(answer["data"]["profile"]["employeeId"], owner_global);
    ws.subscribe("task", CREATE_TASK, json!({ "input": { "title": "ws" } }))
        .await;
    let answer = ws.next_data("task", Duration::from_secs(5)).await.unwrap();
    assert_eq!(answer["errors"][0]["extensions"]["code"], "102.U001.005");

    // Revoked by its owner's session: refused at once, with its code and 401.
    let revoked = app
        .gql(
            Some(&session),
            REVOKE,
            json!({ "input": { "id": read_token["id"] } }),
        )
        .await;
    assert_eq!(revoked.data("/revokeApiToken/apiToken/status"), "REVOKED");
    let after = bearer(&app, &read_secret, PROFILE, json!({})).await;
    assert_eq!(after.status, 401);
    assert_eq!(after.error_code().as_deref(), Some("102.U001.003"));
    let ja = app
        .http
        .post(format!("{}/graphql", app.url))
        .header("authorization", format!("Bearer {read_secret}"))
        .header("accept-language", "ja")
        .json(&json!({ "query": PROFILE }))
        .send()
        .await
        .unwrap();
    assert_eq!(ja.status().as_u16(), 401);
    let ja: Value = ja.json().await.unwrap();
    assert_eq!(
        ja["errors"][0]["message"],
        "このAPIトークンは失効しています。"
    );
    let twice = app
        .gql(
            Some(&session),
            REVOKE,
            json!({ "input": { "id": read_token["id"] } }),
        )
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("201.U001.001"));
    // The WebSocket's re-read of the session ends it too: a new one is refused.
    assert!(
        Subscription::connect(&app.ws_url(), json!({ "accessToken": read_secret }))
            .await
            .is_err()
    );

    // Unknown, and not a token at all.
    for secret in ["shp_not-a-token", "abc", &read_secret[..20]] {
        let unknown = bearer(&app, secret, PROFILE, json!({})).await;
        assert_eq!(unknown.status, 401, "{secret}");
        assert_eq!(unknown.error_code().as_deref(), Some("102.U001.001"));
    }

    // Expired: refused once its time has passed.
    let soon = (chrono::Utc::now() + chrono::Duration::seconds(2)).to_rfc3339();
    let expiring = app
        .gql(
            Some(&session),
            CREATE,
            json!({ "input": { "name": "Brief", "scope": "READ", "expiresAt": soon } }),
        )
        .await;
    let brief = expiring.data("/createApiToken/secret");
    let brief = brief.as_str().unwrap();
    bearer(&app, brief, PROFILE, json!({}))
        .await
        .data("/profile");
    tokio::time::sleep(Duration::from_millis(3200)).await;
    let expired = bearer(&app, brief, PROFILE, json!({})).await;
    assert_eq!(expired.status, 401);
    assert_eq!(expired.error_code().as_deref(), Some("102.U001.002"));
    let listed = app
        .gql(Some(&session), LIST, json!({}))
        .await
        .data("/apiTokens");
    assert_eq!(listed["edges"][0]["node"]["status"], "EXPIRED");

    // Expiry bounds and a blank name, refused with their codes; nothing is kept for them.
    for (input, code) in [
        (
            json!({ "name": "Past", "scope": "READ", "expiresAt": "2020-01-01T00:00:00Z" }),
            "203.U001.001",
        ),
        (
            json!({ "name": "Far", "scope": "READ", "expiresAt": (chrono::Utc::now() + chrono::Duration::days(400)).to_rfc3339() }),
            "203.U001.001",
        ),
        (json!({ "name": "  ", "scope": "READ" }), "203.M001.001"),
    ] {
        let refused = app
            .gql(Some(&session), CREATE, json!({ "input": input }))
            .await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some(code),
            "{}",
            refused.body
        );
    }
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM api_token_secrets")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 3);

    // The owner deactivated: their tokens stop.
    app.gql(
        Some(&admin),
        "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { id } } }",
        json!({ "input": { "employeeId": owner_global } }),
    )
    .await
    .data("/deactivateEmployee");
    let gone = bearer(&app, &write_secret, PROFILE, json!({})).await;
    assert_eq!(gone.status, 401);
    assert_eq!(gone.error_code().as_deref(), Some("102.U001.004"));

    // The secret is kept nowhere: not in the journal, not in any table, not in a log line.
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert!(tables.iter().any(|t| t == "events"));
    for table in &tables {
        for secret in [&read_secret, &write_secret] {
            let found: bool = sqlx::query_scalar(&format!(
                "SELECT EXISTS (SELECT 1 FROM \"{table}\" t WHERE t::text LIKE '%' || $1 || '%')"
            ))
            .bind(&secret[4..])
            .fetch_one(&app.pool)
            .await
            .unwrap();
            assert!(!found, "a token's secret is stored in {table}");
        }
    }
    let logged = logs.text();
    // It saw the bearer's requests: their spans and the token's lookup.
    assert!(logged.contains("request{") && logged.contains("FROM api_token_secrets"));
    assert!(!logged.contains(&read_secret[4..]) && !logged.contains(&write_secret[4..]));
}

#[tokio::test]
async fn an_admin_sees_and_revokes_anyones_tokens_and_no_one_else_does() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (owner_id, owner) = engineer(&app, &admin, "owner@staffhub.test").await;
    let (_, colleague) = engineer(&app, &admin, "colleague@staffhub.test").await;
    let (secret, token) = create(&app, &owner, "CI", "READ_WRITE").await;
    let owner_global = app
        .gql(Some(&owner), PROFILE, json!({}))
        .await
        .data("/profile/employeeId");

    // A colleague neither sees nor revokes it.
    let theirs = app
        .gql(Some(&colleague), LIST, json!({ "ownerId": owner_global }))
        .await
        .data("/apiTokens");
    assert_eq!(theirs["totalCount"], 0);
    let node = app
        .gql(
            Some(&colleague),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": token["id"] }),
        )
        .await;
    assert_eq!(node.data("/node"), Value::Null);
    let refused = app
        .gql(
            Some(&colleague),
            REVOKE,
            json!({ "input": { "id": token["id"] } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("204.U001.001"));

    // An admin does both.
    let listed = app
        .gql(Some(&admin), LIST, json!({ "ownerId": owner_global }))
        .await
        .data("/apiTokens");
    assert_eq!(listed["totalCount"], 1);
    assert_eq!(listed["edges"][0]["node"]["name"], "CI");
    // The owner's own list is theirs alone.
    let own = app
        .gql(Some(&admin), LIST, json!({}))
        .await
        .data("/apiTokens");
    assert_eq!(own["totalCount"], 0);

    // The live list of the owner's settings screen hears of a revocation by an admin.
    let mut live = Subscription::connect(&app.ws_url(), json!({ "accessToken": owner }))
        .await
        .unwrap();
    live.subscribe(
        "tokens",
        "subscription { apiTokensChanged { id kind matches apiToken { id status } } }",
        json!({}),
    )
    .await;
    let (app_ref, owner_ref) = (&app, &owner);
    live.until_heard("tokens", |n| async move {
        create(app_ref, owner_ref, &format!("Probe {n}"), "READ").await;
    })
    .await;
    let revoked = app
        .gql(
            Some(&admin),
            REVOKE,
            json!({ "input": { "id": token["id"] } }),
        )
        .await;
    assert_eq!(
        revoked.data("/revokeApiToken/apiToken/revokedBy/name"),
        "Ada Admin"
    );
    let notice = live
        .notice_about("tokens", "apiTokensChanged", &token["id"])
        .await;
    assert_eq!(notice["apiToken"]["status"], "REVOKED");
    assert_eq!(notice["matches"], true);
    let after = bearer(&app, &secret, PROFILE, json!({})).await;
    assert_eq!(after.error_code().as_deref(), Some("102.U001.003"));

    // History, in en and ja: who revoked it is the event's actor.
    assert_eq!(
        app.history_labels(&owner, &token["id"]).await,
        ["API token created", "API token revoked"]
    );
    assert_eq!(
        app.history_labels_in(&owner, &token["id"], "ja").await,
        ["APIトークンを作成", "APIトークンを失効"]
    );
    let revoked_by: Option<String> = sqlx::query_scalar(
        "SELECT metadata->>'actor_id' FROM events WHERE event_type = 'ApiTokenRevoked'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_ne!(revoked_by, Some(owner_id.to_string()));

    // The read model equals a fresh replay of the journal.
    let (_, _) = create(&app, &owner, "Second", "READ").await;
    app.assert_rebuilds_equal(&["api_tokens"], &[("api_tokens", "token_id")])
        .await;
}
