//! Applications' application layer (issue 31): what application rules ask of projects and of
//! the application's own nodes (their facts and places, from the journal).

mod descriptor;
mod history;

pub use descriptor::AREA;

use uuid::Uuid;

use crate::lookups::{DirectoryLookup, exists};

#[async_trait::async_trait]
impl staffhub_domain::applications::ApplicationLookup for DirectoryLookup {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String> {
        exists(&self.0, "Project", project_id).await
    }

    async fn application_exists(&self, application_id: Uuid) -> Result<bool, String> {
        exists(&self.0, "Application", application_id).await
    }

    /// A node's creation says what never changes: its application, tree and kind.
    async fn node(
        &self,
        node_id: Uuid,
    ) -> Result<Option<staffhub_domain::applications::NodeFacts>, String> {
        let created: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT payload -> 'NodeCreated' FROM events
             WHERE aggregate_type = 'ApplicationNode' AND aggregate_id = $1
               AND event_type = 'NodeCreated'",
        )
        .bind(node_id.to_string())
        .fetch_optional(&self.0)
        .await
        .map_err(|e| e.to_string())?;
        use staffhub_domain::applications::{NodeFacts, NodeKind, Tree};
        #[derive(serde::Deserialize)]
        struct Created {
            application_id: Uuid,
            tree: Tree,
            kind: NodeKind,
        }
        let Some(created) = created else {
            return Ok(None);
        };
        let created: Created = serde_json::from_value(created).map_err(|e| e.to_string())?;
        Ok(Some(NodeFacts {
            application_id: created.application_id,
            tree: created.tree,
            kind: created.kind,
        }))
    }

    /// Walks the parents up from `node_id`, each as the node's latest event placing it says
    /// (asked of the journal, under the application's move lock: see `moveApplicationNode`).
    async fn is_within(&self, node_id: Uuid, ancestor_id: Uuid) -> Result<bool, String> {
        let mut current = Some(node_id);
        // A tree deeper than this is not one the product builds; stop rather than loop.
        for _ in 0..10_000 {
            let Some(node) = current else {
                return Ok(false);
            };
            if node == ancestor_id {
                return Ok(true);
            }
            let parent: Option<Option<String>> = sqlx::query_scalar(
                "SELECT CASE event_type WHEN 'NodeCreated' THEN payload -> 'NodeCreated' ->> 'parent_id'
                                        ELSE payload -> 'NodeMoved' ->> 'to_parent' END
                 FROM events
                 WHERE aggregate_type = 'ApplicationNode' AND aggregate_id = $1
                   AND event_type IN ('NodeCreated', 'NodeMoved')
                 ORDER BY sequence DESC LIMIT 1",
            )
            .bind(node.to_string())
            .fetch_optional(&self.0)
            .await
            .map_err(|e| e.to_string())?;
            current = parent.flatten().and_then(|p| Uuid::parse_str(&p).ok());
        }
        Ok(false)
    }
}
