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
    /// To the trash (issue 35), with its subtree: each node below it records
    /// `NodeDeletedWithDirectory` naming it, in the same append. `NodeRestored` brings it back
    /// where it was, with them.
    NodeDeleted {},
    NodeRestored {},
    /// To the trash with the directory `directory_id` above it, and back with it.
    NodeDeletedWithDirectory {
        directory_id: Uuid,
    },
    NodeRestoredWithDirectory {
        directory_id: Uuid,
    },
    /// To the trash with its application, and back with it.
    NodeDeletedWithApplication {},
    NodeRestoredWithApplication {},
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
        "NodeDeleted",
        "NodeRestored",
        "NodeDeletedWithDirectory",
        "NodeRestoredWithDirectory",
        "NodeDeletedWithApplication",
        "NodeRestoredWithApplication",
    ];

    /// The events after which a node is in the trash (issue 35), and those that bring it back:
    /// the write side's lookups ask for the latest of them.
    pub const DELETING: &'static [&'static str] = &[
        "NodeDeleted",
        "NodeDeletedWithDirectory",
        "NodeDeletedWithApplication",
    ];
    pub const RESTORING: &'static [&'static str] = &[
        "NodeRestored",
        "NodeRestoredWithDirectory",
        "NodeRestoredWithApplication",
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
            Self::NodeDeleted {} => "NodeDeleted",
            Self::NodeRestored {} => "NodeRestored",
            Self::NodeDeletedWithDirectory { .. } => "NodeDeletedWithDirectory",
            Self::NodeRestoredWithDirectory { .. } => "NodeRestoredWithDirectory",
            Self::NodeDeletedWithApplication {} => "NodeDeletedWithApplication",
            Self::NodeRestoredWithApplication {} => "NodeRestoredWithApplication",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
