//! Questions' application layer (issue 31): what question rules ask of projects.

mod descriptor;

pub use descriptor::AREA;

use uuid::Uuid;

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
