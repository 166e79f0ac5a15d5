//! Workflows' application layer (issue 31): what template rules ask of roles.

use crate::lookups::DirectoryLookup;

#[async_trait::async_trait]
impl staffhub_domain::workflows::WorkflowTemplateLookup for DirectoryLookup {
    /// A role that cannot be checked counts as missing: a template never names a role that
    /// might not exist.
    async fn missing_roles(&self, ids: &[i32]) -> Vec<i32> {
        crate::areas::members::missing_roles(&self.0, ids).await
    }
}
