//! The request path's own floor, measured in the same run as P1 and P2: what the server
//! answers per second when a request does no database work at all. If a figure's target
//! ratio is above what even these requests reach, no change to the spine can meet it on
//! this machine; the gap between the floor and the figure is what the spine costs.

use std::time::Duration;

use anyhow::bail;
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::json;

use crate::bare::BarePool;
use crate::client::{self, Answer, Call, Check, Operation, load};
use crate::commands::Throughput;
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

#[derive(Deserialize)]
struct Typename<'a> {
    #[serde(rename = "__typename")]
    typename: &'a str,
}

/// `{ __typename }`'s answer: a 2xx without errors naming the query type.
fn the_query_type(answer: &Answer) -> anyhow::Result<()> {
    let data: Typename = client::graphql_data(answer)?;
    if data.typename != "Query" {
        bail!("__typename is {:?}, not \"Query\"", data.typename);
    }
    Ok(())
}

#[derive(Deserialize)]
struct PageInfoOnly {
    tasks: TasksPageInfo,
}

#[derive(Deserialize)]
struct TasksPageInfo {
    #[serde(rename = "pageInfo")]
    page_info: PageInfo,
}

#[derive(Deserialize)]
struct PageInfo {
    #[serde(rename = "hasNextPage")]
    has_next_page: bool,
    #[serde(rename = "endCursor")]
    _end_cursor: IgnoredAny,
}

/// The pageInfo-only answer: a 2xx without errors whose pageInfo says there is a next page.
fn a_page_info(answer: &Answer) -> anyhow::Result<()> {
    let data: PageInfoOnly = client::graphql_data(answer)?;
    if !data.tasks.page_info.has_next_page {
        bail!("hasNextPage is false");
    }
    Ok(())
}

pub async fn run(server: &Server, clients: usize, duration: Duration) -> FloorResult {
    let target = &server.target;
    let typename = Operation::new("{ __typename }").body(&json!({}));
    let health = Call::get("/healthz");
    let anonymous = Call::graphql(None, typename.clone());
    let signed_in = Call::graphql(Some(server.access_token.clone()), typename);
    let page_info = Call::graphql(
        Some(server.access_token.clone()),
        Operation::new(PAGE_INFO_ONLY).body(&crate::reads::variables()),
    );
    // Warm up each path briefly, then measure.
    let warm = Duration::from_millis(200);
    let measure = |call: Call, check: Check| async move {
        let _ = load(2, warm, target, &call, check).await;
        load(clients, duration, target, &call, check).await
    };
    let http_floor = measure(health, client::success).await;
    let graphql = measure(anonymous, the_query_type).await;
    let graphql_signed_in = measure(signed_in, the_query_type).await;
    let list_without_nodes = measure(page_info, a_page_info).await;
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
    // P2's very request (body and token) through the same client, checked the same way.
    let result = match client::Target::new(&url) {
        Ok(target) => {
            let request = crate::reads::request(server);
            let check = crate::reads::a_full_page;
            let _ = load(2, warm, &target, &request, check).await;
            Some(load(clients, duration, &target, &request, check).await)
        }
        Err(error) => {
            eprintln!("bare server: {error:#}");
            None
        }
    };
    let _ = child.start_kill();
    let _ = child.wait().await;
    result
}
