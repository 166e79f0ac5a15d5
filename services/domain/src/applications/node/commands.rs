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
        }
    }
}
