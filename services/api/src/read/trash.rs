//! The trash (issue 35), over every area's trash table at once. Each projection whose entities
//! can be deleted keeps one (`staffhub_projections::trash`), all of the same columns, and the
//! descriptors name them (`Entity::trash`), so this module names no area.

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;

/// One deleted entity, as the trash lists it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TrashRow {
    pub entity_id: Uuid,
    pub entity_type: String,
    pub title: String,
    pub deleted_at: DateTime<Utc>,
    pub deleted_by: Option<Uuid>,
    pub version: i64,
}

/// Which trash tables a reader lists: those of the kinds they may restore, and of those the
/// kinds asked for.
#[derive(Debug, Clone, Default)]
pub struct TrashFilter {
    /// Trash tables, each with the entity type it holds.
    pub tables: Vec<(&'static str, &'static str)>,
    /// Only items whose title holds this.
    pub keyword: Option<String>,
}

/// `SELECT … FROM (every table's rows) t`, or an empty set when no table is readable.
fn push_from(query: &mut QueryBuilder<'_, Postgres>, filter: &TrashFilter) {
    query.push("(");
    if filter.tables.is_empty() {
        query.push(
            "SELECT NULL::uuid AS entity_id, NULL::text AS entity_type, NULL::text AS title, \
             NULL::timestamptz AS deleted_at, NULL::uuid AS deleted_by, NULL::bigint AS version \
             WHERE false",
        );
    }
    for (index, (table, entity_type)) in filter.tables.iter().enumerate() {
        if index > 0 {
            query.push(" UNION ALL ");
        }
        query
            .push(format!(
                "SELECT entity_id, entity_type, title, deleted_at, deleted_by, version FROM {table} \
                 WHERE entity_type = "
            ))
            .push_bind(*entity_type);
    }
    query.push(") t WHERE true");
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        query
            .push(" AND t.title ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
}

/// The newest deletions first.
pub async fn list(
    pool: &ReadPool,
    filter: &TrashFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<TrashRow>, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT t.* FROM ");
    push_from(&mut query, filter);
    query
        .push(" ORDER BY t.deleted_at DESC, t.entity_id DESC LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &TrashFilter) -> Result<Total, sqlx::Error> {
    // `total` reads `FROM <from>` and then the conditions: the union is both.
    total(pool, "", |query| push_from(query, filter)).await
}

/// One deleted entity's trash entry, if it is in `table`.
pub async fn by_id(
    pool: &ReadPool,
    table: &str,
    entity_id: Uuid,
) -> Result<Option<TrashRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT entity_id, entity_type, title, deleted_at, deleted_by, version FROM {table} \
             WHERE entity_id = $1"
        ))
        .bind(entity_id),
    )
    .await
}

/// A deleted entity's own row as it was when deleted, read as the live table's row type (a
/// restore asks who may edit it of the row it will bring back).
pub async fn row<T>(
    pool: &ReadPool,
    trash_table: &str,
    table: &str,
    entity_id: Uuid,
) -> Result<Option<T>, sqlx::Error>
where
    T: Send + Unpin + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>,
{
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT (jsonb_populate_record(NULL::{table}, rows -> '{table}' -> 0)).* \
             FROM {trash_table} WHERE entity_id = $1"
        ))
        .bind(entity_id),
    )
    .await
}
