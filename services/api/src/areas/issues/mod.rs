//! Issues' application layer (issue 31): what issue rules ask of other areas.

mod descriptor;
mod history;

pub use descriptor::AREA;

use uuid::Uuid;

use crate::lookups::{DirectoryLookup, missing};

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
