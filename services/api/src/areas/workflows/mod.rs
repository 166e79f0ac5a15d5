//! Workflows' application layer (issue 31): what template rules ask of roles.

mod descriptor;

pub use descriptor::AREA;

use crate::lookups::DirectoryLookup;
use crate::policy::Rule;
use crate::sessions::Session;

#[async_trait::async_trait]
impl staffhub_domain::workflows::WorkflowTemplateLookup for DirectoryLookup {
    /// A role that cannot be checked counts as missing: a template never names a role that
    /// might not exist.
    async fn missing_roles(&self, ids: &[i32]) -> Vec<i32> {
        crate::areas::members::missing_roles(&self.0, ids).await
    }
}

/// Admin or a Management-category role: keeps templates, sees hidden ones and every instance.
pub fn manager(session: &Session) -> bool {
    crate::policy::check(Rule::Management, Some(session)).is_ok()
}
