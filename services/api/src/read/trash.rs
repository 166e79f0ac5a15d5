//! The trash (issue 35), over every area's trash table at once. Each projection whose entities
//! can be deleted keeps one (`staffhub_projections::trash`), all of the same columns, and the
//! descriptors name them (`Entity::trash`), so this module names no area. Where an area's
//! entries are not for everyone who may restore its kind (a restricted document), its rule is
//! asked inside the statement, of the row each entry would bring back ([`Visibility`]).

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use crate::access::{Caller, Condition};

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

/// One kind's trash table, as a reader reads it.
#[derive(Debug, Clone, Copy)]
pub struct TrashSource {
    /// The trash table and the entity type it holds.
    pub table: &'static str,
    pub entity_type: &'static str,
    /// Which entries the reader sees; `None`: all of them.
    pub visible: Option<Visibility>,
}

/// An area's row-level rule for its trash (`areas::Trash::visible`): a condition written over
/// its live row (`table` as `alias`), asked of the row an entry would bring back, read out of
/// the entry's `rows` as that table's row type. So an entry is seen by whoever would see, and
/// may restore, the entity once it is back, and by no one else.
#[derive(Debug, Clone, Copy)]
pub struct Visibility {
    pub table: &'static str,
    pub alias: &'static str,
    pub id_column: &'static str,
    pub condition: Condition,
}

/// Which trash tables a reader lists: those of the kinds they may restore, and of those the
/// kinds asked for.
#[derive(Debug, Clone, Default)]
pub struct TrashFilter {
    pub tables: Vec<TrashSource>,
    /// Only items whose title holds this.
    pub keyword: Option<String>,
    /// Who reads: a kind's rule is asked for them (none: no entry of a kind with a rule).
    pub caller: Option<Caller>,
}

/// `SELECT … FROM <trash table> trashed WHERE <its kind> AND <the reader may see it>`.
fn push_part(
    query: &mut QueryBuilder<'_, Postgres>,
    source: &TrashSource,
    caller: Option<&Caller>,
) {
    query
        .push(format!(
            "SELECT entity_id, entity_type, title, deleted_at, deleted_by, version FROM {} trashed \
             WHERE entity_type = ",
            source.table
        ))
        .push_bind(source.entity_type);
    let Some(visible) = source.visible else {
        return;
    };
    let Some(caller) = caller else {
        query.push(" AND false");
        return;
    };
    let Visibility { table, alias, .. } = visible;
    query.push(format!(
        " AND EXISTS (SELECT 1 FROM jsonb_populate_record(NULL::{table}, trashed.rows -> '{table}' -> 0) \
         {alias} WHERE true"
    ));
    (visible.condition)(query, caller);
    query.push(")");
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
    for (index, source) in filter.tables.iter().enumerate() {
        if index > 0 {
            query.push(" UNION ALL ");
        }
        push_part(query, source, filter.caller.as_ref());
    }
    query.push(") t WHERE true");
    push_keyword(query, filter.keyword.as_deref());
}

/// ` AND t.title ILIKE '%keyword%'`, for a keyword that is not empty: the one match of the
/// trash's search, for its pages and its live notices alike.
fn push_keyword(query: &mut QueryBuilder<'_, Postgres>, keyword: Option<&str>) {
    if let Some(keyword) = keyword.filter(|k| !k.is_empty()) {
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

/// One deleted entity's trash entry, if it is in `source`'s table, `caller` sees it and its
/// title holds `keyword` (a live list's search, matched as the list itself matches it).
pub async fn by_id(
    pool: &ReadPool,
    source: &TrashSource,
    caller: &Caller,
    entity_id: Uuid,
    keyword: Option<&str>,
) -> Result<Option<TrashRow>, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT * FROM (");
    push_part(&mut query, source, Some(caller));
    query
        .push(" AND entity_id = ")
        .push_bind(entity_id)
        .push(") t WHERE true");
    push_keyword(&mut query, keyword);
    pool.fetch_optional(query.build_query_as()).await
}

/// The title a deleted entity waits under in `table` (a unique name claimed again on restore).
pub async fn title(
    pool: &ReadPool,
    table: &str,
    entity_id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    let row: Option<(String,)> = pool
        .fetch_optional(
            sqlx::query_as(&format!("SELECT title FROM {table} WHERE entity_id = $1"))
                .bind(entity_id),
        )
        .await?;
    Ok(row.map(|(title,)| title))
}

/// Whether `caller` would see the live entity `entity_id` in `source`'s trash, were it there
/// (a restored one's notice goes only to those who saw its entry). True for a kind without a
/// rule.
pub async fn would_see(
    pool: &ReadPool,
    source: &TrashSource,
    caller: &Caller,
    entity_id: Uuid,
) -> Result<bool, sqlx::Error> {
    let Some(visible) = source.visible else {
        return Ok(true);
    };
    let Visibility {
        table,
        alias,
        id_column,
        condition,
    } = visible;
    let mut query = QueryBuilder::new(format!(
        "SELECT EXISTS (SELECT 1 FROM {table} {alias} WHERE {alias}.{id_column} = "
    ));
    query.push_bind(entity_id);
    condition(&mut query, caller);
    query.push(")");
    pool.fetch_scalar(query.build_query_scalar()).await
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
