//! The `task_list` read model (projection "tasks").

use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use super::search::Statement;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TaskRow {
    pub task_id: Uuid,
    pub title: String,
    pub description: String,
    pub status_id: i16,
    pub priority_id: i16,
    pub assignee_id: Option<Uuid>,
    pub due_date: Option<NaiveDate>,
    pub created_by: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct TaskListFilter {
    pub keyword: Option<String>,
    pub status_ids: Vec<i16>,
    pub priority_ids: Vec<i16>,
    pub assignee_ids: Vec<Uuid>,
    /// Also (or only, without `assignee_ids`) tasks nobody is assigned to.
    pub unassigned: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaskSortField {
    CreatedAt,
    UpdatedAt,
    DueDate,
    Priority,
    Status,
    Title,
}

#[derive(Debug, Clone, Copy)]
pub struct TaskSort {
    pub field: TaskSortField,
    pub descending: bool,
}

impl Default for TaskSort {
    fn default() -> Self {
        Self {
            field: TaskSortField::UpdatedAt,
            descending: true,
        }
    }
}

const COLUMNS: &str = "task_id, title, description, status_id, priority_id, assignee_id, due_date, created_by, \
                       created_at, updated_at, version";

pub async fn by_id(pool: &ReadPool, task_id: Uuid) -> Result<Option<TaskRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM task_list WHERE task_id = $1"
        ))
        .bind(task_id),
    )
    .await
}

/// Reads tasks by id for many concurrent callers at once (`read::by_id`).
pub type TaskLoader = super::by_id::ByIdLoader<Uuid, TaskRow>;

pub fn loader(pool: Arc<ReadPool>) -> TaskLoader {
    super::by_id::loader(
        pool,
        |row: &TaskRow| row.task_id,
        |pool, ids| async move { by_ids(&pool, &ids).await },
    )
}

async fn by_ids(pool: &ReadPool, task_ids: &[Uuid]) -> Result<Vec<TaskRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM task_list WHERE task_id = ANY($1)"
        ))
        .bind(task_ids),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &TaskListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions on `task_list`, each as ` AND …` (tasks have no row-level access:
/// every staff member reads every task). The list, its count and a live list's notices
/// ([`in_list`]) all use these, so a subscriber is told a task belongs exactly when the list
/// would show it (issue 32), a keyword found only in the description included.
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &TaskListFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        // Same expression as the trigram index in schema/…_read_models.sql.
        query.push(" AND ");
        super::push_text_keyword(
            query,
            "(title || ' ' || description)",
            "japanese_words",
            keyword,
        );
    }
    if !filter.status_ids.is_empty() {
        query
            .push(" AND status_id = ANY(")
            .push_bind(filter.status_ids.clone())
            .push(")");
    }
    if !filter.priority_ids.is_empty() {
        query
            .push(" AND priority_id = ANY(")
            .push_bind(filter.priority_ids.clone())
            .push(")");
    }
    match (filter.assignee_ids.is_empty(), filter.unassigned) {
        (true, false) => {}
        (false, false) => {
            query
                .push(" AND assignee_id = ANY(")
                .push_bind(filter.assignee_ids.clone())
                .push(")");
        }
        (true, true) => {
            query.push(" AND assignee_id IS NULL");
        }
        (false, true) => {
            query
                .push(" AND (assignee_id IS NULL OR assignee_id = ANY(")
                .push_bind(filter.assignee_ids.clone())
                .push("))");
        }
    }
}

/// One page of tasks. Ties are broken by id so paging is stable.
pub async fn list(
    pool: &ReadPool,
    filter: &TaskListFilter,
    sort: TaskSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<TaskRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM task_list"));
    push_filter(&mut query, filter);
    let column = match sort.field {
        TaskSortField::CreatedAt => "created_at",
        TaskSortField::UpdatedAt => "updated_at",
        TaskSortField::DueDate => "due_date",
        TaskSortField::Priority => "priority_id",
        TaskSortField::Status => "status_id",
        TaskSortField::Title => "lower(title)",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    // Descending lists put nulls last and ascending ones are the same index scanned backwards
    // (schema …05), except the due date: tasks without one come last either way, since
    // "soonest first" means the dated ones first (issue 12; its own index, schema …07).
    let nulls = if sort.descending || sort.field == TaskSortField::DueDate {
        "NULLS LAST"
    } else {
        "NULLS FIRST"
    };
    query.push(format!(
        " ORDER BY {column} {direction} {nulls}, task_id {direction}"
    ));
    query
        .push(" LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the task is in the list with `filter` as it is now (issue 32: a live list asks the
/// list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    task_id: Uuid,
    filter: &TaskListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "task_list", "task_id", task_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

impl TaskListFilter {
    /// No condition at all: every task is in the list.
    pub fn is_empty(&self) -> bool {
        self.keyword.as_deref().is_none_or(str::is_empty)
            && self.status_ids.is_empty()
            && self.priority_ids.is_empty()
            && self.assignee_ids.is_empty()
            && !self.unassigned
    }
}

pub async fn count(pool: &ReadPool, filter: &TaskListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "task_list", |query| push_filter(query, filter)).await
}

/// Search everywhere (issue 21): the title and description, as the task list's keyword (and
/// its trigram index).
pub const SEARCH: Statement = Statement {
    select: "t.*, NULL::text AS search_detail, NULL::text AS search_detail_ja FROM task_list t",
    title_terms: None,
    // As the list's index orders them (`task_list_by_updated`, NULLS LAST though the column has
    // none): a frequent text's other hits are then read in that order and stop at the page.
    ties: "t.updated_at DESC NULLS LAST, t.task_id DESC",
    matches: |query, terms| {
        super::push_text_keyword(
            query,
            "(t.title || ' ' || t.description)",
            "t.japanese_words",
            terms.text(),
        );
        true
    },
    title_implies_match: super::search::without_japanese,
};
