//! The `agent_roles` and `agents` read models (projection "agents").

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use super::search::Statement;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AgentRoleRow {
    pub role_id: Uuid,
    pub name: String,
    pub category: i16,
    /// Agents (not archived) holding the role.
    pub agent_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AgentRow {
    pub agent_id: Uuid,
    pub name: String,
    pub description: String,
    pub instruction: String,
    pub role_id: Uuid,
    pub emotional_level: i16,
    pub default_model_id: Option<Uuid>,
    pub default_tool_keys: Vec<String>,
    pub document_ids: Vec<Uuid>,
    pub tag_ids: Vec<Uuid>,
    pub author_id: Option<Uuid>,
    pub archived: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct AgentListFilter {
    pub keyword: Option<String>,
    pub role_id: Option<Uuid>,
    pub role_category: Option<i16>,
    pub tag_ids: Vec<Uuid>,
    pub archived: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AgentSortField {
    Name,
    UpdatedAt,
    CreatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct AgentSort {
    pub field: AgentSortField,
    pub descending: bool,
}

const ROLE_COLUMNS: &str = "r.role_id, r.name, r.category, \
    (SELECT count(*) FROM agents a WHERE a.role_id = r.role_id AND NOT a.archived) AS agent_count, \
    r.created_at, r.updated_at, r.version";

const COLUMNS: &str = "a.agent_id, a.name, a.description, a.instruction, a.role_id, \
    a.emotional_level, a.default_model_id, a.default_tool_keys, a.document_ids, a.tag_ids, \
    a.author_id, a.archived, a.created_at, a.updated_at, a.version";

pub async fn role_by_id(
    pool: &ReadPool,
    role_id: Uuid,
) -> Result<Option<AgentRoleRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {ROLE_COLUMNS} FROM agent_roles r WHERE r.role_id = $1"
        ))
        .bind(role_id),
    )
    .await
}

/// Every agent role, by name (a short list: roles are few).
pub async fn roles(pool: &ReadPool) -> Result<Vec<AgentRoleRow>, sqlx::Error> {
    pool.fetch_all(sqlx::query_as(&format!(
        "SELECT {ROLE_COLUMNS} FROM agent_roles r ORDER BY lower(r.name), r.role_id"
    )))
    .await
}

pub async fn by_id(pool: &ReadPool, agent_id: Uuid) -> Result<Option<AgentRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM agents a WHERE a.agent_id = $1"
        ))
        .bind(agent_id),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &AgentListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions on `a`, each as ` AND …` (every staff member reads every agent). The
/// list, its count and a live list's notices ([`in_list`]) all use these, so a subscriber is
/// told an agent belongs exactly when the list would show it (issue 32).
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &AgentListFilter) {
    if let Some(keyword) = filter.keyword.as_deref() {
        query
            .push(" AND (a.name || ' ' || a.description) ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
    if let Some(role_id) = filter.role_id {
        query.push(" AND a.role_id = ").push_bind(role_id);
    }
    if let Some(category) = filter.role_category {
        query
            .push(" AND a.role_id IN (SELECT role_id FROM agent_roles WHERE category = ")
            .push_bind(category)
            .push(")");
    }
    if !filter.tag_ids.is_empty() {
        query
            .push(" AND a.tag_ids && ")
            .push_bind(filter.tag_ids.clone());
    }
    if let Some(archived) = filter.archived {
        query.push(" AND a.archived = ").push_bind(archived);
    }
}

/// Whether the agent is in the list with `filter` as it is now (issue 32: a live list asks
/// the list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    agent_id: Uuid,
    filter: &AgentListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "agents a", "a.agent_id", agent_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

pub async fn list(
    pool: &ReadPool,
    filter: &AgentListFilter,
    sort: AgentSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<AgentRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM agents a"));
    push_filter(&mut query, filter);
    let column = match sort.field {
        AgentSortField::Name => "lower(a.name)",
        AgentSortField::UpdatedAt => "a.updated_at",
        AgentSortField::CreatedAt => "a.created_at",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, a.agent_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &AgentListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "agents a", |query| push_filter(query, filter)).await
}

/// Search everywhere (issue 21): agents in use (not archived) by name and description, as the
/// agent list's keyword; the role's name for the second line.
pub const SEARCH: Statement = Statement {
    select: "ag.*, r.name AS search_detail, NULL::text AS search_detail_ja \
             FROM agents ag LEFT JOIN agent_roles r ON r.role_id = ag.role_id",
    title_terms: None,
    ties: "ag.updated_at DESC, ag.agent_id DESC",
    matches: |query, terms| {
        query
            .push("NOT ag.archived AND (ag.name || ' ' || ag.description) ILIKE ")
            .push_bind(terms.contains.clone());
        true
    },
    title_implies_match: super::search::never,
};
