//! The write-side lookups domain rules ask for through their aggregates' `Services` (does this
//! assignee exist, does this role, how many admins remain). They read the journal or the
//! members read model, as each rule needs; an area adds its lookups here.

use sqlx::PgPool;
use staffhub_domain::task::EmployeeLookup;
use uuid::Uuid;

/// The lookups domain rules need: does this assignee or role exist, how many admins remain.
pub struct DirectoryLookup(pub PgPool);

#[async_trait::async_trait]
impl EmployeeLookup for DirectoryLookup {
    /// Asked of the write side (the Employee aggregate's events), like `role_exists`: an
    /// employee registered a moment ago can be assigned at once, and a deactivated one cannot.
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        sqlx::query_scalar(
            "SELECT bool_or(event_type = 'EmployeeRegistered')
                    AND NOT bool_or(event_type = 'EmployeeDeactivated')
             FROM events WHERE aggregate_type = 'Employee' AND aggregate_id = $1",
        )
        .bind(employee_id.to_string())
        .fetch_one(&self.0)
        .await
        .map(|exists: Option<bool>| exists.unwrap_or(false))
        .map_err(|e| e.to_string())
    }
}

#[async_trait::async_trait]
impl staffhub_domain::members::employee::Directory for DirectoryLookup {
    /// Asked of the write side (the Role aggregate's own events), not the read model: a role
    /// defined a moment ago (e.g. by `create-admin` before any worker ran) must count.
    async fn role_exists(&self, role_id: i32) -> Result<bool, String> {
        sqlx::query_scalar(
            "SELECT bool_or(event_type = 'RoleDefined') AND NOT bool_or(event_type = 'RoleDeleted')
             FROM events WHERE aggregate_type = 'Role' AND aggregate_id = $1",
        )
        .bind(role_id.to_string())
        .fetch_one(&self.0)
        .await
        .map(|exists: Option<bool>| exists.unwrap_or(false))
        .map_err(|e| e.to_string())
    }

    async fn other_active_admins(&self, employee_id: Uuid) -> Result<i64, String> {
        sqlx::query_scalar(
            "SELECT count(*) FROM employee_directory
             WHERE 1 = ANY (role_ids) AND deactivated_at IS NULL AND employee_id <> $1",
        )
        .bind(employee_id)
        .fetch_one(&self.0)
        .await
        .map_err(|e| e.to_string())
    }
}
