//! The `workflow_templates` and `workflow_instances` read models (projection "workflows").
//!
//! Access is filtered here, in the SQL (issue 20): a hidden template is for management only;
//! an instance is read by its owner, by holders of any of its steps' approver roles, and by
//! management.

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{Postgres, QueryBuilder};
use staffhub_domain::workflows::{StepPlan, WorkflowInstance};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use crate::access::Caller;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TemplateRow {
    pub template_id: Uuid,
    pub name: String,
    pub description: String,
    pub visibility: i16,
    pub archived: bool,
    pub steps: Json<Vec<StepPlan>>,
    pub author_id: Option<Uuid>,
    /// Instances started from it that are in progress.
    pub running_instance_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InstanceRow {
    pub instance_id: Uuid,
    pub name: String,
    pub owner_id: Uuid,
    pub template_id: Uuid,
    pub template_name: String,
    pub template_version: i64,
    pub progress: i16,
    pub state: Json<WorkflowInstance>,
    pub step_count: i32,
    pub done_step_count: i32,
    pub current_step_key: Option<Uuid>,
    pub waiting_for: i16,
    pub current_approver_role_id: Option<i32>,
    pub current_due_at: Option<DateTime<Utc>>,
    pub overdue: bool,
    pub approver_role_ids: Vec<i32>,
    pub started_at: DateTime<Utc>,
    pub completed_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct TemplateListFilter {
    pub keyword: Option<String>,
    pub visibility: Vec<i16>,
    pub archived: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TemplateSortField {
    Name,
    UpdatedAt,
    CreatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct TemplateSort {
    pub field: TemplateSortField,
    pub descending: bool,
}

#[derive(Debug, Clone)]
pub struct InstanceListFilter {
    pub viewer: Caller,
    pub keyword: Option<String>,
    pub template_id: Option<Uuid>,
    pub owner_id: Option<Uuid>,
    pub progress: Vec<i16>,
    pub waiting_for_me: Option<bool>,
    pub overdue: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InstanceSortField {
    StartedAt,
    UpdatedAt,
    Name,
}

#[derive(Debug, Clone, Copy)]
pub struct InstanceSort {
    pub field: InstanceSortField,
    pub descending: bool,
}

const TEMPLATE_COLUMNS: &str = "t.template_id, t.name, t.description, t.visibility, t.archived, \
    t.steps, t.author_id, \
    (SELECT count(*) FROM workflow_instances i WHERE i.template_id = t.template_id \
        AND i.progress = 1) AS running_instance_count, \
    t.created_at, t.updated_at, t.version";

const INSTANCE_COLUMNS: &str = "i.instance_id, i.name, i.owner_id, i.template_id, \
    i.template_name, i.template_version, i.progress, i.state, i.step_count, i.done_step_count, \
    i.current_step_key, i.waiting_for, i.current_approver_role_id, i.current_due_at, i.overdue, \
    i.approver_role_ids, i.started_at, i.completed_at, i.updated_at, i.version";

/// Hidden templates are management's (spec §4 visibility hidden 3).
const HIDDEN: i16 = 3;

fn push_template_access(query: &mut QueryBuilder<'_, Postgres>, manager: bool) {
    if !manager {
        query.push(" AND t.visibility <> ").push_bind(HIDDEN);
    }
}

/// [`push_template_access`] as a row-level condition over `t` (`access::Condition`): the
/// descriptor's read model rule and its trash's (issue 35), so a hidden template, live or
/// deleted, is Management's alone.
pub fn template_condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    push_template_access(query, caller.manager);
}

/// A template the viewer may read.
pub async fn template_by_id(
    pool: &ReadPool,
    template_id: Uuid,
    manager: bool,
) -> Result<Option<TemplateRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {TEMPLATE_COLUMNS} FROM workflow_templates t WHERE t.template_id = "
    ));
    query.push_bind(template_id);
    push_template_access(&mut query, manager);
    pool.fetch_optional(query.build_query_as()).await
}

fn push_template_filter(
    query: &mut QueryBuilder<'_, Postgres>,
    filter: &TemplateListFilter,
    manager: bool,
) {
    query.push(" WHERE true");
    push_template_conditions(query, filter, manager);
}

/// The template list's conditions on `t`, each as ` AND …`: the reader's access (hidden
/// templates are management's) and the filter. The list, its count and a live list's notices
/// ([`template_in_list`]) all use these, so a subscriber is told a template belongs exactly
/// when the list would show it (issue 32).
pub fn push_template_conditions(
    query: &mut QueryBuilder<'_, Postgres>,
    filter: &TemplateListFilter,
    manager: bool,
) {
    push_template_access(query, manager);
    if let Some(keyword) = filter.keyword.as_deref() {
        query
            .push(" AND (t.name || ' ' || t.description) ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
    if !filter.visibility.is_empty() {
        query
            .push(" AND t.visibility = ANY(")
            .push_bind(filter.visibility.clone())
            .push(")");
    }
    if let Some(archived) = filter.archived {
        query.push(" AND t.archived = ").push_bind(archived);
    }
}

/// Whether the template is in the list with `filter` for a reader who is (or is not) a
/// manager, as it is now (issue 32: a live list asks the list's own SQL).
pub async fn template_in_list(
    pool: &ReadPool,
    template_id: Uuid,
    filter: &TemplateListFilter,
    manager: bool,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "workflow_templates t",
        "t.template_id",
        template_id,
        |query| push_template_conditions(query, filter, manager),
    )
    .await
}

pub async fn templates(
    pool: &ReadPool,
    filter: &TemplateListFilter,
    manager: bool,
    sort: TemplateSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<TemplateRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {TEMPLATE_COLUMNS} FROM workflow_templates t"
    ));
    push_template_filter(&mut query, filter, manager);
    let column = match sort.field {
        TemplateSortField::Name => "lower(t.name)",
        TemplateSortField::UpdatedAt => "t.updated_at",
        TemplateSortField::CreatedAt => "t.created_at",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, t.template_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// The connection's `totalCount` (the filter carries the viewer's access).
pub async fn count_templates(
    pool: &ReadPool,
    filter: &(TemplateListFilter, bool),
) -> Result<Total, sqlx::Error> {
    total(pool, "workflow_templates t", |query| {
        push_template_filter(query, &filter.0, filter.1)
    })
    .await
}

pub fn push_instance_access(query: &mut QueryBuilder<'_, Postgres>, viewer: &Caller) {
    if viewer.manager {
        return;
    }
    query
        .push(" AND (i.owner_id = ")
        .push_bind(viewer.employee_id)
        .push(" OR i.approver_role_ids && ")
        .push_bind(viewer.role_ids.clone())
        .push(")");
}

/// An instance the viewer may read.
pub async fn instance_by_id(
    pool: &ReadPool,
    instance_id: Uuid,
    viewer: &Caller,
) -> Result<Option<InstanceRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {INSTANCE_COLUMNS} FROM workflow_instances i WHERE i.instance_id = "
    ));
    query.push_bind(instance_id);
    push_instance_access(&mut query, viewer);
    pool.fetch_optional(query.build_query_as()).await
}

/// An instance whoever reads it (the command path's read-back; the caller checks access).
pub async fn instance_row(
    pool: &ReadPool,
    instance_id: Uuid,
) -> Result<Option<InstanceRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {INSTANCE_COLUMNS} FROM workflow_instances i WHERE i.instance_id = $1"
        ))
        .bind(instance_id),
    )
    .await
}

/// A template whoever reads it (the command path's read-back).
pub async fn template_row(
    pool: &ReadPool,
    template_id: Uuid,
) -> Result<Option<TemplateRow>, sqlx::Error> {
    template_by_id(pool, template_id, true).await
}

fn push_instance_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &InstanceListFilter) {
    query.push(" WHERE true");
    push_instance_conditions(query, filter);
}

/// The instance list's conditions on `i`, each as ` AND …`: the viewer's access (owner,
/// approver roles, management) and the filter. The list, its count and a live list's notices
/// ([`instance_in_list`]) all use these, so a subscriber is told an instance belongs exactly
/// when the list would show it, and one they may no longer read leaves (issue 32).
pub fn push_instance_conditions(
    query: &mut QueryBuilder<'_, Postgres>,
    filter: &InstanceListFilter,
) {
    push_instance_access(query, &filter.viewer);
    if let Some(keyword) = filter.keyword.as_deref() {
        query
            .push(" AND (i.name || ' ' || i.template_name) ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
    if let Some(template_id) = filter.template_id {
        query.push(" AND i.template_id = ").push_bind(template_id);
    }
    if let Some(owner_id) = filter.owner_id {
        query.push(" AND i.owner_id = ").push_bind(owner_id);
    }
    if !filter.progress.is_empty() {
        query
            .push(" AND i.progress = ANY(")
            .push_bind(filter.progress.clone())
            .push(")");
    }
    if let Some(waiting) = filter.waiting_for_me {
        // The owner acts on a step waiting for the owner; a holder of the approver role (not
        // the owner: nobody approves their own step) on a pending approval.
        query
            .push(if waiting { " AND " } else { " AND NOT " })
            .push("((i.waiting_for = 1 AND i.owner_id = ")
            .push_bind(filter.viewer.employee_id)
            .push(") OR (i.waiting_for = 2 AND i.owner_id <> ")
            .push_bind(filter.viewer.employee_id)
            .push(" AND i.current_approver_role_id = ANY(")
            .push_bind(filter.viewer.role_ids.clone())
            .push(")))");
    }
    if let Some(overdue) = filter.overdue {
        query.push(" AND i.overdue = ").push_bind(overdue);
    }
}

/// Whether the instance is in the list with `filter` (its viewer included) as it is now
/// (issue 32: a live list asks the list's own SQL).
pub async fn instance_in_list(
    pool: &ReadPool,
    instance_id: Uuid,
    filter: &InstanceListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "workflow_instances i",
        "i.instance_id",
        instance_id,
        |query| push_instance_conditions(query, filter),
    )
    .await
}

pub async fn instances(
    pool: &ReadPool,
    filter: &InstanceListFilter,
    sort: InstanceSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<InstanceRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {INSTANCE_COLUMNS} FROM workflow_instances i"
    ));
    push_instance_filter(&mut query, filter);
    let column = match sort.field {
        InstanceSortField::StartedAt => "i.started_at",
        InstanceSortField::UpdatedAt => "i.updated_at",
        InstanceSortField::Name => "lower(i.name)",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, i.instance_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count_instances(
    pool: &ReadPool,
    filter: &InstanceListFilter,
) -> Result<Total, sqlx::Error> {
    total(pool, "workflow_instances i", |query| {
        push_instance_filter(query, filter)
    })
    .await
}
