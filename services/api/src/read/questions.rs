//! The `question_list` read model (projection "questions"). Access is part of every query:
//! a question of a project is visible to the project's team and to Management; the internal
//! Q&A board to every employee (issue 13: project questions are asked inside the team).

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use crate::access::Caller;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct QuestionRow {
    pub question_id: Uuid,
    pub scope: String,
    pub project_id: Option<Uuid>,
    pub organization_id: Option<Uuid>,
    pub title: String,
    pub body: String,
    pub status: i16,
    pub asker_id: Option<Uuid>,
    pub answer: Option<String>,
    pub answered_by: Option<Uuid>,
    pub answered_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct QuestionListFilter {
    pub keyword: Option<String>,
    pub scopes: Vec<String>,
    pub project_id: Option<Uuid>,
    pub status_ids: Vec<i16>,
    /// Internal questions and those of projects this employee is on, asked by someone else.
    pub addressed_to: Option<Uuid>,
    pub viewer: Option<Caller>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuestionSortField {
    CreatedAt,
    UpdatedAt,
    Title,
}

#[derive(Debug, Clone, Copy)]
pub struct QuestionSort {
    pub field: QuestionSortField,
    pub descending: bool,
}

const COLUMNS: &str = "q.question_id, q.scope, q.project_id, q.organization_id, q.title, \
    q.body, q.status, q.asker_id, q.answer, q.answered_by, q.answered_at, q.created_at, \
    q.updated_at, q.version";

pub fn push_access(query: &mut QueryBuilder<'_, Postgres>, viewer: Option<&Caller>) {
    // No viewer: nothing is visible (a caller must say who reads).
    let Some(viewer) = viewer else {
        query.push(" AND false");
        return;
    };
    condition(query, viewer);
}

/// [`RULE`]'s condition over `q`.
pub fn condition(query: &mut QueryBuilder<'_, Postgres>, viewer: &Caller) {
    if viewer.manager {
        return;
    }
    query
        .push(" AND (q.scope = 'internal' OR EXISTS (SELECT 1 FROM project_list p WHERE p.project_id = q.project_id AND p.employee_ids @> ARRAY[")
        .push_bind(viewer.employee_id)
        .push("]::uuid[]))");
}

/// The question, if `viewer` may see it.
pub async fn by_id(
    pool: &ReadPool,
    question_id: Uuid,
    viewer: Option<&Caller>,
) -> Result<Option<QuestionRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {COLUMNS} FROM question_list q WHERE q.question_id = "
    ));
    query.push_bind(question_id);
    push_access(&mut query, viewer);
    pool.fetch_optional(query.build_query_as()).await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &QuestionListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions on `q`, each as ` AND …`: the reader's access (a project's questions
/// are for its team and Management) and the filter. The list, its count and a live list's
/// notices ([`in_list`]) all use these, so a subscriber is told a question belongs exactly
/// when the list would show it, and one they may no longer see leaves (issue 32).
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &QuestionListFilter) {
    push_access(query, filter.viewer.as_ref());
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        let pattern = super::like_pattern(keyword);
        query
            .push(" AND (q.title ILIKE ")
            .push_bind(pattern.clone())
            .push(" OR q.body ILIKE ")
            .push_bind(pattern)
            .push(")");
    }
    if !filter.scopes.is_empty() {
        query
            .push(" AND q.scope = ANY(")
            .push_bind(filter.scopes.clone())
            .push(")");
    }
    if let Some(project) = filter.project_id {
        query.push(" AND q.project_id = ").push_bind(project);
    }
    if let Some(employee) = filter.addressed_to {
        query
            .push(" AND q.asker_id IS DISTINCT FROM ")
            .push_bind(employee)
            .push(" AND (q.scope = 'internal' OR EXISTS (SELECT 1 FROM project_list p WHERE p.project_id = q.project_id AND p.employee_ids @> ARRAY[")
            .push_bind(employee)
            .push("]::uuid[]))");
    }
    if !filter.status_ids.is_empty() {
        query
            .push(" AND q.status = ANY(")
            .push_bind(filter.status_ids.clone())
            .push(")");
    }
}

/// Whether the question is in the list with `filter` (its viewer included) as it is now
/// (issue 32: a live list asks the list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    question_id: Uuid,
    filter: &QuestionListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "question_list q",
        "q.question_id",
        question_id,
        |query| push_conditions(query, filter),
    )
    .await
}

pub async fn list(
    pool: &ReadPool,
    filter: &QuestionListFilter,
    sort: QuestionSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<QuestionRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM question_list q"));
    push_filter(&mut query, filter);
    let column = match sort.field {
        QuestionSortField::CreatedAt => "q.created_at",
        QuestionSortField::UpdatedAt => "q.updated_at",
        QuestionSortField::Title => "lower(q.title)",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, q.question_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &QuestionListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "question_list q", |query| push_filter(query, filter)).await
}
