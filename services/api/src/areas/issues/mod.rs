//! Issues' application layer (issue 31): what issue rules ask of other areas, the area's ids
//! and error codes, its command targets (`targets.rs`), and how an issue becomes a task.

mod bulk;
mod descriptor;
mod history;
mod import;
mod targets;

pub use descriptor::AREA;
pub use targets::{ChoiceTarget, IssueList, IssueTarget};

use async_graphql::ID;
use staffhub_domain::issues::choice::ChoiceError;
use staffhub_domain::issues::issue::IssueError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::lookups::{DirectoryLookup, missing};

/// An issue's id ('Invalid id' when it is not one).
pub fn issue_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Issue", Code::InvalidId)
}

#[async_trait::async_trait]
impl staffhub_domain::issues::IssueLookup for DirectoryLookup {
    async fn missing(
        &self,
        of: staffhub_domain::issues::Referenced,
        ids: &[Uuid],
    ) -> Result<Vec<Uuid>, String> {
        use staffhub_domain::issues::Referenced;
        let aggregate_type = match of {
            Referenced::Status => "IssueStatus",
            Referenced::Category => "IssueCategory",
            Referenced::Project => "Project",
            Referenced::Employee => "Employee",
            Referenced::Document => "Document",
            Referenced::Tag => "Tag",
        };
        missing(&self.0, aggregate_type, ids).await
    }
}

impl From<IssueError> for ApiError {
    fn from(error: IssueError) -> Self {
        Self::Coded(match error {
            IssueError::NotFound => Code::IssueNotFound,
            IssueError::NotDeleted => Code::NotDeleted,
            IssueError::AlreadyExists => Code::InvalidId,
            IssueError::InvalidTitle => Code::InvalidTitle,
            IssueError::InvalidDescription => Code::InvalidDescription,
            IssueError::InvalidPriority => Code::InvalidPriority,
            IssueError::InvalidComment => Code::InvalidComment,
            IssueError::TooMany { .. } => Code::TooManyIssueLinks,
            IssueError::StatusNotFound => Code::IssueStatusNotFound,
            IssueError::CategoryNotFound => Code::CategoryNotFound,
            IssueError::ProjectNotFound => Code::ProjectNotFound,
            IssueError::EmployeeNotFound => Code::EmployeeNotFound,
            IssueError::DocumentNotFound => Code::DocumentNotFound,
            IssueError::TagNotFound => Code::TagsNotFound,
            IssueError::CommentNotFound => Code::CommentNotFound,
            IssueError::AssignmentNotFound => Code::IssueAssignmentNotFound,
            IssueError::CategoryAssignmentExists => Code::CategoryAssignmentExists,
            IssueError::AssignmentExists => Code::AssignmentExists,
            IssueError::CommentExists => Code::InvalidId,
            IssueError::NotOwner => Code::EmployeeNotOwner,
            IssueError::StatusSame => Code::SameStatus,
            IssueError::PrioritySame => Code::NothingChanged,
            IssueError::NothingChanged => Code::Identical,
            IssueError::AlreadyConverted { .. } => Code::IssueAlreadyConverted,
            IssueError::Lookup(reason) => {
                return Self::internal("issue lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

impl From<ChoiceError> for ApiError {
    fn from(error: ChoiceError) -> Self {
        Self::Coded(match error {
            // Mutations look the entry up first and answer with the list's own message.
            ChoiceError::NotFound | ChoiceError::AlreadyExists => Code::InvalidId,
            ChoiceError::InvalidLabel => Code::InvalidLabel,
            ChoiceError::InvalidColour => Code::InvalidColor,
            ChoiceError::InvalidPosition => Code::InvalidPosition,
            ChoiceError::NothingChanged => Code::Identical,
            ChoiceError::NotDeleted => Code::NotDeleted,
        })
    }
}

/// An issue's description as a task's: a task holds less (20,000 characters against 50,000),
/// so a longer one is cut, with a mark, rather than refusing the conversion; the issue keeps
/// the whole text and the task links to it.
pub fn task_description(description: &str) -> String {
    const MARK: &str = "\n\n…";
    let limit = staffhub_domain::tasks::DESCRIPTION_MAX_CHARS;
    if description.chars().count() <= limit {
        return description.to_owned();
    }
    let keep = limit - MARK.chars().count();
    let mut cut: String = description.chars().take(keep).collect();
    cut.push_str(MARK);
    cut
}
