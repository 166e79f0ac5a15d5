//! Projects' application layer (issue 31): the descriptor, the command target, the project id
//! other areas decode, the domain's refusals as catalogue codes, status labels and what
//! project rules ask of other areas.

mod descriptor;
mod history;
mod targets;

pub use descriptor::AREA;
pub use targets::ProjectTarget;

use async_graphql::ID;
use staffhub_domain::projects::ProjectError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;

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
            ProjectError::Lookup(reason) => {
                return Self::internal("project lookup failed", std::io::Error::other(reason));
            }
        })
    }
}
