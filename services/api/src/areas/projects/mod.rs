//! Projects' application layer (issue 31): what project rules ask of other areas.

mod descriptor;

pub use descriptor::AREA;

/// Spec §4 project statuses, as a search hit's second line.
pub fn status_label(id: i16) -> (&'static str, &'static str) {
    match id {
        1 => ("Planning", "計画中"),
        2 => ("Active", "進行中"),
        3 => ("Canceled", "中止"),
        4 => ("Archived", "アーカイブ"),
        _ => ("Unknown", "不明"),
    }
}

use async_graphql::ID;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::graphql::ids;

use crate::lookups::{DirectoryLookup, missing};

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
