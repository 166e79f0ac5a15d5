//! The `ai_models` read model (projection "ai").

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AiModelRow {
    pub model_id: Uuid,
    pub provider: String,
    pub model_name: String,
    pub display_name: String,
    pub enabled: bool,
    pub max_tokens: i32,
    pub tool_keys: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct AiModelListFilter {
    pub keyword: Option<String>,
    pub enabled: Option<bool>,
    pub provider: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AiModelSortField {
    DisplayName,
    CreatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct AiModelSort {
    pub field: AiModelSortField,
    pub descending: bool,
}

const COLUMNS: &str = "model_id, provider, model_name, display_name, enabled, max_tokens, \
    tool_keys, created_at, updated_at, version";

pub async fn by_id(pool: &ReadPool, model_id: Uuid) -> Result<Option<AiModelRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM ai_models WHERE model_id = $1"
        ))
        .bind(model_id),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &AiModelListFilter) {
    query.push(" WHERE true");
    if let Some(keyword) = filter.keyword.as_deref() {
        query
            .push(" AND (display_name ILIKE ")
            .push_bind(super::like_pattern(keyword))
            .push(" OR model_name ILIKE ")
            .push_bind(super::like_pattern(keyword))
            .push(")");
    }
    if let Some(enabled) = filter.enabled {
        query.push(" AND enabled = ").push_bind(enabled);
    }
    if let Some(provider) = &filter.provider {
        query.push(" AND provider = ").push_bind(provider.clone());
    }
}

pub async fn list(
    pool: &ReadPool,
    filter: &AiModelListFilter,
    sort: AiModelSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<AiModelRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM ai_models"));
    push_filter(&mut query, filter);
    let column = match sort.field {
        AiModelSortField::DisplayName => "lower(display_name)",
        AiModelSortField::CreatedAt => "created_at",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, model_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &AiModelListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "ai_models", |query| push_filter(query, filter)).await
}
