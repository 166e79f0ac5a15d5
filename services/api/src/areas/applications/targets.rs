//! Applications' command targets (issue 31: moved from `graphql::applications`): how the
//! command path reads an application or one of its tree nodes back, and the row each one's
//! own events fold to when the read model is behind; and how each goes to the trash and back
//! (issue 35), taking along what is below it.

use futures::future::BoxFuture;
use staffhub_domain::applications::application::{
    Application as ApplicationAggregate, ApplicationCommand,
};
use staffhub_domain::applications::node::{
    ApplicationNode as NodeAggregate, ApplicationNodeCommand,
};
use staffhub_domain::applications::{ApplicationServices, NodeKind, NodeStatus};
use staffhub_journal::JournalEvent;
use staffhub_projections::applications::{kind_id, tree_id};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Along, Target, TrashAlong, TrashTarget, UniqueNames};
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

/// Whoever may edit an application deletes and restores it (issue 35: the descriptor's
/// `Trash::operation`, staff; applications have no row-level rule). Its name, unique within its
/// project, is freed while it is in the trash and claimed again by its restore.
impl TrashTarget for ApplicationTarget {
    fn delete_command() -> ApplicationCommand {
        ApplicationCommand::DeleteApplication
    }

    fn restore_command() -> ApplicationCommand {
        ApplicationCommand::RestoreApplication
    }

    fn names(state: &AppState) -> Option<UniqueNames> {
        Some(UniqueNames {
            names: super::application_names(state),
            trash: "application_trash",
        })
    }

    /// Its name within its project, as `createApplication` claims it (the project read from
    /// the row the entry brings back).
    fn claimed_name<'a>(
        state: &'a AppState,
        id: Uuid,
        title: String,
    ) -> BoxFuture<'a, ApiResult<String>> {
        Box::pin(async move {
            let row: ApplicationRow =
                crate::read::trash::row(&state.reads, "application_trash", "application_list", id)
                    .await?
                    .ok_or(Code::NotDeleted)?;
            Ok(super::claimed_name(row.project_id, &title))
        })
    }
}

/// An application goes to the trash with its pages and requirements, one entry, and comes
/// back with those that went with it (one deleted before it keeps its own entry).
impl TrashAlong for ApplicationTarget {
    type Along = NodeTarget;

    fn lock<'a>(_state: &'a AppState, id: Uuid) -> BoxFuture<'a, ApiResult<String>> {
        Box::pin(async move { Ok(super::tree_lock(id)) })
    }

    fn along<'a>(
        state: &'a AppState,
        id: Uuid,
        restoring: bool,
    ) -> BoxFuture<'a, ApiResult<Along<Self>>> {
        Box::pin(async move {
            Ok(if restoring {
                super::deleted_with_application(&state.pool, id)
                    .await?
                    .into_iter()
                    .map(|node| (node, ApplicationNodeCommand::RestoreWithApplication))
                    .collect()
            } else {
                super::live_nodes(&state.pool, id)
                    .await?
                    .into_iter()
                    .map(|node| (node, ApplicationNodeCommand::DeleteWithApplication))
                    .collect()
            })
        })
    }
}

/// Whoever may edit a page or requirement deletes and restores it (issue 35: staff).
impl TrashTarget for NodeTarget {
    fn delete_command() -> ApplicationNodeCommand {
        ApplicationNodeCommand::DeleteNode
    }

    fn restore_command() -> ApplicationNodeCommand {
        ApplicationNodeCommand::RestoreNode
    }
}

/// A page or requirement goes to the trash with its whole subtree, one entry, and comes back
/// with what went with it, under its application's tree lock.
impl TrashAlong for NodeTarget {
    type Along = NodeTarget;

    fn lock<'a>(state: &'a AppState, id: Uuid) -> BoxFuture<'a, ApiResult<String>> {
        Box::pin(async move {
            let (application, _) = super::node_origin(&state.pool, id)
                .await?
                .ok_or(Code::ApplicationNodeNotFound)?;
            Ok(super::tree_lock(application))
        })
    }

    /// A leaf takes nothing along; a directory its subtree as the journal says it is now, or
    /// back what went with it.
    fn along<'a>(
        state: &'a AppState,
        id: Uuid,
        restoring: bool,
    ) -> BoxFuture<'a, ApiResult<Along<Self>>> {
        Box::pin(async move {
            let (application, directory) = super::node_origin(&state.pool, id)
                .await?
                .ok_or(Code::ApplicationNodeNotFound)?;
            if !directory {
                return Ok(Vec::new());
            }
            Ok(if restoring {
                super::deleted_with_directory(&state.pool, id)
                    .await?
                    .into_iter()
                    .map(|node| {
                        let command =
                            ApplicationNodeCommand::RestoreWithDirectory { directory_id: id };
                        (node, command)
                    })
                    .collect()
            } else {
                super::live_subtree(&state.pool, application, id)
                    .await?
                    .into_iter()
                    .map(|node| {
                        let command =
                            ApplicationNodeCommand::DeleteWithDirectory { directory_id: id };
                        (node, command)
                    })
                    .collect()
            })
        })
    }
}
