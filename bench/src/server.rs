//! The system under test: a fresh database, the server (the release `staffhub serve` binary as a
//! child process when it is found, else the same server started in this process), an admin's
//! access token, a GraphQL client for one-off calls, and the server's memory from /proc.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow, bail};
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;
use tokio::io::{AsyncBufReadExt, BufReader};
use uuid::Uuid;

use crate::client;

pub const ADMIN_EMAIL: &str = "bench-admin@staffhub.test";
pub const ADMIN_PASSWORD: &str = "bench password, long enough";

pub use staffhub_tests::{now_secs, with_database};

/// Databases this harness creates are named `staffhub_bench_<unix secs>_<random>` and dropped
/// at the end; ones older than an hour are left-overs of aborted runs and are dropped here.
pub async fn fresh_database(admin_url: &str, label: &str) -> anyhow::Result<String> {
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(admin_url)
        .await
        .with_context(|| format!("cannot reach PostgreSQL at {admin_url}; run `make services`"))?;
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT datname FROM pg_database WHERE datname LIKE 'staffhub\\_bench\\_%'",
    )
    .fetch_all(&admin)
    .await?;
    for name in names {
        let created: u64 = name
            .split('_')
            .nth(2)
            .and_then(|s| s.parse().ok())
            .unwrap_or(u64::MAX);
        if created.saturating_add(3600) < now_secs() {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                .execute(&admin)
                .await;
        }
    }
    admin.close().await;
    let suffix = Uuid::new_v4().simple().to_string();
    let name = format!("staffhub_bench_{}_{label}_{}", now_secs(), &suffix[..8]);
    let url = with_database(admin_url, &name);
    staffhub_api::migrate(&url)
        .await
        .map_err(|e| anyhow!("{e:#}"))
        .context("migrating a fresh bench database")?;
    Ok(url)
}

/// Drops a run's database, unless `STAFFHUB_BENCH_KEEP_DATABASES` is set: then it is kept,
/// with its seeded rows, for `EXPLAIN` after the run (it is dropped by the first run an hour
/// later, as a crashed run's is).
pub async fn drop_database(admin_url: &str, database_url: &str) {
    let Some(name) = database_url
        .split('?')
        .next()
        .and_then(|u| u.rsplit('/').next())
    else {
        return;
    };
    if std::env::var_os("STAFFHUB_BENCH_KEEP_DATABASES").is_some() {
        eprintln!("kept the database {name} (STAFFHUB_BENCH_KEEP_DATABASES)");
        return;
    }
    if let Ok(admin) = PgPoolOptions::new()
        .max_connections(1)
        .connect(admin_url)
        .await
    {
        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
            .execute(&admin)
            .await;
        admin.close().await;
    }
}

/// Brings a freshly seeded table to where a deployment's autovacuum leaves it soon after a bulk
/// load (PostgreSQL 13 and later vacuum after inserts too): statistics for the planner, the
/// visibility map for index-only scans, and its GIN indexes' pending lists merged into the
/// index. The services here run PostgreSQL with autovacuum off; seeded by bulk INSERT and
/// only analyzed, every GIN scan also read the whole pending list, up to
/// `gin_pending_list_limit` (docs/benchmarks.md, issue 33: an assignee's scan on 333,333
/// issues read 120 buffers in 2.99 ms, and 2 buffers in 0.016 ms once merged).
pub async fn settle(pool: &PgPool, table: &str) -> anyhow::Result<()> {
    sqlx::query(&format!("VACUUM (ANALYZE) {table}"))
        .execute(pool)
        .await
        .with_context(|| format!("vacuuming the seeded {table}"))?;
    Ok(())
}

pub async fn connect(url: &str, connections: u32) -> anyhow::Result<PgPool> {
    Ok(PgPoolOptions::new()
        .max_connections(connections)
        .acquire_timeout(Duration::from_secs(30))
        .connect(url)
        .await?)
}

enum Kind {
    Child(tokio::process::Child),
    InProcess(Box<staffhub_api::RunningServer>),
}

/// A running server on 127.0.0.1 with its own database and NATS subject prefix.
pub struct Server {
    pub url: String,
    pub database_url: String,
    /// The process whose memory P5 reports (this process when in-process).
    pub pid: u32,
    pub pool: PgPool,
    /// For one-off calls (sign-in, setup); the load loops use `client`.
    pub http: reqwest::Client,
    pub token: String,
    /// Where the load loops' connections go, and the token they send.
    pub target: client::Target,
    pub access_token: http::HeaderValue,
    kind: Kind,
    _data_dir: TempDir,
}

struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The `staffhub` server binary of this build: `cargo build -p staffhub` with this executable's
/// profile and target dir (a no-op when it is current), so a release bench always runs the
/// release server of the same source. None when that fails (the caller falls back to running
/// the server in-process).
pub fn build_server_binary() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let profile_dir = exe.parent()?;
    let target_dir = profile_dir.parent()?;
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()?
        .join("Cargo.toml");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let mut command = std::process::Command::new(cargo);
    command
        // The same package selection as `cargo run -p staffhub-bench` plus the server, so the
        // shared dependencies resolve to the same features and nothing is rebuilt twice.
        .args([
            "build",
            "--quiet",
            "-p",
            "staffhub-bench",
            "-p",
            "staffhub",
            "--manifest-path",
        ])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", target_dir);
    if !cfg!(debug_assertions) {
        command.arg("--release");
    }
    // `cargo run` gives this process variables of its own (package metadata, OUT_DIR, …); a
    // nested build that sees them rebuilds whatever tracks them, and the next `cargo run`
    // rebuilds it back. Hand the nested cargo the environment the outer one had.
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy();
        let set_by_cargo_run = name.starts_with("CARGO_PKG_")
            || matches!(
                name.as_ref(),
                "CARGO_MANIFEST_DIR"
                    | "CARGO_MANIFEST_PATH"
                    | "CARGO_CRATE_NAME"
                    | "CARGO_BIN_NAME"
                    | "CARGO_PRIMARY_PACKAGE"
                    | "OUT_DIR"
            );
        if set_by_cargo_run {
            command.env_remove(name.as_ref());
        }
    }
    match command.status() {
        Ok(status) if status.success() => {}
        other => {
            eprintln!("could not build the server binary ({other:?}); running it in-process");
            return None;
        }
    }
    let binary = profile_dir.join("staffhub");
    binary.is_file().then_some(binary)
}

/// Starts a child that prints `… serving on <url>` once it listens; its url and pid. Its
/// stdout keeps being drained, so it never blocks on a full pipe.
pub async fn spawn_serving(
    mut command: tokio::process::Command,
) -> anyhow::Result<(tokio::process::Child, String, u32)> {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()?;
    let pid = child.id().context("child pid")?;
    let stdout = child.stdout.take().context("child stdout")?;
    let mut lines = BufReader::new(stdout).lines();
    let url = tokio::time::timeout(Duration::from_secs(60), async {
        while let Some(line) = lines.next_line().await? {
            if let Some(rest) = line.split("serving on ").nth(1) {
                return Ok::<_, anyhow::Error>(rest.trim().to_owned());
            }
        }
        bail!("the child exited before it was serving")
    })
    .await
    .context("the child did not start serving within 60 s")??;
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    Ok((child, url, pid))
}

/// Starts counting a process's peak RSS (VmHWM) afresh (`echo 5 > /proc/<pid>/clear_refs`).
pub fn reset_peak_memory(pid: u32) -> bool {
    std::fs::write(format!("/proc/{pid}/clear_refs"), "5").is_ok()
}

impl Server {
    pub async fn start(
        database_url: String,
        nats_url: &str,
        binary: Option<PathBuf>,
    ) -> anyhow::Result<Self> {
        Self::start_with_mail(database_url, nats_url, binary, None).await
    }

    /// [`Server::start`] with the sender's settings (P6: an SMTP relay on loopback); the
    /// child gets them as the README's `STAFFHUB_SMTP_URL` and `STAFFHUB_EMAIL_*` variables.
    pub async fn start_with_mail(
        database_url: String,
        nats_url: &str,
        binary: Option<PathBuf>,
        mail: Option<staffhub_api::mail::MailConfig>,
    ) -> anyhow::Result<Self> {
        let suffix = Uuid::new_v4().simple().to_string();
        let prefix = format!("bench{}", &suffix[..12]);
        let data_dir = std::env::temp_dir().join(format!("staffhub-bench-{suffix}"));
        std::fs::create_dir_all(&data_dir)?;
        create_admin(&database_url).await?;
        let (kind, url, pid) = match binary {
            Some(binary) => {
                let mut command = tokio::process::Command::new(&binary);
                command
                    .arg("serve")
                    .env("DATABASE_URL", &database_url)
                    .env("NATS_URL", nats_url)
                    .env("STAFFHUB_ADDR", "127.0.0.1:0")
                    .env("STAFFHUB_DATA_DIR", &data_dir)
                    .env("STAFFHUB_WEB_DIR", data_dir.join("web"))
                    .env("STAFFHUB_NATS_PREFIX", &prefix)
                    .env(
                        "RUST_LOG",
                        std::env::var("BENCH_SERVER_LOG").unwrap_or_else(|_| "warn".into()),
                    )
                    .kill_on_drop(true);
                if let Some(mail) = &mail {
                    command
                        .env("STAFFHUB_SMTP_URL", mail.smtp_url.as_deref().unwrap_or(""))
                        .env("STAFFHUB_EMAIL_CONCURRENCY", mail.concurrency.to_string())
                        .env("STAFFHUB_EMAIL_RATE", mail.rate_per_second.to_string())
                        .env(
                            "STAFFHUB_EMAIL_RECIPIENT_LIMIT",
                            mail.recipient_limit.to_string(),
                        );
                }
                let (child, url, pid) = spawn_serving(command)
                    .await
                    .with_context(|| format!("starting {}", binary.display()))?;
                (Kind::Child(child), url, pid)
            }
            None => {
                let config = staffhub_api::Config {
                    database_url: database_url.clone(),
                    nats_url: nats_url.to_owned(),
                    addr: "127.0.0.1:0".parse()?,
                    data_dir: data_dir.clone(),
                    web_dir: data_dir.join("web"),
                    database_pool_size: 28,
                    nats_prefix: prefix,
                    read_your_writes_timeout: staffhub_api::hub::READ_YOUR_WRITES_TIMEOUT,
                    session_cache_ttl: staffhub_api::sessions::DEFAULT_TTL,
                    mail: mail.unwrap_or_default(),
                    ai: staffhub_api::ai::AiConfig::default(),
                    workflow_overdue_period: staffhub_api::config::DEFAULT_WORKFLOW_OVERDUE_PERIOD,
                    ws_init_timeout: staffhub_api::graphql::ws::DEFAULT_INIT_TIMEOUT,
                };
                let listener = tokio::net::TcpListener::bind(config.addr).await?;
                let server = staffhub_api::start(&config, listener, true)
                    .await
                    .map_err(|e| anyhow!("{e:#}"))?;
                let url = format!("http://{}", server.addr);
                (Kind::InProcess(Box::new(server)), url, std::process::id())
            }
        };
        let pool = connect(&database_url, 4).await?;
        let http = reqwest::Client::builder()
            .pool_max_idle_per_host(64)
            .build()?;
        let target = client::Target::new(&url)?;
        let mut server = Server {
            url,
            database_url,
            pid,
            pool,
            http,
            token: String::new(),
            target,
            access_token: http::HeaderValue::from_static(""),
            kind,
            _data_dir: TempDir(data_dir),
        };
        server.wait_for_admin_in_read_model().await?;
        let signed_in = server
            .gql(
                None,
                "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
                json!({ "input": { "email": ADMIN_EMAIL, "password": ADMIN_PASSWORD } }),
            )
            .await?;
        server.token = signed_in
            .pointer("/data/signIn/accessToken")
            .and_then(Value::as_str)
            .with_context(|| format!("sign-in failed: {signed_in}"))?
            .to_owned();
        server.access_token = client::access_token(&server.token)?;
        Ok(server)
    }

    async fn wait_for_admin_in_read_model(&self) -> anyhow::Result<()> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let found: Option<i64> = sqlx::query_scalar(
                "SELECT 1::bigint FROM employee_directory WHERE email = $1 AND 1 = ANY(role_ids)",
            )
            .bind(ADMIN_EMAIL)
            .fetch_optional(&self.pool)
            .await?;
            if found.is_some() {
                return Ok(());
            }
            if Instant::now() > deadline {
                bail!("the directory projection did not show the admin within 30 s");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub fn ws_url(&self) -> String {
        format!("{}/graphql", self.url.replacen("http", "ws", 1))
    }

    /// POSTs one GraphQL operation; Err on transport failure, non-2xx, or GraphQL errors.
    pub async fn gql(
        &self,
        token: Option<&str>,
        query: &str,
        variables: Value,
    ) -> anyhow::Result<Value> {
        gql(&self.http, &self.url, token, query, variables).await
    }

    pub async fn stop(self) {
        match self.kind {
            Kind::Child(mut child) => {
                let _ = child.start_kill();
                let _ = tokio::time::timeout(Duration::from_secs(10), child.wait()).await;
            }
            Kind::InProcess(server) => {
                let _ = tokio::time::timeout(Duration::from_secs(10), server.stop()).await;
            }
        }
        self.pool.close().await;
    }
}

pub async fn gql(
    http: &reqwest::Client,
    url: &str,
    token: Option<&str>,
    query: &str,
    variables: Value,
) -> anyhow::Result<Value> {
    let mut request = http
        .post(format!("{url}/graphql"))
        .json(&json!({ "query": query, "variables": variables }));
    if let Some(token) = token {
        request = request.header("access-token", token);
    }
    let response = request.send().await?;
    let status = response.status();
    let body: Value = response.json().await?;
    if !status.is_success() || body.get("errors").is_some() {
        bail!("GraphQL call failed ({status}): {body}");
    }
    Ok(body)
}

/// The admin, created through the same identity service the CLI's `user create-admin` uses.
async fn create_admin(database_url: &str) -> anyhow::Result<()> {
    use staffhub_api::identity::{Identity, NewEmployee};
    use staffhub_journal::{Journal, Metadata};
    let pool = connect(database_url, 2).await?;
    let identity = Identity::new(pool.clone(), Journal::new(pool.clone()));
    let metadata = Metadata::system();
    identity
        .ensure_builtin_roles(&metadata)
        .await
        .map_err(|e| anyhow!("{e:?}"))?;
    identity
        .register(
            NewEmployee {
                name: "Bench Admin".into(),
                email: ADMIN_EMAIL.into(),
                password: ADMIN_PASSWORD.into(),
                role_ids: vec![1],
            },
            &metadata,
        )
        .await
        .map_err(|e| anyhow!("{e:?}"))?;
    pool.close().await;
    Ok(())
}

/// VmRSS and VmHWM of a process, in MiB, from /proc/<pid>/status.
pub fn memory_mib(pid: u32) -> Option<(f64, f64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map(|kb| kb / 1024.0)
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}
