//! Members' application layer (issue 31): what member and role rules ask (is a role defined,
//! how many admins remain, what depends on a role), the role lookups other areas make, and the
//! area's ids, error codes and command targets (`targets.rs`).

mod descriptor;
mod history;
mod import;
mod targets;

pub use descriptor::AREA;
pub use targets::{EmployeeTarget, RoleTarget};

use async_graphql::ID;
use sqlx::PgPool;
use staffhub_domain::members::employee::EmployeeError;
use staffhub_domain::members::role::RoleError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::locale::Locale;
use crate::lookups::{DirectoryLookup, missing_ids};

#[async_trait::async_trait]
impl staffhub_domain::members::employee::Directory for DirectoryLookup {
    /// Asked of the write side (the Role aggregate's own events), not the read model: a role
    /// defined a moment ago (e.g. by `create-admin` before any worker ran) must count.
    async fn role_exists(&self, role_id: i32) -> Result<bool, String> {
        role_exists(&self.0, role_id).await
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

/// Whether the role is defined and not deleted (or restored since), asked of the journal.
pub async fn role_exists(pool: &PgPool, role_id: i32) -> Result<bool, String> {
    Ok(missing_ids(pool, "Role", &[role_id.to_string()])
        .await?
        .is_empty())
}

/// What depends on a role (issue 37 §1), counted in the read models the command path has
/// waited for: active holders, documents and permission categories that assign it, templates
/// not archived and instances in progress whose steps not done it approves.
#[async_trait::async_trait]
impl staffhub_domain::members::role::RoleUsage for DirectoryLookup {
    async fn dependents(
        &self,
        role_id: i32,
    ) -> Result<staffhub_domain::members::role::RoleDependents, String> {
        role_dependents(&self.0, role_id)
            .await
            .map_err(|e| e.to_string())
    }
}

pub async fn role_dependents(
    pool: &PgPool,
    role_id: i32,
) -> Result<staffhub_domain::members::role::RoleDependents, sqlx::Error> {
    let (members, documents, permission_categories, workflow_templates, workflow_instances) =
        sqlx::query_as::<_, (i64, i64, i64, i64, i64)>(ROLE_DEPENDENTS)
            .bind(role_id)
            .fetch_one(pool)
            .await?;
    Ok(staffhub_domain::members::role::RoleDependents {
        members,
        documents,
        permission_categories,
        workflow_templates,
        workflow_instances,
    })
}

/// One statement, one row: the five counts of [`role_dependents`]. A step's approver is
/// `approver_role_id` in the domain's `StepPlan` JSON (a template's `steps`, an instance's
/// `state.steps[].plan`).
const ROLE_DEPENDENTS: &str = "
SELECT
  (SELECT count(*) FROM employee_directory
    WHERE $1 = ANY (role_ids) AND deactivated_at IS NULL),
  (SELECT count(*) FROM document_list
    WHERE $1 = ANY (reader_roles) OR $1 = ANY (editor_roles)),
  (SELECT count(*) FROM permission_categories
    WHERE $1 = ANY (reader_roles) OR $1 = ANY (editor_roles)),
  (SELECT count(*) FROM workflow_templates
    WHERE NOT archived AND steps @> jsonb_build_array(jsonb_build_object('approver_role_id', $1))),
  (SELECT count(*) FROM workflow_instances i
    WHERE progress = 1 AND $1 = ANY (approver_role_ids)
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(i.state -> 'steps') AS step
                  WHERE step -> 'plan' ->> 'approver_role_id' = $1::text
                    AND step ->> 'status' <> 'done'))";

/// Of `ids`, the roles that are not defined (or deleted and not restored); a role that cannot
/// be checked counts as missing.
pub async fn missing_roles(pool: &PgPool, ids: &[i32]) -> Vec<i32> {
    let mut absent = Vec::new();
    for id in ids {
        if !role_exists(pool, *id).await.unwrap_or(false) {
            absent.push(*id);
        }
    }
    absent
}

/// A role's name as a reader sees it (issue 37 §4): the built-in Admin role, still named as
/// it was made, reads in the reader's language ("管理者" on `/ja`); a name an admin gave it,
/// and every other role's, reads as written.
pub fn role_name(role_id: i32, name: &str, locale: Locale) -> String {
    if role_id == staffhub_domain::members::role::ADMIN_ROLE_ID && name == BUILT_IN_ADMIN_NAME {
        return locale.pick(("Admin", "管理者")).to_owned();
    }
    name.to_owned()
}

/// The name the built-in Admin role is made with (`identity::ensure_builtin_roles`).
pub const BUILT_IN_ADMIN_NAME: &str = "Admin";

/// An employee's id ('Invalid id' when it is not one).
pub fn employee_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Employee", Code::InvalidId)
}

impl From<EmployeeError> for ApiError {
    fn from(error: EmployeeError) -> Self {
        Self::Coded(match error {
            EmployeeError::NotFound => Code::EmployeeNotFound,
            EmployeeError::AlreadyExists => Code::EmployeeExists,
            EmployeeError::InvalidName => Code::InvalidName,
            EmployeeError::InvalidEmail => Code::InvalidEmail,
            EmployeeError::DuplicateRole => Code::RoleAssignmentExists,
            EmployeeError::RoleNotFound => Code::RoleNotFound,
            EmployeeError::Identical => Code::Identical,
            EmployeeError::LastAdmin => Code::LastAdmin,
            EmployeeError::Deactivated => Code::EmployeeDeactivated,
            EmployeeError::Active => Code::EmployeeActive,
            EmployeeError::Lookup(reason) => {
                return Self::internal("directory lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

impl From<RoleError> for ApiError {
    fn from(error: RoleError) -> Self {
        Self::Coded(match error {
            RoleError::InvalidName => Code::InvalidName,
            RoleError::CategoryNotFound => Code::RoleCategoryNotFound,
            RoleError::AlreadyExists => Code::NameExists,
            RoleError::NotFound => Code::RoleNotFound,
            RoleError::Identical => Code::Identical,
            RoleError::AdminRoleIsPermanent => Code::AdminRoleIsPermanent,
            RoleError::NotDeleted => Code::RoleNotDeleted,
            RoleError::InUse(dependents) => {
                return Self::InUse {
                    code: Code::RoleInUse,
                    dependents: vec![
                        ("members", dependents.members),
                        ("documents", dependents.documents),
                        ("permissionCategories", dependents.permission_categories),
                        ("workflowTemplates", dependents.workflow_templates),
                        ("workflowInstances", dependents.workflow_instances),
                    ],
                };
            }
            RoleError::Lookup(reason) => {
                return Self::internal("role usage lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

#[cfg(test)]
mod role_name_tests {
    use super::*;

    #[test]
    fn the_built_in_admin_role_reads_in_the_readers_language_and_others_as_written() {
        let admin = staffhub_domain::members::role::ADMIN_ROLE_ID;
        assert_eq!(role_name(admin, "Admin", Locale::En), "Admin");
        assert_eq!(role_name(admin, "Admin", Locale::Ja), "管理者");
        assert_eq!(role_name(admin, "Owners", Locale::Ja), "Owners");
        assert_eq!(role_name(admin + 1, "Admin", Locale::Ja), "Admin");
        assert_eq!(role_name(admin + 1, "営業", Locale::En), "営業");
    }
}
