//! Applications (spec §2 `/applications`, §3, §4: application draft 1, active 2, pending 3,
//! archived 4; page or requirement not started 1, processing 2, closed 3, completed 4): the
//! applications of a project, each holding two trees, its pages and its requirements.
//!
//! One area, two aggregates: [`application`] (a name, a markdown description and a status, in
//! one project) and [`node`] (one page or requirement: a directory or a leaf, with a parent in
//! its tree, a place among its siblings, a name, markdown content and a status; a page also
//! links the requirements it implements). Both use [`ApplicationServices`], whose
//! [`ApplicationLookup`] answers what the rules ask of other aggregates: does the project or
//! application exist, what is a node (its application, tree and kind never change), and
//! whether a node lies below another (spec §4: only directories can have children, and a
//! directory cannot move below itself).

pub mod application;
pub mod node;

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// Longest application, page or requirement name, in characters (trimmed).
pub const NAME_MAX_CHARS: usize = 200;
/// Longest application description (markdown), in characters.
pub const DESCRIPTION_MAX_CHARS: usize = 20_000;
/// Longest page or requirement content (markdown), in characters.
pub const CONTENT_MAX_CHARS: usize = 100_000;
/// The last place among a directory's children (places run from 0).
pub const MAX_POSITION: i32 = 100_000;

/// Application status, with the spec's numeric ids (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApplicationStatus {
    #[default]
    Draft,
    Active,
    Pending,
    Archived,
}

impl ApplicationStatus {
    pub const ALL: [ApplicationStatus; 4] =
        [Self::Draft, Self::Active, Self::Pending, Self::Archived];

    pub fn id(self) -> i32 {
        match self {
            Self::Draft => 1,
            Self::Active => 2,
            Self::Pending => 3,
            Self::Archived => 4,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// Page or requirement status, with the spec's numeric ids (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeStatus {
    #[default]
    NotStarted,
    Processing,
    Closed,
    Completed,
}

impl NodeStatus {
    pub const ALL: [NodeStatus; 4] = [
        Self::NotStarted,
        Self::Processing,
        Self::Closed,
        Self::Completed,
    ];

    pub fn id(self) -> i32 {
        match self {
            Self::NotStarted => 1,
            Self::Processing => 2,
            Self::Closed => 3,
            Self::Completed => 4,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// The two trees of an application.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tree {
    #[default]
    Pages,
    Requirements,
}

impl Tree {
    /// One node of the tree, as the spec's messages name it ('page directory not found').
    pub fn noun(self) -> &'static str {
        match self {
            Self::Pages => "page",
            Self::Requirements => "requirement",
        }
    }
}

/// A directory holds other nodes of its tree; a leaf holds none (spec §4: only directories
/// can have children).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    Directory,
    #[default]
    Leaf,
}

/// What a node is, fixed when it is created: its application, its tree and its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NodeFacts {
    pub application_id: Uuid,
    pub tree: Tree,
    pub kind: NodeKind,
}

/// Lookups the application rules need, answered at the edge from the write side.
#[async_trait::async_trait]
pub trait ApplicationLookup: Send + Sync {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String>;
    /// Whether the application exists and is not in the trash.
    async fn application_exists(&self, application_id: Uuid) -> Result<bool, String>;
    /// A node's facts that never change (from its creation), None if no such node or it is in
    /// the trash (issue 35: a deleted directory takes no children, a deleted requirement no
    /// new link).
    async fn node(&self, node_id: Uuid) -> Result<Option<NodeFacts>, String>;
    /// Whether `node_id` is `ancestor_id` or lies below it (walking parents as they are now).
    async fn is_within(&self, node_id: Uuid, ancestor_id: Uuid) -> Result<bool, String>;
}

/// The services both aggregates of this area use (`type Services = ApplicationServices`).
#[derive(Clone)]
pub struct ApplicationServices {
    pub lookup: Arc<dyn ApplicationLookup>,
}

#[cfg(test)]
mod test_support;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_have_the_spec_ids_and_nothing_else_is_one() {
        let ids: Vec<i32> = ApplicationStatus::ALL.map(ApplicationStatus::id).into();
        assert_eq!(ids, [1, 2, 3, 4]);
        let ids: Vec<i32> = NodeStatus::ALL.map(NodeStatus::id).into();
        assert_eq!(ids, [1, 2, 3, 4]);
        for status in ApplicationStatus::ALL {
            assert_eq!(ApplicationStatus::from_id(status.id()), Some(status));
        }
        for status in NodeStatus::ALL {
            assert_eq!(NodeStatus::from_id(status.id()), Some(status));
        }
        for id in [0, 5, -1] {
            assert_eq!(ApplicationStatus::from_id(id), None);
            assert_eq!(NodeStatus::from_id(id), None);
        }
    }

    #[test]
    fn trees_kinds_and_statuses_serialize_in_snake_case() {
        let json = serde_json::to_value((
            Tree::Requirements,
            NodeKind::Directory,
            NodeStatus::NotStarted,
            ApplicationStatus::Archived,
        ))
        .unwrap();
        assert_eq!(
            json,
            serde_json::json!(["requirements", "directory", "not_started", "archived"])
        );
    }
}
