//! P2 reads: the `tasks` list query (20 of N rows, filtered by status, sorted by updatedAt)
//! over HTTP GraphQL from N clients, beside the very SQL the server runs for it
//! (services/api/src/read/tasks.rs `list`), run raw from N connections.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};
use sqlx::Row;

use crate::client::{self, Answer, Call, Operation};
use crate::commands::{Throughput, collect};
use crate::server::{self, Server};

#[derive(Debug)]
pub struct ReadsResult {
    pub rows: i64,
    pub graphql: Throughput,
    pub raw: Throughput,
    pub plan: String,
}

const QUERY: &str = "query($first: Int, $filter: TaskFilter, $orderBy: TaskOrder) {
  tasks(first: $first, filter: $filter, orderBy: $orderBy) {
    edges { cursor node { id title statusId priorityId updatedAt version } }
    pageInfo { hasNextPage endCursor }
  }
}";

/// What `read::tasks::list` builds for statusIds [1,2], UPDATED_AT DESC, first 20 (it asks
/// for one row more to know whether there is a next page).
pub const LIST_SQL: &str = "SELECT task_id, title, description, status_id, priority_id, assignee_id, due_date, created_by, \
                       created_at, updated_at, version FROM task_list WHERE true AND status_id = ANY($1) \
                       ORDER BY updated_at DESC NULLS LAST, task_id DESC LIMIT $2 OFFSET $3";

/// Seeds `task_list` directly (not through the journal) up to `rows` rows: statuses and
/// priorities evenly spread, distinct update times, then ANALYZE.
pub async fn seed(server: &Server, rows: i64) -> anyhow::Result<i64> {
    let existing: i64 = sqlx::query_scalar("SELECT count(*) FROM task_list")
        .fetch_one(&server.pool)
        .await?;
    let missing = (rows - existing).max(0);
    sqlx::query(
        "INSERT INTO task_list (task_id, title, description, status_id, priority_id, assignee_id, due_date,
                                created_by, created_at, updated_at, version)
         SELECT gen_random_uuid(), 'Seeded task ' || n, 'A synthetic row for the read benchmark.',
                1 + n % 4, 1 + n % 3, NULL, NULL, NULL,
                now() - make_interval(secs => n * 60), now() - make_interval(secs => (n * 7919) % 1000003), 1
         FROM generate_series(1, $1) AS n",
    )
    .bind(missing)
    .execute(&server.pool)
    .await
    .context("seeding task_list")?;
    crate::server::settle(&server.pool, "task_list").await?;
    Ok(sqlx::query_scalar("SELECT count(*) FROM task_list")
        .fetch_one(&server.pool)
        .await?)
}

pub fn variables() -> Value {
    json!({ "first": 20, "filter": { "statusIds": [1, 2] }, "orderBy": { "field": "UPDATED_AT", "direction": "DESC" } })
}

/// P2's request exactly as the load loops send it (also to the bare server): built once.
pub fn request(server: &Server) -> Call {
    Call::graphql(
        Some(server.access_token.clone()),
        Operation::new(QUERY).body(&variables()),
    )
}

pub async fn graphql_reads(server: &Server, clients: usize, duration: Duration) -> Throughput {
    client::load(
        clients,
        duration,
        &server.target,
        &request(server),
        a_full_page,
    )
    .await
}

#[derive(Deserialize)]
struct Tasks {
    tasks: Page,
}

#[derive(Deserialize)]
struct Page {
    /// Counted, not built: `IgnoredAny` is zero-sized, so this Vec never allocates.
    edges: Vec<IgnoredAny>,
    #[serde(rename = "pageInfo")]
    _page_info: IgnoredAny,
}

/// P2's answer, if it is a 2xx without errors holding the 20 edges asked for and a pageInfo
/// (from Staffhub or the bare server alike).
pub fn a_full_page(answer: &Answer) -> anyhow::Result<()> {
    let data: Tasks = client::graphql_data(answer)?;
    let edges = data.tasks.edges.len();
    if edges != 20 {
        bail!("expected 20 edges, got {edges}");
    }
    Ok(())
}

pub async fn raw_reads(
    database_url: &str,
    connections: usize,
    duration: Duration,
) -> anyhow::Result<Throughput> {
    let pool = server::connect(database_url, connections as u32).await?;
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
                while Instant::now() < deadline {
                    let began = Instant::now();
                    let result = sqlx::query(LIST_SQL)
                        .bind(vec![1i16, 2])
                        .bind(21i64)
                        .bind(0i64)
                        .fetch_all(&mut *conn)
                        .await
                        .map_err(anyhow::Error::from)
                        .and_then(|rows| {
                            // Decode every column, as the server does.
                            for row in &rows {
                                let _: uuid::Uuid = row.try_get("task_id")?;
                                let _: String = row.try_get("title")?;
                                let _: String = row.try_get("description")?;
                                let _: chrono::DateTime<chrono::Utc> = row.try_get("updated_at")?;
                            }
                            if rows.len() == 21 {
                                Ok(Value::Null)
                            } else {
                                bail!("expected 21 rows, got {}", rows.len())
                            }
                        });
                    out.record_result(began, &result);
                }
                out
            })
        })
        .collect();
    let total = collect(tasks, started).await;
    pool.close().await;
    Ok(total)
}

pub async fn explain(server: &Server) -> anyhow::Result<String> {
    let rows = sqlx::query(&format!("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) {LIST_SQL}"))
        .bind(vec![1i16, 2])
        .bind(21i64)
        .bind(0i64)
        .fetch_all(&server.pool)
        .await?;
    Ok(rows
        .iter()
        .filter_map(|r| r.try_get::<String, _>(0).ok())
        .collect::<Vec<_>>()
        .join("\n"))
}

pub async fn run(
    server: &Server,
    rows: i64,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<ReadsResult> {
    let rows = seed(server, rows).await?;
    // Warm both paths (statement caches, buffers) before measuring.
    let _ = graphql_reads(server, 2, Duration::from_millis(200)).await;
    let _ = raw_reads(&server.database_url, 2, Duration::from_millis(200)).await?;
    let raw = raw_reads(&server.database_url, clients, duration).await?;
    let graphql = graphql_reads(server, clients, duration).await;
    let plan = explain(server).await?;
    Ok(ReadsResult {
        rows,
        graphql,
        raw,
        plan,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;
    use http::StatusCode;

    fn page(edges: usize) -> String {
        let edge = r#"{"cursor":"b2Zmc2V0OjA","node":{"id":"VGFzazox","title":"t","statusId":1,"priorityId":2,"updatedAt":"2026-01-01T00:00:00+00:00","version":1}}"#;
        let edges = vec![edge; edges].join(",");
        format!(
            r#"{{"data":{{"tasks":{{"edges":[{edges}],"pageInfo":{{"hasNextPage":true,"endCursor":"b2Zmc2V0OjE5"}}}}}}}}"#
        )
    }

    fn answer(status: StatusCode, body: String) -> Answer {
        Answer {
            status,
            body: Bytes::from(body),
        }
    }

    #[test]
    fn a_page_of_twenty_edges_is_accepted() {
        a_full_page(&answer(StatusCode::OK, page(20))).unwrap();
    }

    #[test]
    fn a_page_of_nineteen_edges_is_rejected() {
        let error = a_full_page(&answer(StatusCode::OK, page(19))).unwrap_err();
        assert!(error.to_string().contains("got 19"), "{error:#}");
    }

    #[test]
    fn a_full_page_with_errors_is_rejected() {
        let body = page(20).replacen(r#"{"data""#, r#"{"errors":[{"message":"boom"}],"data""#, 1);
        assert!(a_full_page(&answer(StatusCode::OK, body)).is_err());
    }

    #[test]
    fn a_full_page_with_a_non_2xx_status_is_rejected() {
        assert!(a_full_page(&answer(StatusCode::INTERNAL_SERVER_ERROR, page(20))).is_err());
    }

    #[test]
    fn a_page_without_page_info_is_rejected() {
        let body = page(20).replace(
            r#","pageInfo":{"hasNextPage":true,"endCursor":"b2Zmc2V0OjE5"}"#,
            "",
        );
        assert!(a_full_page(&answer(StatusCode::OK, body)).is_err());
    }
}
