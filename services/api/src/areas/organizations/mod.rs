//! Organizations' application layer (issue 31): what organization rules ask of other areas,
//! and what depends on an organization.

mod descriptor;

pub use descriptor::AREA;

use sqlx::PgPool;
use uuid::Uuid;

use crate::lookups::{DirectoryLookup, exists, missing};

#[async_trait::async_trait]
impl staffhub_domain::organizations::OrganizationLookup for DirectoryLookup {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        exists(&self.0, "Employee", employee_id).await
    }

    async fn missing_tags(&self, tag_ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Tag", tag_ids).await
    }

    async fn dependents(
        &self,
        organization_id: Uuid,
    ) -> Result<staffhub_domain::organizations::OrganizationDependents, String> {
        organization_dependents(&self.0, organization_id)
            .await
            .map_err(|e| e.to_string())
    }
}

/// What depends on an organization (issue 37 §1), counted in the read models: projects that
/// name it and questions about it.
pub async fn organization_dependents(
    pool: &PgPool,
    organization_id: Uuid,
) -> Result<staffhub_domain::organizations::OrganizationDependents, sqlx::Error> {
    let (projects, questions) = sqlx::query_as::<_, (i64, i64)>(
        "SELECT (SELECT count(*) FROM project_list WHERE $1 = ANY (organization_ids)),
                (SELECT count(*) FROM question_list WHERE organization_id = $1)",
    )
    .bind(organization_id)
    .fetch_one(pool)
    .await?;
    Ok(staffhub_domain::organizations::OrganizationDependents {
        projects,
        questions,
    })
}
