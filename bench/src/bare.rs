//! A bare HTTP server for the floor table: P2's SQL behind axum and an sqlx pool alone, with
//! no GraphQL, no session lookup and no spine, answering the same JSON the GraphQL query
//! returns. It runs as a child process (`staffhub-bench --bare-server`) exactly as the real
//! server does, and is loaded by the same clients. What it reaches is close to the most any
//! HTTP server reading this pool can reach on this machine, so it tells how much of P2's gap
//! to its 0.5× target belongs to the product and how much to HTTP and the machine (issue 6).

use std::time::Duration;

use anyhow::Context;
use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use std::sync::Arc;

use sqlx::postgres::{PgPoolOptions, PgRow};
use sqlx::{Connection, FromRow, PgConnection, PgPool};

use crate::reads::LIST_SQL;

/// Which connections the bare server reads through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum BarePool {
    /// sqlx's pool with the product's settings (services/api/src/app.rs): 20 connections, no
    /// ping before each acquire; sqlx still pings on each release, as in the product.
    Sqlx,
    /// 20 connections handed out and taken back with no round trip of their own: the
    /// cheapest pool there can be, to bound what replacing sqlx's would gain.
    Plain,
}

type Row = (
    uuid::Uuid,
    String,
    String,
    i16,
    i16,
    Option<uuid::Uuid>,
    Option<chrono::NaiveDate>,
    Option<uuid::Uuid>,
    DateTime<Utc>,
    DateTime<Utc>,
    i64,
);

/// Serves `POST /graphql` on 127.0.0.1 (any port) until killed; prints `serving on <url>`.
pub async fn serve(database_url: &str, pool: BarePool) -> anyhow::Result<()> {
    let state = match pool {
        BarePool::Sqlx => Connections::Sqlx(
            PgPoolOptions::new()
                .max_connections(20)
                .test_before_acquire(false)
                .acquire_timeout(Duration::from_secs(30))
                .connect(database_url)
                .await
                .context("bare server: connecting to PostgreSQL")?,
        ),
        BarePool::Plain => Connections::Plain(Arc::new(PlainPool::new(database_url, 20).await?)),
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    println!("bare server serving on http://{}", listener.local_addr()?);
    let router = Router::new()
        .route("/graphql", post(tasks))
        .with_state(state);
    axum::serve(listener, router).await?;
    Ok(())
}

#[derive(Clone)]
enum Connections {
    Sqlx(PgPool),
    Plain(Arc<PlainPool>),
}

/// Open connections in a stack behind a semaphore; taking one and giving it back costs no
/// round trip. (Fine here: a request is never cancelled mid-query.)
struct PlainPool {
    idle: std::sync::Mutex<Vec<PgConnection>>,
    available: tokio::sync::Semaphore,
}

impl PlainPool {
    async fn new(database_url: &str, size: usize) -> anyhow::Result<Self> {
        let mut idle = Vec::with_capacity(size);
        for _ in 0..size {
            idle.push(PgConnection::connect(database_url).await?);
        }
        Ok(Self {
            idle: std::sync::Mutex::new(idle),
            available: tokio::sync::Semaphore::new(size),
        })
    }

    async fn fetch(&self, query: PgQuery<'_>) -> Result<Vec<PgRow>, sqlx::Error> {
        let _permit = self
            .available
            .acquire()
            .await
            .map_err(|_| sqlx::Error::PoolClosed)?;
        let mut conn = self
            .idle
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop()
            .ok_or(sqlx::Error::PoolClosed)?;
        let rows = query.fetch_all(&mut conn).await;
        self.idle
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(conn);
        rows
    }
}

type PgQuery<'q> = sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>;

/// P2's page: `first` and `filter.statusIds` from the variables, the same SQL the product
/// builds, and the response shape of `tasks { edges { cursor node { id title statusId
/// priorityId updatedAt version } } pageInfo { hasNextPage endCursor } }`.
async fn tasks(State(connections): State<Connections>, Json(body): Json<Value>) -> Json<Value> {
    let variables = &body["variables"];
    let first = variables["first"].as_i64().unwrap_or(20).clamp(1, 100);
    let statuses: Vec<i16> = variables["filter"]["statusIds"]
        .as_array()
        .map(|ids| {
            ids.iter()
                .filter_map(|id| id.as_i64())
                .map(|id| id as i16)
                .collect()
        })
        .unwrap_or_default();
    let query = sqlx::query(LIST_SQL)
        .bind(statuses)
        .bind(first + 1)
        .bind(0i64);
    let fetched = match &connections {
        Connections::Plain(plain) => plain.fetch(query).await,
        Connections::Sqlx(pool) => query.fetch_all(pool).await,
    };
    let rows: Vec<Row> = match fetched.and_then(|rows| rows.iter().map(Row::from_row).collect()) {
        Ok(rows) => rows,
        Err(error) => return Json(json!({ "errors": [{ "message": error.to_string() }] })),
    };
    let has_next_page = rows.len() as i64 > first;
    let cursor = |offset: usize| URL_SAFE_NO_PAD.encode(format!("offset:{offset}"));
    let edges: Vec<Value> = rows
        .iter()
        .take(first as usize)
        .enumerate()
        .map(|(offset, row)| {
            json!({
                "cursor": cursor(offset),
                "node": {
                    "id": URL_SAFE_NO_PAD.encode(format!("Task:{}", row.0)),
                    "title": row.1,
                    "statusId": row.3,
                    "priorityId": row.4,
                    "updatedAt": row.9.to_rfc3339(),
                    "version": row.10,
                }
            })
        })
        .collect();
    let end_cursor = edges.len().checked_sub(1).map(cursor);
    Json(json!({ "data": { "tasks": {
        "edges": edges,
        "pageInfo": { "hasNextPage": has_next_page, "endCursor": end_cursor },
    } } }))
}
