use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{NodeKind, NodeStatus, Tree};

/// What happened to a page or requirement. Names are past tense and stable; see
/// `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ApplicationNodeEvent {
    /// The name trimmed; the content (markdown) as sent.
    NodeCreated {
        node_id: Uuid,
        application_id: Uuid,
        tree: Tree,
        kind: NodeKind,
        parent_id: Option<Uuid>,
        position: i32,
        name: String,
        content: String,
        status: NodeStatus,
    },
    NodeEdited {
        name: String,
        content: String,
    },
    NodeStatusChanged {
        from: NodeStatus,
        to: NodeStatus,
    },
    /// Only the moved node: a directory's subtree follows it through its children's parent
    /// pointers.
    NodeMoved {
        from_parent: Option<Uuid>,
        to_parent: Option<Uuid>,
        from_position: i32,
        to_position: i32,
    },
    RequirementLinked {
        requirement_id: Uuid,
    },
    RequirementUnlinked {
        requirement_id: Uuid,
    },
}

impl ApplicationNodeEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "NodeCreated",
        "NodeEdited",
        "NodeStatusChanged",
        "NodeMoved",
        "RequirementLinked",
        "RequirementUnlinked",
    ];
}

impl DomainEvent for ApplicationNodeEvent {
    fn event_type(&self) -> String {
        match self {
            Self::NodeCreated { .. } => "NodeCreated",
            Self::NodeEdited { .. } => "NodeEdited",
            Self::NodeStatusChanged { .. } => "NodeStatusChanged",
            Self::NodeMoved { .. } => "NodeMoved",
            Self::RequirementLinked { .. } => "RequirementLinked",
            Self::RequirementUnlinked { .. } => "RequirementUnlinked",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
