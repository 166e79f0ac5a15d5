//! Applications' application layer (issue 31): what application rules ask of projects and of
//! the application's own nodes (their facts and places, from the journal); the area's ids,
//! error codes, unique names and command targets (`targets.rs`).

mod descriptor;
mod history;
mod targets;

pub use descriptor::AREA;
pub use targets::{ApplicationTarget, NodeTarget};

use async_graphql::ID;
use staffhub_domain::applications::Tree;
use staffhub_domain::applications::application::ApplicationError;
use staffhub_domain::applications::node::ApplicationNodeError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::lookups::{DirectoryLookup, exists};
use crate::names::Names;
use crate::state::AppState;

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

/// An application's id ('Invalid id' when it is not one).
pub fn application_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Application", Code::InvalidId)
}

/// A page's or requirement's id ('Invalid id' when it is not one).
pub fn node_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "ApplicationNode", Code::InvalidId)
}

/// Application names are unique within a project: claimed per project.
pub fn application_names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "Application")
}

/// The name an application claims: its project's id and its trimmed name.
pub fn claimed_name(project_id: Uuid, name: &str) -> String {
    format!("{project_id}/{}", name.trim())
}

impl From<ApplicationError> for ApiError {
    fn from(error: ApplicationError) -> Self {
        Self::Coded(match error {
            ApplicationError::NotFound => Code::ApplicationNotFound,
            ApplicationError::AlreadyExists => Code::InvalidId,
            ApplicationError::InvalidName => Code::InvalidName,
            ApplicationError::InvalidDescription => Code::InvalidDescription,
            ApplicationError::InvalidStatus => Code::InvalidStatus,
            ApplicationError::ProjectNotFound => Code::ProjectNotFound,
            ApplicationError::StatusSame => Code::SameStatus,
            ApplicationError::NothingChanged => Code::Identical,
            ApplicationError::Lookup(reason) => {
                return Self::internal("application lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

fn directory_not_found(tree: Tree) -> Code {
    match tree {
        Tree::Pages => Code::PageDirectoryNotFound,
        Tree::Requirements => Code::RequirementDirectoryNotFound,
    }
}

impl From<ApplicationNodeError> for ApiError {
    fn from(error: ApplicationNodeError) -> Self {
        Self::Coded(match error {
            ApplicationNodeError::NotFound => Code::ApplicationNodeNotFound,
            ApplicationNodeError::AlreadyExists => Code::InvalidId,
            ApplicationNodeError::ApplicationNotFound => Code::ApplicationNotFound,
            ApplicationNodeError::ParentNotFound { tree } => directory_not_found(tree),
            ApplicationNodeError::ParentNotDirectory => Code::NotADirectory,
            ApplicationNodeError::MoveIntoOwnSubtree => Code::MoveIntoOwnSubtree,
            ApplicationNodeError::InvalidPosition => Code::InvalidNodePosition,
            ApplicationNodeError::InvalidName => Code::InvalidName,
            ApplicationNodeError::InvalidContent => Code::InvalidContent,
            ApplicationNodeError::InvalidStatus => Code::InvalidStatus,
            ApplicationNodeError::StatusSame => Code::SameStatus,
            ApplicationNodeError::NothingChanged => Code::Identical,
            ApplicationNodeError::NotAPage => Code::NotAPage,
            ApplicationNodeError::RequirementNotFound => Code::RequirementNotFound,
            ApplicationNodeError::AssignmentExists => Code::AssignmentExists,
            ApplicationNodeError::AssignmentNotFound => Code::IssueAssignmentNotFound,
            ApplicationNodeError::Lookup(reason) => {
                return Self::internal(
                    "application node lookup failed",
                    std::io::Error::other(reason),
                );
            }
        })
    }
}
