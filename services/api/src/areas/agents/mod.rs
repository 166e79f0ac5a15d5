//! Agents' application layer (issue 31): what agent rules ask of roles, models, documents and
//! tags.

mod descriptor;

pub use descriptor::AREA;

use async_graphql::ID;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::graphql::ids;

use crate::lookups::{DirectoryLookup, exists, missing};

#[async_trait::async_trait]
impl staffhub_domain::agents::AgentLookup for DirectoryLookup {
    async fn agent_role_exists(&self, role_id: Uuid) -> bool {
        exists(&self.0, "AgentRole", role_id).await.unwrap_or(false)
    }

    async fn ai_model(&self, model_id: Uuid) -> Option<staffhub_domain::ai::ModelFacts> {
        crate::areas::ai::ai_model_facts(&self.0, model_id).await
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Vec<Uuid> {
        missing(&self.0, "Document", ids)
            .await
            .unwrap_or_else(|_| ids.to_vec())
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Vec<Uuid> {
        missing(&self.0, "Tag", ids)
            .await
            .unwrap_or_else(|_| ids.to_vec())
    }
}

/// An agent's id ('Agent not found' when it is not one).
pub fn agent_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Agent", Code::AgentNotFound)
}
