//! Projects' application layer (issue 31): the descriptor, the command target, the project id
//! other areas decode, the domain's refusals as catalogue codes, status labels and what
//! project rules ask of other areas.

mod descriptor;
mod history;
mod targets;

pub use descriptor::AREA;
pub use targets::ProjectTarget;

use async_graphql::ID;
use sqlx::{PgPool, Postgres, QueryBuilder};
use staffhub_domain::projects::{ProjectDependents, ProjectError};
use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::policy::{self, Rule};
use crate::read::projects::ProjectRow;
use crate::sessions::Session;

use crate::lookups::{DirectoryLookup, missing};

/// Spec §4 project statuses, as a search hit's second line.
pub fn status_label(id: i16) -> (&'static str, &'static str) {
    // History's table of the statuses, in the spec's id order: one copy of their names.
    crate::audit::label_by_id(history::STATUSES, id)
}

#[async_trait::async_trait]
impl staffhub_domain::projects::ProjectLookup for DirectoryLookup {
    async fn missing_employees(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Employee", ids).await
    }

    async fn missing_organizations(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Organization", ids).await
    }

    async fn dependents(&self, project_id: Uuid) -> Result<ProjectDependents, String> {
        project_dependents(&self.0, project_id)
            .await
            .map_err(|e| e.to_string())
    }
}

/// What depends on a project (issue 35), counted in the read models: its questions,
/// applications and issues.
pub async fn project_dependents(
    pool: &PgPool,
    project_id: Uuid,
) -> Result<ProjectDependents, sqlx::Error> {
    let (questions, applications, issues) = sqlx::query_as::<_, (i64, i64, i64)>(
        "SELECT (SELECT count(*) FROM question_list WHERE project_id = $1),
                (SELECT count(*) FROM application_list WHERE project_id = $1),
                (SELECT count(*) FROM issue_list WHERE project_id = $1)",
    )
    .bind(project_id)
    .fetch_one(pool)
    .await?;
    Ok(ProjectDependents {
        questions,
        applications,
        issues,
    })
}

/// Who edits a project (and so deletes or restores it): its team and whoever created it, and
/// Management any; others could add themselves and read its questions (docs/authorization.md).
pub fn authorize_edit(session: &Session, row: &ProjectRow) -> ApiResult<()> {
    if policy::check(Rule::Management, Some(session)).is_err()
        && !row.employee_ids.contains(&session.employee_id)
        && row.created_by != Some(session.employee_id)
    {
        return Err(Code::Unauthorized.into());
    }
    Ok(())
}

/// [`authorize_edit`] as a row-level condition over `p` (a `project_list` row): the trash's
/// rule for projects (issue 35), so staff see in the trash only the projects they may restore.
/// The same rule as above, kept beside it.
pub fn edit_condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    if caller.manager {
        return;
    }
    query
        .push(" AND (p.created_by = ")
        .push_bind(caller.employee_id)
        .push(" OR p.employee_ids @> ARRAY[")
        .push_bind(caller.employee_id)
        .push("]::uuid[])");
}

/// A project's id ('Invalid id' when it is not one).
pub fn project_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Project", Code::InvalidId)
}

impl From<ProjectError> for ApiError {
    fn from(error: ProjectError) -> Self {
        Self::Coded(match error {
            ProjectError::NotFound => Code::ProjectNotFound,
            ProjectError::AlreadyExists => Code::InvalidId,
            ProjectError::InvalidName => Code::InvalidName,
            ProjectError::InvalidDescription => Code::InvalidDescription,
            ProjectError::InvalidStatus => Code::InvalidStatus,
            ProjectError::InvalidOrganizationIds => Code::InvalidOrganizationIds,
            ProjectError::InvalidEmployeeIds => Code::InvalidEmployeeIds,
            ProjectError::EmployeeNotFound => Code::ProjectEmployeeNotFound,
            ProjectError::OrganizationNotFound => Code::ProjectOrganizationNotFound,
            ProjectError::SameStatus => Code::SameStatus,
            ProjectError::Identical => Code::Identical,
            ProjectError::NotDeleted => Code::NotDeleted,
            ProjectError::InUse(dependents) => {
                return Self::InUse {
                    code: Code::ProjectInUse,
                    dependents: vec![
                        ("questions", dependents.questions),
                        ("applications", dependents.applications),
                        ("issues", dependents.issues),
                    ],
                };
            }
            ProjectError::Lookup(reason) => {
                return Self::internal("project lookup failed", std::io::Error::other(reason));
            }
        })
    }
}
