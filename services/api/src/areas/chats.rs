//! Chats' application layer (issue 31): what chat rules ask of AI models.

use uuid::Uuid;

use crate::lookups::DirectoryLookup;

#[async_trait::async_trait]
impl staffhub_domain::chats::ChatLookup for DirectoryLookup {
    async fn ai_model(&self, model_id: Uuid) -> Option<staffhub_domain::ai::ModelFacts> {
        crate::areas::ai::ai_model_facts(&self.0, model_id).await
    }
}
