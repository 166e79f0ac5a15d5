//! The `employee_directory` and `role_directory` read models (projection "members").

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use super::search::Statement;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EmployeeRow {
    pub employee_id: Uuid,
    pub name: String,
    pub email: String,
    pub avatar_url: Option<String>,
    pub registered_at: DateTime<Utc>,
    pub role_ids: Vec<i32>,
    pub deactivated_at: Option<DateTime<Utc>>,
    pub version: i64,
}

#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct RoleRow {
    pub role_id: i32,
    pub name: String,
    pub category_id: i16,
    pub version: i64,
    /// Issue 37 §1: set once deleted; the row stays so references keep the role's name.
    pub deleted_at: Option<DateTime<Utc>>,
}

const COLUMNS: &str =
    "employee_id, name, email, avatar_url, registered_at, role_ids, deactivated_at, version";

/// Which employees a list shows.
#[derive(Debug, Clone, Default)]
pub struct EmployeeListFilter {
    pub keyword: Option<String>,
    /// Employees holding any of these roles.
    pub role_ids: Vec<i32>,
    pub include_deactivated: bool,
}

pub async fn by_id(pool: &ReadPool, employee_id: Uuid) -> Result<Option<EmployeeRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM employee_directory WHERE employee_id = $1"
        ))
        .bind(employee_id),
    )
    .await
}

pub async fn by_ids(pool: &ReadPool, ids: &[Uuid]) -> Result<Vec<EmployeeRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM employee_directory WHERE employee_id = ANY($1)"
        ))
        .bind(ids),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &EmployeeListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions, each as ` AND …`: the list, its count and a live list's `in_list`
/// push the same ones (issue 32), so a member joins or leaves a live list as a fresh load
/// would have it.
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &EmployeeListFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        let pattern = super::like_pattern(keyword);
        query
            .push(" AND (name ILIKE ")
            .push_bind(pattern.clone())
            .push(" OR email ILIKE ")
            .push_bind(pattern)
            .push(")");
    }
    if !filter.role_ids.is_empty() {
        query
            .push(" AND role_ids && ")
            .push_bind(filter.role_ids.clone());
    }
    if !filter.include_deactivated {
        query.push(" AND deactivated_at IS NULL");
    }
}

pub async fn list(
    pool: &ReadPool,
    filter: &EmployeeListFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<EmployeeRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM employee_directory"));
    push_filter(&mut query, filter);
    query
        .push(" ORDER BY name, employee_id LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the employee is in the directory list with `filter` as it is now (issue 32: a live
/// list asks the list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    employee_id: Uuid,
    filter: &EmployeeListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "employee_directory",
        "employee_id",
        employee_id,
        |query| push_conditions(query, filter),
    )
    .await
}

pub async fn count(pool: &ReadPool, filter: &EmployeeListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "employee_directory", |query| {
        push_filter(query, filter)
    })
    .await
}

/// Every role that is not deleted, with how many active employees hold it.
pub async fn all_roles(pool: &ReadPool) -> Result<Vec<(RoleRow, i64)>, sqlx::Error> {
    roles_where(pool, "r.deleted_at IS NULL ORDER BY r.role_id", None).await
}

/// Deleted roles, the most recently deleted first.
pub async fn deleted_roles(pool: &ReadPool) -> Result<Vec<(RoleRow, i64)>, sqlx::Error> {
    roles_where(
        pool,
        "r.deleted_at IS NOT NULL ORDER BY r.deleted_at DESC, r.role_id",
        None,
    )
    .await
}

/// One role, deleted or not, with how many active employees hold it.
pub async fn role_by_id(
    pool: &ReadPool,
    role_id: i32,
) -> Result<Option<(RoleRow, i64)>, sqlx::Error> {
    Ok(roles_where(pool, "r.role_id = $1", Some(role_id))
        .await?
        .into_iter()
        .next())
}

async fn roles_where(
    pool: &ReadPool,
    condition: &str,
    role_id: Option<i32>,
) -> Result<Vec<(RoleRow, i64)>, sqlx::Error> {
    let sql = format!(
        "SELECT r.role_id, r.name, r.category_id, r.version, r.deleted_at,
                (SELECT count(*) FROM employee_directory d
                 WHERE r.role_id = ANY (d.role_ids) AND d.deactivated_at IS NULL)
         FROM role_directory r WHERE {condition}"
    );
    let mut query = sqlx::query_as::<_, (i32, String, i16, i64, Option<DateTime<Utc>>, i64)>(&sql);
    if let Some(role_id) = role_id {
        query = query.bind(role_id);
    }
    let rows = pool.fetch_all(query).await?;
    Ok(rows
        .into_iter()
        .map(
            |(role_id, name, category_id, version, deleted_at, members)| {
                (
                    RoleRow {
                        role_id,
                        name,
                        category_id,
                        version,
                        deleted_at,
                    },
                    members,
                )
            },
        )
        .collect())
}

/// The roles of `role_ids` that are not deleted (a deleted role grants nothing and is not
/// listed among an employee's roles).
pub async fn roles(pool: &ReadPool, role_ids: &[i32]) -> Result<Vec<RoleRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as("SELECT role_id, name, category_id, version, deleted_at FROM role_directory WHERE role_id = ANY($1) AND deleted_at IS NULL ORDER BY role_id")
            .bind(role_ids),
    )
    .await
}

/// What an employee's deactivation leaves behind (issue 37 §1), asked before deactivating.
#[derive(Debug, Clone, Default)]
pub struct EmployeeDependents {
    /// Tasks assigned to the employee that are open (1) or processing (2).
    pub open_tasks: i64,
    pub assigned_issues: i64,
    /// Workflow instances in progress the employee owns.
    pub workflow_instances: i64,
    /// Roles (not deleted) the employee is the only active holder of that approve a step not
    /// done of an instance in progress.
    pub sole_approver_role_ids: Vec<i32>,
}

pub async fn employee_dependents(
    pool: &ReadPool,
    employee_id: Uuid,
) -> Result<EmployeeDependents, sqlx::Error> {
    let (open_tasks, assigned_issues, workflow_instances, sole_approver_role_ids) = pool
        .fetch_optional(
            sqlx::query_as::<_, (i64, i64, i64, Vec<i32>)>(
                "SELECT
                   (SELECT count(*) FROM task_list
                     WHERE assignee_id = $1 AND status_id IN (1, 2)),
                   (SELECT count(*) FROM issue_list WHERE $1 = ANY (assignee_ids)),
                   (SELECT count(*) FROM workflow_instances WHERE owner_id = $1 AND progress = 1),
                   coalesce((
                     SELECT array_agg(r.role_id ORDER BY r.role_id)
                     FROM employee_directory me
                     JOIN role_directory r ON r.role_id = ANY (me.role_ids) AND r.deleted_at IS NULL
                     WHERE me.employee_id = $1
                       AND NOT EXISTS (SELECT 1 FROM employee_directory other
                                       WHERE other.employee_id <> $1 AND other.deactivated_at IS NULL
                                         AND r.role_id = ANY (other.role_ids))
                       AND EXISTS (SELECT 1 FROM workflow_instances i,
                                          jsonb_array_elements(i.state -> 'steps') AS step
                                   WHERE i.progress = 1 AND r.role_id = ANY (i.approver_role_ids)
                                     AND step -> 'plan' ->> 'approver_role_id' = r.role_id::text
                                     AND step ->> 'status' <> 'done')
                   ), '{}')",
            )
            .bind(employee_id),
        )
        .await?
        .unwrap_or_default();
    Ok(EmployeeDependents {
        open_tasks,
        assigned_issues,
        workflow_instances,
        sole_approver_role_ids,
    })
}

/// Search everywhere (issue 21): active employees by name and email, as the directory's
/// keyword. The directory keeps no update time: ties go by name, as the directory lists them.
pub const SEARCH: Statement = Statement {
    select: "e.*, NULL::text AS search_detail, NULL::text AS search_detail_ja \
             FROM employee_directory e",
    title_terms: None,
    ties: "e.name, e.employee_id",
    matches: |query, terms| {
        query
            .push("e.deactivated_at IS NULL AND (e.name ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR e.email ILIKE ")
            .push_bind(terms.contains.clone())
            .push(")");
        true
    },
    title_implies_match: super::search::never,
};
