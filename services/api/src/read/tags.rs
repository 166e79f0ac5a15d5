//! The `tag_list` read model (projection "tags").

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TagRow {
    pub tag_id: Uuid,
    pub name: String,
    pub color: String,
    pub created_by: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct TagListFilter {
    pub keyword: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TagSortField {
    Name,
    CreatedAt,
    UpdatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct TagSort {
    pub field: TagSortField,
    pub descending: bool,
}

const COLUMNS: &str = "tag_id, name, color, created_by, created_at, updated_at, version";

pub async fn by_id(pool: &ReadPool, tag_id: Uuid) -> Result<Option<TagRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM tag_list WHERE tag_id = $1")).bind(tag_id),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &TagListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions on `tag_list`, each as ` AND …` (everyone signed in reads every tag).
/// The list, its count and a live list's notices ([`in_list`]) all use these, so a renamed tag
/// leaves or joins a searched list exactly as the list would show it (issue 32).
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &TagListFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        query
            .push(" AND name ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
}

/// Whether the tag is in the list with `filter` as it is now (issue 32: a live list asks the
/// list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    tag_id: Uuid,
    filter: &TagListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "tag_list", "tag_id", tag_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

pub async fn list(
    pool: &ReadPool,
    filter: &TagListFilter,
    sort: TagSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<TagRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM tag_list"));
    push_filter(&mut query, filter);
    let column = match sort.field {
        TagSortField::Name => "lower(name)",
        TagSortField::CreatedAt => "created_at",
        TagSortField::UpdatedAt => "updated_at",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, tag_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &TagListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "tag_list", |query| push_filter(query, filter)).await
}

/// The live tags among `ids` (other areas show the tags they attach).
pub async fn by_ids(pool: &ReadPool, ids: &[Uuid]) -> Result<Vec<TagRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM tag_list WHERE tag_id = ANY($1)"
        ))
        .bind(ids.to_vec()),
    )
    .await
}
