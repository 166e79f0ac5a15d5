//! The request path's own floor, measured in the same run as P1 and P2: what the server
//! answers per second when a request does no database work at all. If a figure's target
//! ratio is above what even these requests reach, no change to the spine can meet it on
//! this machine; the gap between the floor and the figure is what the spine costs.

use std::time::Duration;

use anyhow::bail;
use serde_json::{Value, json};

use crate::bare::BarePool;
use crate::commands::{Throughput, load};
use crate::server::{self, Server};

const PAGE_INFO_ONLY: &str = "query($first: Int, $filter: TaskFilter, $orderBy: TaskOrder) {
  tasks(first: $first, filter: $filter, orderBy: $orderBy) { pageInfo { hasNextPage endCursor } }
}";

#[derive(Debug)]
pub struct FloorResult {
    /// `GET /healthz`: HTTP/1.1 through axum and the middleware, a static body.
    pub http: Throughput,
    /// `{ __typename }` over HTTP GraphQL without a token: parse, validate, execute, no
    /// database round trip.
    pub graphql: Throughput,
    /// The same with the bench's access token, as P1/P2 send it (adds the session lookup).
    pub graphql_signed_in: Throughput,
    /// P2's `tasks` query asking only for `pageInfo`: the same SQL and rows, no nodes
    /// resolved or serialized (so P2 minus this is the cost of the 20 nodes).
    pub list_without_nodes: Throughput,
    /// P2's request (same body, same SQL, same JSON answer) served by `bare`: axum and an
    /// sqlx pool, no GraphQL or spine. `None` if that child would not start.
    pub bare_list: Option<Throughput>,
    /// The same through a pool that costs no round trip of its own (`BarePool::Plain`).
    pub bare_list_plain_pool: Option<Throughput>,
}

pub async fn run(server: &Server, clients: usize, duration: Duration) -> FloorResult {
    let (http, url, token) = (
        server.http.clone(),
        server.url.clone(),
        server.token.clone(),
    );
    let health = {
        let (http, url) = (http.clone(), url.clone());
        move || {
            let (http, url) = (http.clone(), url.clone());
            async move {
                let response = http.get(format!("{url}/healthz")).send().await?;
                if !response.status().is_success() {
                    bail!("healthz answered {}", response.status());
                }
                response.bytes().await?;
                Ok(Value::Null)
            }
        }
    };
    let typename = |token: Option<String>| {
        let (http, url) = (http.clone(), url.clone());
        move || {
            let (http, url, token) = (http.clone(), url.clone(), token.clone());
            async move {
                let body =
                    server::gql(&http, &url, token.as_deref(), "{ __typename }", json!({})).await?;
                if body.pointer("/data/__typename") != Some(&json!("Query")) {
                    bail!("unexpected answer {body}");
                }
                Ok(body)
            }
        }
    };
    // Warm up each path briefly, then measure.
    let warm = Duration::from_millis(200);
    let _ = load(2, warm, health.clone()).await;
    let http_floor = load(clients, duration, health).await;
    let _ = load(2, warm, typename(None)).await;
    let graphql = load(clients, duration, typename(None)).await;
    let _ = load(2, warm, typename(Some(token.clone()))).await;
    let graphql_signed_in = load(clients, duration, typename(Some(token.clone()))).await;
    let page_info = {
        let (http, url) = (http.clone(), url.clone());
        move || {
            let (http, url, token) = (http.clone(), url.clone(), token.clone());
            async move {
                let body = server::gql(
                    &http,
                    &url,
                    Some(&token),
                    PAGE_INFO_ONLY,
                    crate::reads::variables(),
                )
                .await?;
                if body.pointer("/data/tasks/pageInfo/hasNextPage") != Some(&json!(true)) {
                    bail!("unexpected answer {body}");
                }
                Ok(body)
            }
        }
    };
    let _ = load(2, warm, page_info.clone()).await;
    let list_without_nodes = load(clients, duration, page_info).await;
    let bare_list = bare_server_reads(server, BarePool::Sqlx, clients, duration, warm).await;
    let bare_list_plain_pool =
        bare_server_reads(server, BarePool::Plain, clients, duration, warm).await;
    FloorResult {
        http: http_floor,
        graphql,
        graphql_signed_in,
        list_without_nodes,
        bare_list,
        bare_list_plain_pool,
    }
}

/// This executable's path. The bench's own `cargo build` may have relinked it since it
/// started, which leaves `/proc/self/exe` naming the old, deleted file.
fn this_executable() -> Option<std::path::PathBuf> {
    let exe = std::env::current_exe().ok()?;
    if exe.exists() {
        return Some(exe);
    }
    let text = exe.to_str()?;
    Some(text.strip_suffix(" (deleted)").unwrap_or(text).into())
}

/// P2's request against the bare server, a child process of this executable.
async fn bare_server_reads(
    server: &Server,
    pool: BarePool,
    clients: usize,
    duration: Duration,
    warm: Duration,
) -> Option<Throughput> {
    let mut command = tokio::process::Command::new(this_executable()?);
    command
        .arg("--bare-server")
        .arg(&server.database_url)
        .arg("--bare-pool")
        .arg(match pool {
            BarePool::Sqlx => "sqlx",
            BarePool::Plain => "plain",
        })
        .kill_on_drop(true);
    let (mut child, url, _) = match server::spawn_serving(command).await {
        Ok(started) => started,
        Err(error) => {
            eprintln!("bare server did not start: {error:#}");
            return None;
        }
    };
    let http = server.http.clone();
    let request = move || {
        let (http, url) = (http.clone(), url.clone());
        async move {
            let body = server::gql(&http, &url, None, "", crate::reads::variables()).await?;
            crate::reads::a_full_page(body)
        }
    };
    let _ = load(2, warm, request.clone()).await;
    let result = load(clients, duration, request).await;
    let _ = child.start_kill();
    let _ = child.wait().await;
    Some(result)
}
