//! Imports (issue 35 §3): an import's row and its refused lines, as the `imports` projection
//! keeps them. This module names no area.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::pool::ReadPool;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ImportRow {
    pub import_id: Uuid,
    pub entity_type: String,
    pub file_name: String,
    pub encoding: String,
    pub started_by: Option<Uuid>,
    pub started_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub status: String,
    pub total: i32,
    pub done: i32,
    pub created: i32,
    pub updated: i32,
    pub unchanged: i32,
    pub refused: i32,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

/// One refused line.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RefusedLine {
    pub line: i32,
    pub code: String,
    pub field: Option<String>,
}

const COLUMNS: &str = "import_id, entity_type, file_name, encoding, started_by, started_at,
    finished_at, status, total, done, created, updated, unchanged, refused, updated_at, version";

pub async fn by_id(pool: &ReadPool, id: Uuid) -> Result<Option<ImportRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM imports WHERE import_id = $1"
        ))
        .bind(id),
    )
    .await
}

/// The refused lines of an import, in the file's order (at most `limit`).
pub async fn refused(
    pool: &ReadPool,
    id: Uuid,
    limit: i64,
) -> Result<Vec<RefusedLine>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "SELECT line, code, field FROM import_rows
             WHERE import_id = $1 AND outcome = 'refused' ORDER BY line LIMIT $2",
        )
        .bind(id)
        .bind(limit),
    )
    .await
}
