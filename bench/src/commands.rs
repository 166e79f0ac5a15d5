//! P1 commands (and P5 memory under that load): task mutations over HTTP GraphQL on distinct
//! aggregates from N concurrent clients, beside raw single-row INSERTs into an events-shaped
//! table from N connections, in the same database, in the same run.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::server::{self, Server};
use crate::stats::Samples;

#[derive(Debug, Default)]
pub struct Throughput {
    pub operations: u64,
    pub errors: u64,
    pub elapsed: Duration,
    pub latency: Samples,
    pub first_error: Option<String>,
}

impl Throughput {
    pub fn per_second(&self) -> f64 {
        self.operations as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    pub fn absorb(&mut self, other: Throughput) {
        self.operations += other.operations;
        self.errors += other.errors;
        self.latency.extend(other.latency);
        if self.first_error.is_none() {
            self.first_error = other.first_error;
        }
    }
}

/// `clients` concurrent loops, each sending `request` back to back until `duration` is up.
pub async fn load<F, Fut>(clients: usize, duration: Duration, request: F) -> Throughput
where
    F: Fn() -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = anyhow::Result<Value>> + Send,
{
    let request = Arc::new(request);
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let request = request.clone();
            tokio::spawn(async move {
                let mut out = Throughput::default();
                while Instant::now() < deadline {
                    let began = Instant::now();
                    let result = request().await;
                    out.record_result(began, &result);
                }
                out
            })
        })
        .collect();
    collect(tasks, started).await
}

/// The clients' figures summed, over the time since `started`.
pub async fn collect(
    tasks: Vec<tokio::task::JoinHandle<Throughput>>,
    started: Instant,
) -> Throughput {
    let mut total = Throughput::default();
    for task in tasks {
        if let Ok(result) = task.await {
            total.absorb(result);
        }
    }
    total.elapsed = started.elapsed();
    total
}

#[derive(Debug)]
pub struct CommandsResult {
    pub graphql: Throughput,
    pub raw_insert: Throughput,
    pub rss_idle_mib: f64,
    pub rss_peak_mib: f64,
    pub rss_sampled_peak_mib: f64,
    /// Whether VmHWM was reset before the load (else it includes start-up).
    pub hwm_reset: bool,
}

const CREATE: &str = "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id statusId priorityId } } }";
const STATUS: &str = "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id statusId } } }";
const PRIORITY: &str = "mutation($input: ChangeTaskPriorityInput!) { changeTaskPriority(input: $input) { task { id priorityId } } }";

/// One client: create a task, change its status, change its priority; repeat on a new task.
/// Every aggregate is touched by one client only, so no command loses an optimistic-lock race.
async fn client(server: Arc<ServerHandle>, client: usize, deadline: Instant) -> Throughput {
    let mut out = Throughput::default();
    let mut round = 0u64;
    while Instant::now() < deadline {
        round += 1;
        let started = Instant::now();
        let created = server
            .gql(
                CREATE,
                json!({ "input": { "title": format!("bench task {client}-{round}"), "description": "P1" } }),
            )
            .await;
        out.record_result(started, &created);
        let Some(id) = created
            .ok()
            .and_then(|v| v.pointer("/data/createTask/task/id").cloned())
        else {
            continue;
        };
        let started = Instant::now();
        let result = server
            .gql(STATUS, json!({ "input": { "id": id, "statusId": 2 } }))
            .await;
        out.record_result(started, &result);
        let started = Instant::now();
        let result = server
            .gql(PRIORITY, json!({ "input": { "id": id, "priorityId": 1 } }))
            .await;
        out.record_result(started, &result);
    }
    out
}

impl Throughput {
    pub fn record_result(&mut self, started: Instant, result: &anyhow::Result<Value>) {
        match result {
            Ok(_) => {
                self.operations += 1;
                self.latency.push(started.elapsed());
            }
            Err(error) => {
                self.errors += 1;
                if self.first_error.is_none() {
                    self.first_error = Some(format!("{error:#}"));
                }
            }
        }
    }
}

/// What a P1 client needs of the server (cheap to share between tasks).
struct ServerHandle {
    http: reqwest::Client,
    url: String,
    token: String,
}

impl ServerHandle {
    async fn gql(&self, query: &str, variables: Value) -> anyhow::Result<Value> {
        server::gql(&self.http, &self.url, Some(&self.token), query, variables).await
    }
}

pub async fn graphql_commands(server: &Server, clients: usize, duration: Duration) -> Throughput {
    let handle = Arc::new(ServerHandle {
        http: server.http.clone(),
        url: server.url.clone(),
        token: server.token.clone(),
    });
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..clients)
        .map(|i| tokio::spawn(client(handle.clone(), i, deadline)))
        .collect();
    collect(tasks, started).await
}

/// The ceiling: single-row autocommitted INSERTs into a copy of `events` (same columns,
/// defaults, identity and indexes; no triggers), with the payload and metadata of a real
/// status-change command, from `connections` connections.
pub async fn raw_inserts(
    database_url: &str,
    connections: usize,
    duration: Duration,
) -> anyhow::Result<Throughput> {
    let pool = server::connect(database_url, connections as u32).await?;
    sqlx::query("DROP TABLE IF EXISTS bench_raw_events")
        .execute(&pool)
        .await?;
    sqlx::query("CREATE TABLE bench_raw_events (LIKE events INCLUDING ALL)")
        .execute(&pool)
        .await
        .context("creating the events-shaped table")?;
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..connections)
        .map(|_| {
            let pool = pool.clone();
            tokio::spawn(async move {
                let mut out = Throughput::default();
                let Ok(mut conn) = pool.acquire().await else {
                    return out;
                };
                let payload = json!({ "TaskStatusChanged": { "from": "open", "to": "processing" } });
                while Instant::now() < deadline {
                    let request = Uuid::new_v4();
                    let metadata = json!({ "actor_id": Uuid::new_v4(), "correlation_id": request, "causation_id": request, "request_id": request });
                    let began = Instant::now();
                    let result = sqlx::query(
                        "INSERT INTO bench_raw_events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
                         VALUES ('Task', $1, 2, 'TaskStatusChanged', '1.0', $2, $3)",
                    )
                    .bind(Uuid::now_v7().to_string())
                    .bind(&payload)
                    .bind(&metadata)
                    .execute(&mut *conn)
                    .await
                    .map(|_| Value::Null)
                    .map_err(anyhow::Error::from);
                    out.record_result(began, &result);
                }
                out
            })
        })
        .collect();
    let total = collect(tasks, started).await;
    sqlx::query("DROP TABLE bench_raw_events")
        .execute(&pool)
        .await?;
    pool.close().await;
    Ok(total)
}

/// Runs P1 both ways and samples the server's memory (P5) before and during the GraphQL load.
pub async fn run(
    server: &Server,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<CommandsResult> {
    // Idle: started, admin signed in, nothing else happening.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (rss_idle_mib, _) = server::memory_mib(server.pid).context("reading /proc status")?;

    let raw_insert = raw_inserts(&server.database_url, clients, duration).await?;

    // From here VmHWM is the peak under load (where the kernel allows resetting it).
    let hwm_reset = server::reset_peak_memory(server.pid);
    let stop = Arc::new(AtomicBool::new(false));
    let sampler = {
        let stop = stop.clone();
        let pid = server.pid;
        tokio::spawn(async move {
            let mut peak: f64 = 0.0;
            while !stop.load(Ordering::Relaxed) {
                if let Some((rss, _)) = server::memory_mib(pid) {
                    peak = peak.max(rss);
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            peak
        })
    };
    let graphql = graphql_commands(server, clients, duration).await;
    stop.store(true, Ordering::Relaxed);
    let rss_sampled_peak_mib = sampler.await.unwrap_or_default();
    let (_, rss_peak_mib) = server::memory_mib(server.pid).context("reading /proc status")?;
    Ok(CommandsResult {
        graphql,
        raw_insert,
        rss_idle_mib,
        rss_peak_mib,
        rss_sampled_peak_mib,
        hwm_reset,
    })
}
