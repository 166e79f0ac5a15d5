//! Bulk edits (issue 35 §2): a batch's row and its items, as the `bulk_edits` projection keeps
//! them. This module names no area: an item's title is read through its kind's `ReadModel`.

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::pool::ReadPool;
use crate::access::{Caller, ReadModel};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BulkEditRow {
    pub bulk_edit_id: Uuid,
    pub entity_type: String,
    pub field: String,
    pub value: serde_json::Value,
    pub started_by: Option<Uuid>,
    pub started_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub status: String,
    pub total: i32,
    pub done: i32,
    pub changed: i32,
    pub unchanged: i32,
    pub refused: i32,
    pub undo_of: Option<Uuid>,
    pub undone_by: Option<Uuid>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

/// One item the batch changed: what an undo sets back, and the version it expects.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ChangedItem {
    pub item_id: Uuid,
    pub before: serde_json::Value,
    pub after_version: i64,
}

/// One refused item, with its title where the reader may read the item.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RefusedItem {
    pub item_id: Uuid,
    pub reason: String,
    pub code: String,
    pub title: Option<String>,
}

pub async fn by_id(pool: &ReadPool, id: Uuid) -> Result<Option<BulkEditRow>, sqlx::Error> {
    pool.fetch_optional(sqlx::query_as("SELECT * FROM bulk_edits WHERE bulk_edit_id = $1").bind(id))
        .await
}

/// The items `id` changed, in its order.
pub async fn changed(pool: &ReadPool, id: Uuid) -> Result<Vec<ChangedItem>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "SELECT item_id, before, after_version FROM bulk_edit_items
             WHERE bulk_edit_id = $1 AND outcome = 'changed' ORDER BY position",
        )
        .bind(id),
    )
    .await
}

/// The items `id` refused, in its order, each titled through its kind's read model where
/// `caller` may read it (`model`: `None` for a kind no screen names).
pub async fn refused(
    pool: &ReadPool,
    id: Uuid,
    model: Option<&ReadModel>,
    caller: &Caller,
) -> Result<Vec<RefusedItem>, sqlx::Error> {
    let mut query = QueryBuilder::<Postgres>::new("SELECT b.item_id, b.reason, b.code, ");
    match model {
        Some(model) => {
            query.push("CASE WHEN ");
            model.push_exists(&mut query, "b.item_id", caller);
            query.push(format!(" THEN {} END", model.title_sql("b.item_id")));
        }
        None => {
            query.push("NULL::text");
        }
    }
    query
        .push(" AS title FROM bulk_edit_items b WHERE b.bulk_edit_id = ")
        .push_bind(id)
        .push(" AND b.outcome = 'refused' ORDER BY b.position");
    pool.fetch_all(query.build_query_as()).await
}
