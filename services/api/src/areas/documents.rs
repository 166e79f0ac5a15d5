//! Documents' application layer (issue 31): what document rules ask of other areas, and of a
//! document's own past revisions.

use uuid::Uuid;

use crate::lookups::{DirectoryLookup, missing};

#[async_trait::async_trait]
impl staffhub_domain::documents::DocumentLookup for DirectoryLookup {
    async fn missing_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "DocumentCategory", ids).await
    }

    async fn missing_permission_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "PermissionCategory", ids).await
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Tag", ids).await
    }

    async fn missing_roles(&self, ids: &[i32]) -> Result<Vec<i32>, String> {
        Ok(crate::areas::members::missing_roles(&self.0, ids).await)
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Document", ids).await
    }

    /// Asked of the journal: the save that made `revision` (revision 1 is the creation).
    async fn revision(
        &self,
        document_id: Uuid,
        revision: u32,
    ) -> Result<Option<(String, String)>, String> {
        sqlx::query_as(
            "SELECT payload -> event_type ->> 'title', payload -> event_type ->> 'body'
             FROM events
             WHERE aggregate_type = 'Document' AND aggregate_id = $1
               AND ((event_type = 'DocumentCreated' AND $2 = 1)
                    OR (event_type IN ('DocumentEdited', 'DocumentRevisionRestored')
                        AND (payload -> event_type ->> 'revision')::int = $2))
             LIMIT 1",
        )
        .bind(document_id.to_string())
        .bind(revision as i32)
        .fetch_optional(&self.0)
        .await
        .map_err(|e| e.to_string())
    }
}
