//! Emails' application layer (issue 31): what email job rules ask of templates.

mod descriptor;

pub use descriptor::AREA;

use uuid::Uuid;

use crate::lookups::DirectoryLookup;

#[async_trait::async_trait]
impl staffhub_domain::emails::EmailJobLookup for DirectoryLookup {
    /// Asked of the journal: a template activated a moment ago can be used at once.
    async fn template_status(
        &self,
        id: Uuid,
    ) -> Option<staffhub_domain::emails::EmailTemplateStatus> {
        let status: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT CASE event_type
                        WHEN 'EmailTemplateCreated' THEN payload -> event_type -> 'status'
                        ELSE payload -> event_type -> 'to' END
             FROM events
             WHERE aggregate_type = 'EmailTemplate' AND aggregate_id = $1
               AND event_type IN ('EmailTemplateCreated', 'EmailTemplateStatusChanged')
             ORDER BY sequence DESC LIMIT 1",
        )
        .bind(id.to_string())
        .fetch_optional(&self.0)
        .await
        .unwrap_or_else(|error| {
            tracing::error!(error = %error, "looking up a template's status failed");
            None
        });
        status.and_then(|value| serde_json::from_value(value).ok())
    }
}
