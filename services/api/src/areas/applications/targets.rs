//! Applications' command targets (issue 31: moved from `graphql::applications`): how the
//! command path reads an application or one of its tree nodes back, and the row each one's
//! own events fold to when the read model is behind.

use staffhub_domain::applications::application::Application as ApplicationAggregate;
use staffhub_domain::applications::node::ApplicationNode as NodeAggregate;
use staffhub_domain::applications::{ApplicationServices, NodeKind, NodeStatus};
use staffhub_journal::JournalEvent;
use staffhub_projections::applications::{kind_id, tree_id};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::Target;
use crate::error::ApiResult;
use crate::read::applications::{self as reads, ApplicationRow, NodeRow};
use crate::state::AppState;

/// How the command path reads an application back.
pub struct ApplicationTarget;

impl Target for ApplicationTarget {
    type Aggregate = ApplicationAggregate;
    type Row = ApplicationRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::ApplicationNotFound;

    fn services(state: &AppState) -> &ApplicationServices {
        &state.application_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<ApplicationRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &ApplicationRow) -> i64 {
        row.version
    }

    /// The progress counts are the projection's; a row built from the application's own
    /// events (the read model lagging) shows none.
    fn from_events(
        id: Uuid,
        application: ApplicationAggregate,
        events: &[JournalEvent],
    ) -> Option<ApplicationRow> {
        let (first, last) = (events.first()?, events.last()?);
        application.id?;
        Some(ApplicationRow {
            application_id: id,
            project_id: application.project_id,
            name: application.name,
            description: application.description,
            status: application.status.id() as i16,
            created_by: first.metadata.actor_id,
            page_total: 0,
            page_completed: 0,
            requirement_total: 0,
            requirement_completed: 0,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
        })
    }
}

/// How the command path reads a page or requirement (a tree node) back.
pub struct NodeTarget;

impl Target for NodeTarget {
    type Aggregate = NodeAggregate;
    type Row = NodeRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::ApplicationNodeNotFound;

    fn services(state: &AppState) -> &ApplicationServices {
        &state.application_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<NodeRow>> {
        Ok(reads::node_by_id(&state.reads, id).await?)
    }

    fn version(row: &NodeRow) -> i64 {
        row.version
    }

    /// A node's place in the tree (path, counts, its siblings' positions) is the
    /// projection's; built from the node's own events it is only approximate.
    fn from_events(id: Uuid, node: NodeAggregate, events: &[JournalEvent]) -> Option<NodeRow> {
        let (first, last) = (events.first()?, events.last()?);
        node.id?;
        let leaf = node.kind == NodeKind::Leaf;
        let done = leaf && node.status == NodeStatus::Completed;
        Some(NodeRow {
            node_id: id,
            application_id: node.application_id,
            tree: tree_id(node.tree),
            kind: kind_id(node.kind),
            parent_id: node.parent_id,
            moved_from: None,
            position: node.position,
            name: node.name,
            content: node.content,
            status: node.status.id() as i16,
            path: node.parent_id.into_iter().collect(),
            depth: i32::from(node.parent_id.is_some()),
            child_count: 0,
            leaf_total: i32::from(leaf),
            leaf_completed: i32::from(done),
            requirement_ids: node.requirement_ids,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
        })
    }
}
