//! Integration-test harness: `spawn_app()` starts the real server on port 0 against a fresh
//! PostgreSQL database and a private NATS subject prefix, with the projection workers running
//! in-process, and gives tests GraphQL clients over HTTP and WebSocket.
//!
//! Needs PostgreSQL and NATS: `STAFFHUB_TEST_DATABASE_URL` (an admin connection, default
//! `postgres://postgres@127.0.0.1:5432/postgres`) and `NATS_URL` (default
//! `nats://127.0.0.1:4222`). `make test` starts both when they are missing.

pub mod fuzz;
pub mod llm;
pub mod smtp;
pub mod ws;

use std::sync::Once;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};
use sqlx::PgPool;
use staffhub_api::identity::NewEmployee;
use staffhub_api::{Config, RunningServer};
use staffhub_journal::Metadata;
use uuid::Uuid;

pub use ws::Subscription;

pub const ADMIN_EMAIL: &str = "admin@staffhub.test";
/// Tests wait as long as production does for read-your-writes (see `hub`).
pub const READ_YOUR_WRITES_TIMEOUT: std::time::Duration =
    staffhub_api::hub::READ_YOUR_WRITES_TIMEOUT;
/// How long the harness's own set-up (creating employees) waits for the directory: a
/// test may shorten the read-your-writes bound to exercise it, and a loaded two-core CI
/// machine can take longer than that to project the set-up's events.
pub const SETUP_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);
pub const ADMIN_PASSWORD: &str = "correct horse battery staple";

static INIT: Once = Once::new();

fn init() {
    INIT.call_once(|| {
        let _ = rustls::crypto::ring::default_provider().install_default();
        let filter = tracing_subscriber::EnvFilter::try_from_env("TEST_LOG")
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
        let _ = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_test_writer()
            .try_init();
    });
}

/// The titles of a connection's nodes (`{ edges { node { title } } }`), in its order.
pub fn edge_titles(connection: &Value) -> Vec<String> {
    connection["edges"]
        .as_array()
        .expect("a connection's edges")
        .iter()
        .map(|edge| edge["node"]["title"].as_str().expect("a title").to_owned())
        .collect()
}

pub fn admin_database_url() -> String {
    std::env::var("STAFFHUB_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned())
}

pub fn nats_url() -> String {
    std::env::var("NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".to_owned())
}

/// `url` with its database name replaced.
pub fn with_database(url: &str, database: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let base = base.rsplit_once('/').map_or(base, |(head, _)| head);
    match query {
        Some(q) => format!("{base}/{database}?{q}"),
        None => format!("{base}/{database}"),
    }
}

/// Seconds since the Unix epoch (database names carry their creation time).
pub fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
}

/// Test databases are named `staffhub_test_<created unix secs>_<random>`; ones older than an
/// hour are left-overs of earlier runs and are dropped.
async fn drop_stale_databases(admin: &PgPool) {
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT datname FROM pg_database WHERE datname LIKE 'staffhub\\_test\\_%'",
    )
    .fetch_all(admin)
    .await
    .unwrap_or_default();
    for name in names {
        let created: u64 = name
            .split('_')
            .nth(2)
            .and_then(|s| s.parse().ok())
            .unwrap_or(u64::MAX);
        if created.saturating_add(3600) < now_secs() {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                .execute(admin)
                .await;
        }
    }
}

/// A running Staffhub with its own database.
pub struct TestApp {
    pub url: String,
    pub pool: PgPool,
    pub database_url: String,
    pub nats_prefix: String,
    pub http: reqwest::Client,
    pub server: RunningServer,
    /// The configuration the server started with (for further nodes).
    pub config: Config,
    _data_dir: TempDir,
}

/// A directory removed on drop.
struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// `spawn_app` with the configuration adjusted first (e.g. a short read-your-writes bound).
pub async fn spawn_app_with(adjust: impl FnOnce(&mut Config)) -> TestApp {
    init();
    let admin_url = admin_database_url();
    let admin = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect(&admin_url)
        .await
        .unwrap_or_else(|e| {
            panic!("cannot reach PostgreSQL at {admin_url} ({e}); run `make services`")
        });
    drop_stale_databases(&admin).await;
    admin.close().await;

    let suffix = Uuid::new_v4().simple().to_string();
    let database = format!("staffhub_test_{}_{}", now_secs(), &suffix[..12]);
    let database_url = with_database(&admin_url, &database);
    staffhub_api::migrate(&database_url)
        .await
        .expect("migrations apply to a fresh database");

    let data_dir = std::env::temp_dir().join(format!("staffhub-test-{suffix}"));
    let mut config = Config {
        database_url: database_url.clone(),
        nats_url: nats_url(),
        addr: "127.0.0.1:0".parse().expect("literal address"),
        data_dir: data_dir.clone(),
        web_dir: data_dir.join("web"),
        // Per test server: this pool and a read pool as large, plus one lease connection per
        // projection worker outside them. The workers now share one listening connection, so
        // 8 leaves 7 for commands and batches (16 used to leave 4), and two servers at once
        // stay well inside PostgreSQL's 100 connections.
        database_pool_size: 8,
        nats_prefix: format!("test{}", &suffix[..12]),
        read_your_writes_timeout: READ_YOUR_WRITES_TIMEOUT,
        session_cache_ttl: staffhub_api::sessions::DEFAULT_TTL,
        mail: staffhub_api::mail::MailConfig::default(),
        ai: staffhub_api::ai::AiConfig::default(),
        workflow_overdue_period: staffhub_api::config::DEFAULT_WORKFLOW_OVERDUE_PERIOD,
        ws_init_timeout: staffhub_api::graphql::ws::DEFAULT_INIT_TIMEOUT,
    };
    adjust(&mut config);
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .expect("bind port 0");
    let server = staffhub_api::start(&config, listener, true)
        .await
        .expect("server starts");
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(4)
        .connect(&database_url)
        .await
        .expect("test pool connects");
    TestApp {
        url: format!("http://{}", server.addr),
        pool,
        database_url,
        nats_prefix: config.nats_prefix.clone(),
        http: reqwest::Client::new(),
        server,
        config,
        _data_dir: TempDir(data_dir),
    }
}

/// A GraphQL response, with helpers to read data or the first error.
#[derive(Debug, Clone)]
pub struct GqlResponse {
    pub status: u16,
    pub body: Value,
}

impl GqlResponse {
    /// `data` at a JSON pointer, panicking with the whole response if there were errors.
    pub fn data(&self, pointer: &str) -> Value {
        assert!(
            self.body.get("errors").is_none(),
            "unexpected errors: {}",
            self.body
        );
        self.body
            .pointer(&format!("/data{pointer}"))
            .cloned()
            .unwrap_or_else(|| panic!("no data at {pointer}: {}", self.body))
    }

    /// The first error's code, or None when the call succeeded.
    pub fn error_code(&self) -> Option<String> {
        self.body
            .pointer("/errors/0/extensions/code")
            .and_then(Value::as_str)
            .map(str::to_owned)
    }

    pub fn error_message(&self) -> String {
        self.body
            .pointer("/errors/0/message")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    }

    pub fn error_field(&self) -> Option<String> {
        self.body
            .pointer("/errors/0/extensions/field")
            .and_then(Value::as_str)
            .map(str::to_owned)
    }
}

impl TestApp {
    /// A second api node on the same database and NATS subjects, without workers (as a
    /// deployment scales out); returns it and its base URL.
    pub async fn second_node(&self) -> (RunningServer, String) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind port 0");
        let node = staffhub_api::start(&self.config, listener, false)
            .await
            .expect("second node starts");
        let url = format!("http://{}", node.addr);
        (node, url)
    }

    /// POSTs a GraphQL operation as JSON.
    pub async fn gql(&self, token: Option<&str>, query: &str, variables: Value) -> GqlResponse {
        self.gql_with_headers(token, query, variables, &[]).await
    }

    pub async fn gql_with_headers(
        &self,
        token: Option<&str>,
        query: &str,
        variables: Value,
        headers: &[(&str, &str)],
    ) -> GqlResponse {
        let mut request = self
            .http
            .post(format!("{}/graphql", self.url))
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = token {
            request = request.header("access-token", token);
        }
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().await.expect("the server answers");
        let status = response.status().as_u16();
        let body = response.json().await.expect("the server answers JSON");
        GqlResponse { status, body }
    }

    /// Moves a node to the trash (issue 35): the answer, refused or not, so a test reads
    /// `.data("/deleteNode")` or checks `.error_code()`.
    pub async fn delete_node(&self, token: &str, id: &Value) -> GqlResponse {
        self.gql(
            Some(token),
            "mutation($input: DeleteNodeInput!) { deleteNode(input: $input) { deletedId } }",
            json!({ "input": { "id": id } }),
        )
        .await
    }

    /// Brings a node back from the trash (issue 35): the answer, refused or not, so a test
    /// reads `.data("/restoreNode")` or checks `.error_code()`.
    pub async fn restore_node(&self, token: &str, id: &Value) -> GqlResponse {
        self.gql(
            Some(token),
            "mutation($input: RestoreNodeInput!) { restoreNode(input: $input) { restoredId } }",
            json!({ "input": { "id": id } }),
        )
        .await
    }

    /// The labels of an entity's history, oldest first: what most tests check of what a change
    /// recorded. Panics with the response if it has errors, as `data` does.
    pub async fn history_labels(&self, token: &str, id: &Value) -> Vec<String> {
        self.labels_with_headers(token, id, &[]).await
    }

    /// `history_labels` read in `language` (sent as `accept-language`), for the tests that
    /// check the labels' translations.
    pub async fn history_labels_in(&self, token: &str, id: &Value, language: &str) -> Vec<String> {
        self.labels_with_headers(token, id, &[("accept-language", language)])
            .await
    }

    async fn labels_with_headers(
        &self,
        token: &str,
        id: &Value,
        headers: &[(&str, &str)],
    ) -> Vec<String> {
        self.gql_with_headers(
            Some(token),
            "query($id: ID!) { history(id: $id) { edges { node { label } } } }",
            json!({ "id": id }),
            headers,
        )
        .await
        .data("/history/edges")
        .as_array()
        .expect("history's edges")
        .iter()
        .map(|edge| edge["node"]["label"].as_str().expect("a label").to_owned())
        .collect()
    }

    /// Creates an employee (through the same identity service the CLI uses) and waits until
    /// the directory read model shows it.
    pub async fn create_employee(
        &self,
        name: &str,
        email: &str,
        password: &str,
        role_ids: Vec<i32>,
    ) -> Uuid {
        let identity = &self.server.state.identity;
        identity
            .ensure_builtin_roles(&Metadata::system())
            .await
            .expect("roles defined");
        let new = NewEmployee {
            name: name.into(),
            email: email.into(),
            password: password.into(),
            role_ids,
        };
        let (id, committed) = identity
            .register(new, &Metadata::system())
            .await
            .expect("employee created");
        assert!(
            self.server
                .state
                .hub
                .wait_until_visible_within("Employee", committed.position, SETUP_TIMEOUT)
                .await,
            "directory caught up"
        );
        id
    }

    /// Rebuilds projection `name` into fresh tables and swaps them in, as
    /// `staffhub projections rebuild` does (a read model should equal this fresh replay).
    pub async fn rebuild(&self, name: &str) {
        use staffhub_projections::rebuild::Rebuild;
        let projection = staffhub_projections::by_name(name).expect("a projection of that name");
        let (mut rebuild, _) = Rebuild::prepare(self.pool.clone(), projection, 2, true)
            .await
            .expect("rebuild prepared");
        loop {
            while rebuild.run_batch().await.expect("a batch replayed") > 0 {}
            match rebuild.swap().await.expect("swap tried") {
                Ok(()) => break,
                Err(again) => rebuild = again,
            }
        }
    }

    /// Creates the admin and signs in; returns the access token.
    pub async fn admin_token(&self) -> String {
        self.create_employee("Ada Admin", ADMIN_EMAIL, ADMIN_PASSWORD, vec![1])
            .await;
        self.sign_in(ADMIN_EMAIL, ADMIN_PASSWORD).await
    }

    pub async fn sign_in(&self, email: &str, password: &str) -> String {
        let response = self
            .gql(
                None,
                "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
                json!({ "input": { "email": email, "password": password } }),
            )
            .await;
        response
            .data("/signIn/accessToken")
            .as_str()
            .expect("token is a string")
            .to_owned()
    }

    /// (events the `tasks` projection has applied, Task events stored): equal when every event
    /// was applied exactly once.
    pub async fn task_events_applied_and_stored(&self) -> (i64, i64) {
        sqlx::query_as(
            "SELECT (SELECT events_applied FROM projection_checkpoints WHERE projection_name = 'tasks'),
                    (SELECT count(*) FROM events WHERE aggregate_type = 'Task')",
        )
        .fetch_one(&self.pool)
        .await
        .expect("read the tasks checkpoint")
    }

    /// Number of events in the journal.
    pub async fn event_count(&self) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM events")
            .fetch_one(&self.pool)
            .await
            .expect("count events")
    }

    /// The server's data directory (uploads live under `files/`).
    pub fn data_dir(&self) -> &std::path::Path {
        &self._data_dir.0
    }

    pub fn ws_url(&self) -> String {
        format!("{}/graphql", self.url.replacen("http", "ws", 1))
    }

    /// Every row of each `(table, key)` as JSON, ordered by its key: a read model to compare
    /// with itself after a rebuild (a read model should equal a fresh replay).
    /// Rebuilds `projections` from the journal and asserts that `tables` (each with the
    /// columns that order it) hold the same rows as before: the read model equals a replay.
    pub async fn assert_rebuilds_equal(&self, projections: &[&str], tables: &[(&str, &str)]) {
        let live = self.table_rows(tables).await;
        for projection in projections {
            self.rebuild(projection).await;
        }
        assert_eq!(
            self.table_rows(tables).await,
            live,
            "{projections:?} rebuilt from the journal differ from the live read model"
        );
    }

    pub async fn table_rows(&self, tables: &[(&str, &str)]) -> Vec<(String, Vec<Value>)> {
        let mut all = Vec::new();
        for (table, key) in tables {
            let rows: Vec<Value> =
                sqlx::query_scalar(&format!("SELECT to_jsonb(t) FROM {table} t ORDER BY {key}"))
                    .fetch_all(&self.pool)
                    .await
                    .expect("a read-model table");
            all.push(((*table).to_owned(), rows));
        }
        all
    }
}
