//! Questions' application layer (issue 31): the descriptor, the command target, who may
//! manage one, the question id, the domain's refusals as catalogue codes and what question
//! rules ask of projects.

mod access;
mod descriptor;
mod history;
mod targets;

pub use access::{may_manage, visible_row};
pub use descriptor::AREA;
pub use targets::QuestionTarget;

use async_graphql::ID;
use staffhub_domain::questions::QuestionError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::lookups::{DirectoryLookup, exists};

#[async_trait::async_trait]
impl staffhub_domain::questions::QuestionLookup for DirectoryLookup {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String> {
        exists(&self.0, "Project", project_id).await
    }

    /// The project's organizations as its latest event that set them says.
    async fn project_has_organization(
        &self,
        project_id: Uuid,
        organization_id: Uuid,
    ) -> Result<bool, String> {
        let ids: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT payload -> event_type -> 'organization_ids' FROM events
             WHERE aggregate_type = 'Project' AND aggregate_id = $1
               AND event_type IN ('ProjectCreated', 'ProjectOrganizationsChanged')
             ORDER BY sequence DESC LIMIT 1",
        )
        .bind(project_id.to_string())
        .fetch_optional(&self.0)
        .await
        .map_err(|e| e.to_string())?;
        let wanted = organization_id.to_string();
        Ok(ids
            .as_ref()
            .and_then(|v| v.as_array())
            .is_some_and(|ids| ids.iter().any(|id| id.as_str() == Some(&wanted))))
    }
}

/// A question's id ('Invalid id' when it is not one).
pub fn question_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Question", Code::InvalidId)
}

impl From<QuestionError> for ApiError {
    fn from(error: QuestionError) -> Self {
        Self::Coded(match error {
            QuestionError::NotFound => Code::QuestionNotFound,
            QuestionError::NotDeleted => Code::NotDeleted,
            QuestionError::AlreadyExists => Code::InvalidId,
            QuestionError::InvalidTitle => Code::InvalidTitle,
            QuestionError::InvalidBody => Code::InvalidBody,
            QuestionError::InvalidAnswer => Code::InvalidAnswer,
            QuestionError::ProjectNotFound => Code::ProjectNotFound,
            QuestionError::OrganizationNotFound => Code::QuestionOrganizationNotFound,
            QuestionError::SameStatus => Code::SameStatus,
            QuestionError::Identical => Code::Identical,
            QuestionError::Lookup(reason) => {
                return Self::internal("question lookup failed", std::io::Error::other(reason));
            }
        })
    }
}
