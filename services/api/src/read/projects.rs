//! The `project_list` read model (projection "projects").

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use super::search::Statement;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProjectRow {
    pub project_id: Uuid,
    pub name: String,
    pub description: String,
    pub status: i16,
    pub organization_ids: Vec<Uuid>,
    pub employee_ids: Vec<Uuid>,
    pub created_by: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct ProjectListFilter {
    pub keyword: Option<String>,
    pub status_ids: Vec<i16>,
    /// Projects this employee is on.
    pub employee_id: Option<Uuid>,
    pub organization_id: Option<Uuid>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProjectSortField {
    Name,
    CreatedAt,
    UpdatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct ProjectSort {
    pub field: ProjectSortField,
    pub descending: bool,
}

const COLUMNS: &str = "project_id, name, description, status, organization_ids, employee_ids, \
    created_by, created_at, updated_at, version";

pub async fn by_id(pool: &ReadPool, project_id: Uuid) -> Result<Option<ProjectRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM project_list WHERE project_id = $1"
        ))
        .bind(project_id),
    )
    .await
}

/// Reads projects by id for many concurrent callers at once (`read::by_id`): the questions of
/// a page each name their project.
pub type ProjectLoader = super::by_id::ByIdLoader<Uuid, ProjectRow>;

pub fn loader(pool: std::sync::Arc<ReadPool>) -> ProjectLoader {
    let sql = format!("SELECT {COLUMNS} FROM project_list WHERE project_id = ANY($1)");
    super::by_id::by_sql(pool, sql, |row: &ProjectRow| row.project_id)
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &ProjectListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions on `project_list`, each as ` AND …` (every staff member reads every
/// project). The list, its count and a live list's notices ([`in_list`]) all use these, so a
/// subscriber is told a project belongs exactly when the list would show it (issue 32).
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &ProjectListFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        query
            .push(" AND name ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
    if !filter.status_ids.is_empty() {
        query
            .push(" AND status = ANY(")
            .push_bind(filter.status_ids.clone())
            .push(")");
    }
    if let Some(employee) = filter.employee_id {
        query
            .push(" AND employee_ids @> ARRAY[")
            .push_bind(employee)
            .push("]::uuid[]");
    }
    if let Some(organization) = filter.organization_id {
        query
            .push(" AND ")
            .push_bind(organization)
            .push(" = ANY(organization_ids)");
    }
}

pub async fn list(
    pool: &ReadPool,
    filter: &ProjectListFilter,
    sort: ProjectSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<ProjectRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM project_list"));
    push_filter(&mut query, filter);
    let column = match sort.field {
        ProjectSortField::Name => "lower(name)",
        ProjectSortField::CreatedAt => "created_at",
        ProjectSortField::UpdatedAt => "updated_at",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, project_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the project is in the list with `filter` as it is now (issue 32: a live list asks
/// the list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    project_id: Uuid,
    filter: &ProjectListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "project_list", "project_id", project_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

pub async fn count(pool: &ReadPool, filter: &ProjectListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "project_list", |query| push_filter(query, filter)).await
}

/// Search everywhere (issue 21): the name (as the project list's keyword) and the description.
pub const SEARCH: Statement = Statement {
    select: "p.*, NULL::text AS search_detail, NULL::text AS search_detail_ja \
             FROM project_list p",
    title_terms: None,
    ties: "p.updated_at DESC, p.project_id DESC",
    matches: |query, terms| {
        query
            .push("p.name ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR p.description ILIKE ")
            .push_bind(terms.contains.clone());
        true
    },
    title_implies_match: super::search::never,
};
