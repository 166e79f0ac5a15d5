//! Tasks' application layer (issue 31): the descriptor, the command target, the ids the
//! resolvers decode, the domain's refusals as catalogue codes, status labels and what the
//! task rules ask of other areas.

mod bulk;
mod descriptor;
mod history;
mod import;

mod targets;

pub use descriptor::AREA;
pub use targets::TaskTarget;

use async_graphql::ID;
use staffhub_domain::tasks::{EmployeeLookup, TaskError};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::lookups::{DirectoryLookup, exists};

/// Spec §4 task statuses, as a search hit's second line.
pub fn status_label(id: i16) -> (&'static str, &'static str) {
    // History's table of the statuses, in the spec's id order: one copy of their names.
    crate::audit::label_by_id(history::STATUSES, id)
}

#[async_trait::async_trait]
impl EmployeeLookup for DirectoryLookup {
    /// Asked of the write side (the Employee aggregate's events), like `role_exists`: an
    /// employee registered a moment ago can be assigned at once, and a deactivated one cannot.
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        exists(&self.0, "Employee", employee_id).await
    }
}

/// A task's id ('Invalid id' when it is not one).
pub fn task_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Task", Code::InvalidId)
}

/// An assignee's id, if any ('Invalid assignee' when it is not an employee's).
pub fn assignee_id(id: Option<&ID>) -> ApiResult<Option<Uuid>> {
    id.map(|id| ids::decode(id, "Employee", Code::InvalidAssignee))
        .transpose()
}

impl From<TaskError> for ApiError {
    fn from(error: TaskError) -> Self {
        Self::Coded(match error {
            TaskError::NotFound => Code::TaskNotFound,
            TaskError::NotDeleted => Code::NotDeleted,
            TaskError::AlreadyExists => Code::InvalidId,
            TaskError::InvalidTitle => Code::InvalidTitle,
            TaskError::InvalidDescription => Code::InvalidDescription,
            TaskError::InvalidStatus => Code::InvalidStatus,
            TaskError::InvalidPriority => Code::InvalidPriority,
            TaskError::AssigneeNotFound => Code::EmployeeNotFound,
            TaskError::SameStatus => Code::SameStatus,
            TaskError::Identical => Code::Identical,
            TaskError::Lookup(reason) => {
                return Self::internal("employee lookup failed", std::io::Error::other(reason));
            }
        })
    }
}
