use uuid::Uuid;

use super::{NodeKind, Tree};

/// What a caller asks of a page or requirement. The status arrives raw (as the spec's numeric
/// id) and the position as sent, so that the aggregate, not the edge, decides whether they are
/// valid.
#[derive(Debug, Clone, PartialEq)]
pub enum ApplicationNodeCommand {
    /// The new-page and new-requirement forms (`/applications/{applicationid}/pages/new`,
    /// `…/requirements/new`); `parent_id` is the directory it goes in (none: the top of the
    /// tree).
    CreateNode {
        node_id: Uuid,
        application_id: Uuid,
        tree: Tree,
        kind: NodeKind,
        parent_id: Option<Uuid>,
        position: i32,
        name: String,
        content: String,
        status_id: i32,
    },
    /// The edit form: name and content.
    EditNode {
        name: String,
        content: String,
    },
    ChangeNodeStatus {
        status_id: i32,
    },
    /// To another directory of the same tree (or the top), or to another place among the
    /// same siblings. A directory takes its subtree along.
    MoveNode {
        parent_id: Option<Uuid>,
        position: i32,
    },
    /// Pages only: the page implements the requirement.
    LinkRequirement {
        requirement_id: Uuid,
    },
    UnlinkRequirement {
        requirement_id: Uuid,
    },
    /// Issue 35: to the trash (`deleteNode`), with everything below it: the edge gives each
    /// node of its subtree `DeleteWithDirectory` in the same append, so the subtree goes as one
    /// trash entry, all or nothing.
    DeleteNode,
    /// Back from the trash (`restoreNode`), where it was (its directory, if it has one, must
    /// not be in the trash), with the nodes that went with it (`RestoreWithDirectory`).
    RestoreNode,
    /// Goes to the trash with the directory `directory_id` above it (that one's `DeleteNode`).
    DeleteWithDirectory {
        directory_id: Uuid,
    },
    /// Comes back with the directory `directory_id` it went with.
    RestoreWithDirectory {
        directory_id: Uuid,
    },
    /// Goes to the trash with its application (`DeleteApplication`).
    DeleteWithApplication,
    /// Comes back with its application (`RestoreApplication`).
    RestoreWithApplication,
}

impl crate::Command for ApplicationNodeCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateNode { .. } => "CreateNode",
            Self::EditNode { .. } => "EditNode",
            Self::ChangeNodeStatus { .. } => "ChangeNodeStatus",
            Self::MoveNode { .. } => "MoveNode",
            Self::LinkRequirement { .. } => "LinkRequirement",
            Self::UnlinkRequirement { .. } => "UnlinkRequirement",
            Self::DeleteNode => "DeleteNode",
            Self::RestoreNode => "RestoreNode",
            Self::DeleteWithDirectory { .. } => "DeleteNodeWithDirectory",
            Self::RestoreWithDirectory { .. } => "RestoreNodeWithDirectory",
            Self::DeleteWithApplication => "DeleteNodeWithApplication",
            Self::RestoreWithApplication => "RestoreNodeWithApplication",
        }
    }
}
