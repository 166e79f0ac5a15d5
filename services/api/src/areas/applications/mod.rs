//! Applications' application layer (issue 31): what application rules ask of projects and of
//! the application's own nodes (their facts and places, from the journal); the area's ids,
//! error codes, unique names and command targets (`targets.rs`); and, for the trash (issue 35),
//! what goes to the trash with a directory or an application and comes back with it, asked of
//! the journal under the application's tree lock ([`tree_lock`]).

mod descriptor;
mod history;
mod targets;

pub use descriptor::AREA;
pub use targets::{ApplicationTarget, NodeTarget};

use async_graphql::ID;
use sqlx::PgPool;
use staffhub_domain::applications::Tree;
use staffhub_domain::applications::application::ApplicationError;
use staffhub_domain::applications::node::{
    ApplicationNodeError, ApplicationNodeEvent as NodeEvent,
};
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

    /// A node's creation says what never changes: its application, tree and kind. One whose
    /// latest deleting or restoring event deletes it is in the trash, and not found.
    async fn node(
        &self,
        node_id: Uuid,
    ) -> Result<Option<staffhub_domain::applications::NodeFacts>, String> {
        let created: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT c.payload -> 'NodeCreated' FROM events c
             WHERE c.aggregate_type = 'ApplicationNode' AND c.aggregate_id = $1
               AND c.event_type = 'NodeCreated'
               AND COALESCE((SELECT l.event_type <> ALL($2) FROM events l
                             WHERE l.aggregate_type = 'ApplicationNode' AND l.aggregate_id = $1
                               AND l.event_type = ANY($3)
                             ORDER BY l.sequence DESC LIMIT 1), true)",
        )
        .bind(node_id.to_string())
        .bind(NodeEvent::DELETING)
        .bind(lifecycle_events())
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

/// The events that put a node in the trash or bring it back, the latest of which says where it
/// is.
fn lifecycle_events() -> Vec<&'static str> {
    NodeEvent::DELETING
        .iter()
        .chain(NodeEvent::RESTORING)
        .copied()
        .collect()
}

/// The advisory lock under which an application's trees change shape, one command at a time:
/// a node created, moved, deleted or restored, the application deleted or restored. So no move
/// builds a cycle another cannot see, and nothing joins or leaves a subtree while it goes to
/// the trash or comes back (issue 35).
pub fn tree_lock(application_id: Uuid) -> String {
    format!("staffhub.applications.tree.{application_id}")
}

/// The application of node `node_id` and whether it is a directory, in the trash or not (its
/// creation says both, and neither changes).
pub async fn node_origin(pool: &PgPool, node_id: Uuid) -> ApiResult<Option<(Uuid, bool)>> {
    let created: Option<(String, String)> = sqlx::query_as(
        "SELECT payload -> 'NodeCreated' ->> 'application_id', payload -> 'NodeCreated' ->> 'kind'
         FROM events
         WHERE aggregate_type = 'ApplicationNode' AND aggregate_id = $1
           AND event_type = 'NodeCreated'",
    )
    .bind(node_id.to_string())
    .fetch_optional(pool)
    .await?;
    Ok(created.and_then(|(application, kind)| {
        Uuid::parse_str(&application)
            .ok()
            .map(|application| (application, kind == "directory"))
    }))
}

/// Every node of application `application_id` that is not in the trash, with its parent as its
/// latest placing event says (created or moved), from the journal: what a subtree is made of.
const LIVE_NODES: &str = "
    SELECT c.aggregate_id AS id,
           (SELECT CASE p.event_type WHEN 'NodeCreated' THEN p.payload -> 'NodeCreated' ->> 'parent_id'
                                     ELSE p.payload -> 'NodeMoved' ->> 'to_parent' END
            FROM events p
            WHERE p.aggregate_type = 'ApplicationNode' AND p.aggregate_id = c.aggregate_id
              AND p.event_type IN ('NodeCreated', 'NodeMoved')
            ORDER BY p.sequence DESC LIMIT 1) AS parent
    FROM events c
    WHERE c.aggregate_type = 'ApplicationNode' AND c.event_type = 'NodeCreated'
      AND c.payload -> 'NodeCreated' ->> 'application_id' = $1
      AND COALESCE((SELECT l.event_type <> ALL($2) FROM events l
                    WHERE l.aggregate_type = 'ApplicationNode' AND l.aggregate_id = c.aggregate_id
                      AND l.event_type = ANY($3)
                    ORDER BY l.sequence DESC LIMIT 1), true)";

fn uuids(ids: Vec<String>) -> Vec<Uuid> {
    ids.iter()
        .filter_map(|id| Uuid::parse_str(id).ok())
        .collect()
}

/// What goes to the trash with node `node_id` (issue 35): every node below it that is not in
/// the trash already, from the journal. Asked under [`tree_lock`], so it is the whole subtree.
pub async fn live_subtree(
    pool: &PgPool,
    application_id: Uuid,
    node_id: Uuid,
) -> ApiResult<Vec<Uuid>> {
    let ids: Vec<String> = sqlx::query_scalar(&format!(
        "WITH RECURSIVE live AS MATERIALIZED ({LIVE_NODES}),
         below AS (
             SELECT id FROM live WHERE parent = $4
             UNION
             SELECT live.id FROM live JOIN below ON live.parent = below.id
         )
         SELECT id FROM below ORDER BY id"
    ))
    .bind(application_id.to_string())
    .bind(NodeEvent::DELETING)
    .bind(lifecycle_events())
    .bind(node_id.to_string())
    .fetch_all(pool)
    .await?;
    Ok(uuids(ids))
}

/// What goes to the trash with application `application_id`: its nodes not in the trash
/// already (one deleted before it keeps its own entry).
pub async fn live_nodes(pool: &PgPool, application_id: Uuid) -> ApiResult<Vec<Uuid>> {
    let ids: Vec<String> =
        sqlx::query_scalar(&format!("SELECT id FROM ({LIVE_NODES}) live ORDER BY id"))
            .bind(application_id.to_string())
            .bind(NodeEvent::DELETING)
            .bind(lifecycle_events())
            .fetch_all(pool)
            .await?;
    Ok(uuids(ids))
}

/// The nodes whose latest deleting or restoring event is `event_type` and for which `matches`
/// holds (over that event as `l`): what went to the trash with a directory or an application
/// and is still there, from the journal.
async fn still_deleted_by(
    pool: &PgPool,
    event_type: &str,
    matches: &str,
    bind: &str,
) -> ApiResult<Vec<Uuid>> {
    let ids: Vec<String> = sqlx::query_scalar(&format!(
        "SELECT l.aggregate_id FROM events l
         WHERE l.aggregate_type = 'ApplicationNode' AND l.event_type = $1 AND {matches}
           AND NOT EXISTS (SELECT 1 FROM events later
                           WHERE later.aggregate_type = 'ApplicationNode'
                             AND later.aggregate_id = l.aggregate_id
                             AND later.sequence > l.sequence AND later.event_type = ANY($3))
         ORDER BY l.aggregate_id"
    ))
    .bind(event_type)
    .bind(bind)
    .bind(lifecycle_events())
    .fetch_all(pool)
    .await?;
    Ok(uuids(ids))
}

/// What comes back with directory `directory_id`: the nodes that went to the trash with it.
pub async fn deleted_with_directory(pool: &PgPool, directory_id: Uuid) -> ApiResult<Vec<Uuid>> {
    still_deleted_by(
        pool,
        "NodeDeletedWithDirectory",
        "l.payload -> 'NodeDeletedWithDirectory' ->> 'directory_id' = $2",
        &directory_id.to_string(),
    )
    .await
}

/// What comes back with application `application_id`: the nodes that went with it.
pub async fn deleted_with_application(pool: &PgPool, application_id: Uuid) -> ApiResult<Vec<Uuid>> {
    still_deleted_by(
        pool,
        "NodeDeletedWithApplication",
        "EXISTS (SELECT 1 FROM events c
                 WHERE c.aggregate_type = 'ApplicationNode' AND c.aggregate_id = l.aggregate_id
                   AND c.event_type = 'NodeCreated'
                   AND c.payload -> 'NodeCreated' ->> 'application_id' = $2)",
        &application_id.to_string(),
    )
    .await
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
            ApplicationError::NotDeleted => Code::NotDeleted,
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
            ApplicationNodeError::NotDeleted => Code::NotDeleted,
            ApplicationNodeError::DeletedWithDirectory { .. } => Code::NodeDeletedWithDirectory,
            ApplicationNodeError::DeletedWithApplication => Code::NodeDeletedWithApplication,
            ApplicationNodeError::ParentDeleted => Code::NodeDirectoryDeleted,
            ApplicationNodeError::ApplicationDeleted => Code::NodeApplicationDeleted,
            ApplicationNodeError::Lookup(reason) => {
                return Self::internal(
                    "application node lookup failed",
                    std::io::Error::other(reason),
                );
            }
        })
    }
}
