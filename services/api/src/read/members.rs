//! The `employee_directory` and `role_directory` read models (projection "members").

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::pool::ReadPool;

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

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RoleRow {
    pub role_id: i32,
    pub name: String,
    pub category_id: i16,
    pub version: i64,
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

pub async fn count(pool: &ReadPool, filter: &EmployeeListFilter) -> Result<i64, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT count(*) FROM employee_directory");
    push_filter(&mut query, filter);
    pool.fetch_scalar(query.build_query_scalar()).await
}

/// Every role, with how many active employees hold it.
pub async fn all_roles(pool: &ReadPool) -> Result<Vec<(RoleRow, i64)>, sqlx::Error> {
    let rows: Vec<(i32, String, i16, i64, i64)> = pool
        .fetch_all(sqlx::query_as(
            "SELECT r.role_id, r.name, r.category_id, r.version,
                    (SELECT count(*) FROM employee_directory d
                     WHERE r.role_id = ANY (d.role_ids) AND d.deactivated_at IS NULL)
             FROM role_directory r ORDER BY r.role_id",
        ))
        .await?;
    Ok(rows
        .into_iter()
        .map(|(role_id, name, category_id, version, members)| {
            (
                RoleRow {
                    role_id,
                    name,
                    category_id,
                    version,
                },
                members,
            )
        })
        .collect())
}

/// One role, with how many active employees hold it.
pub async fn role_by_id(
    pool: &ReadPool,
    role_id: i32,
) -> Result<Option<(RoleRow, i64)>, sqlx::Error> {
    Ok(all_roles(pool)
        .await?
        .into_iter()
        .find(|(row, _)| row.role_id == role_id))
}

pub async fn roles(pool: &ReadPool, role_ids: &[i32]) -> Result<Vec<RoleRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as("SELECT role_id, name, category_id, version FROM role_directory WHERE role_id = ANY($1) ORDER BY role_id")
            .bind(role_ids),
    )
    .await
}
