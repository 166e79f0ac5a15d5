//! P1 commands (and P5 memory under that load): task mutations over HTTP GraphQL on distinct
//! aggregates from N concurrent clients, beside raw single-row INSERTs into an events-shaped
//! table from N connections, in the same database, in the same run.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use std::fmt::Write;

use anyhow::{Context, bail};
use http::HeaderValue;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::client::{self, Answer, Connection, Operation, Target};
use crate::server::{self, Server};
use crate::stages;
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
    /// Where the commands' time went, from the server's metrics (None if it has none).
    pub budget: Option<stages::Budget>,
}

const CREATE: &str = "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id statusId priorityId } } }";
const STATUS: &str = "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id statusId } } }";
const PRIORITY: &str = "mutation($input: ChangeTaskPriorityInput!) { changeTaskPriority(input: $input) { task { id priorityId } } }";

/// The status and priority every P1 task is changed to.
const NEW_STATUS: i32 = 2;
const NEW_PRIORITY: i32 = 1;

#[derive(Serialize)]
struct Input<T> {
    input: T,
}

#[derive(Serialize)]
struct NewTask<'a> {
    title: &'a str,
    description: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StatusChange<'a> {
    id: &'a str,
    status_id: i32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PriorityChange<'a> {
    id: &'a str,
    priority_id: i32,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Created<'a> {
    #[serde(borrow)]
    create_task: Payload<CreatedTask<'a>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct StatusChanged<'a> {
    #[serde(borrow)]
    change_task_status: Payload<ChangedStatus<'a>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PriorityChanged<'a> {
    #[serde(borrow)]
    change_task_priority: Payload<ChangedPriority<'a>>,
}

#[derive(Deserialize)]
struct Payload<T> {
    task: T,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CreatedTask<'a> {
    id: &'a str,
    #[serde(rename = "statusId")]
    _status_id: i32,
    #[serde(rename = "priorityId")]
    _priority_id: i32,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ChangedStatus<'a> {
    id: &'a str,
    status_id: i32,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ChangedPriority<'a> {
    id: &'a str,
    priority_id: i32,
}

/// The id of the task `createTask` answered with (which also carries its status and priority).
fn created_task(answer: &Answer) -> anyhow::Result<&str> {
    let data: Created = client::graphql_data(answer)?;
    Ok(data.create_task.task.id)
}

/// `changeTaskStatus` answered with task `id` in the new status (read-your-writes).
fn status_changed(answer: &Answer, id: &str) -> anyhow::Result<()> {
    let data: StatusChanged = client::graphql_data(answer)?;
    let task = data.change_task_status.task;
    if task.id != id || task.status_id != NEW_STATUS {
        bail!(
            "changeTaskStatus answered task {} in status {}, not {id} in {NEW_STATUS}",
            task.id,
            task.status_id
        );
    }
    Ok(())
}

/// `changeTaskPriority` answered with task `id` at the new priority (read-your-writes).
fn priority_changed(answer: &Answer, id: &str) -> anyhow::Result<()> {
    let data: PriorityChanged = client::graphql_data(answer)?;
    let task = data.change_task_priority.task;
    if task.id != id || task.priority_id != NEW_PRIORITY {
        bail!(
            "changeTaskPriority answered task {} at priority {}, not {id} at {NEW_PRIORITY}",
            task.id,
            task.priority_id
        );
    }
    Ok(())
}

/// One client on its own connection: create a task, change its status, change its priority;
/// repeat on a new task. Every aggregate is touched by one client only, so no command loses an
/// optimistic-lock race.
async fn client(
    target: Target,
    token: HeaderValue,
    client: usize,
    deadline: Instant,
) -> Throughput {
    let (create, status, priority) = (
        Operation::new(CREATE),
        Operation::new(STATUS),
        Operation::new(PRIORITY),
    );
    let mut connection = Connection::new(target);
    let mut out = Throughput::default();
    let mut round = 0u64;
    let (mut title, mut id) = (String::new(), String::new());
    while Instant::now() < deadline {
        round += 1;
        let started = Instant::now();
        title.clear();
        let _ = write!(title, "bench task {client}-{round}");
        let body = create.body(&Input {
            input: NewTask {
                title: &title,
                description: "P1",
            },
        });
        let created = connection
            .graphql(Some(&token), body)
            .await
            .and_then(|answer| {
                id.clear();
                id.push_str(created_task(&answer)?);
                Ok(())
            });
        out.record_result(started, &created);
        if created.is_err() {
            continue;
        }
        let started = Instant::now();
        let body = status.body(&Input {
            input: StatusChange {
                id: &id,
                status_id: NEW_STATUS,
            },
        });
        let result = connection
            .graphql(Some(&token), body)
            .await
            .and_then(|answer| status_changed(&answer, &id));
        out.record_result(started, &result);
        let started = Instant::now();
        let body = priority.body(&Input {
            input: PriorityChange {
                id: &id,
                priority_id: NEW_PRIORITY,
            },
        });
        let result = connection
            .graphql(Some(&token), body)
            .await
            .and_then(|answer| priority_changed(&answer, &id));
        out.record_result(started, &result);
    }
    out
}

impl Throughput {
    pub fn record_result<T>(&mut self, started: Instant, result: &anyhow::Result<T>) {
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

pub async fn graphql_commands(server: &Server, clients: usize, duration: Duration) -> Throughput {
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..clients)
        .map(|i| {
            tokio::spawn(client(
                server.target.clone(),
                server.access_token.clone(),
                i,
                deadline,
            ))
        })
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
    let before = stages::scrape(&server.http, &server.url).await;
    let graphql = graphql_commands(server, clients, duration).await;
    let after = stages::scrape(&server.http, &server.url).await;
    stop.store(true, Ordering::Relaxed);
    let budget = match (before, after) {
        (Ok(before), Ok(after)) => stages::Budget::between(&before, &after),
        _ => None,
    };
    let rss_sampled_peak_mib = sampler.await.unwrap_or_default();
    let (_, rss_peak_mib) = server::memory_mib(server.pid).context("reading /proc status")?;
    Ok(CommandsResult {
        graphql,
        raw_insert,
        rss_idle_mib,
        rss_peak_mib,
        rss_sampled_peak_mib,
        hwm_reset,
        budget,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;
    use http::StatusCode;

    fn answer(body: &'static str) -> Answer {
        Answer {
            status: StatusCode::OK,
            body: Bytes::from_static(body.as_bytes()),
        }
    }

    #[test]
    fn a_created_task_yields_its_id_when_it_carries_status_and_priority() {
        let created = answer(
            r#"{"data":{"createTask":{"task":{"id":"VGFzazox","statusId":1,"priorityId":2}}}}"#,
        );
        assert_eq!(created_task(&created).unwrap(), "VGFzazox");
        let without_priority =
            answer(r#"{"data":{"createTask":{"task":{"id":"VGFzazox","statusId":1}}}}"#);
        assert!(created_task(&without_priority).is_err());
    }

    #[test]
    fn a_change_is_accepted_only_for_the_same_task_in_its_new_state() {
        let changed =
            answer(r#"{"data":{"changeTaskStatus":{"task":{"id":"VGFzazox","statusId":2}}}}"#);
        status_changed(&changed, "VGFzazox").unwrap();
        assert!(status_changed(&changed, "VGFzazoy").is_err());
        let stale =
            answer(r#"{"data":{"changeTaskPriority":{"task":{"id":"VGFzazox","priorityId":3}}}}"#);
        assert!(priority_changed(&stale, "VGFzazox").is_err());
    }
}
