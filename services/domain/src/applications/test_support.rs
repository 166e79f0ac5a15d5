//! Fakes for the applications area's tests: the write side as the rules see it.
//!
//! The standard world: the project Website (and Intranet) with the application Portal, whose
//! page tree is
//!
//! ```text
//! Screens/            (directory)
//!   Forms/            (directory)
//!   Login             (leaf)
//! Archive/            (directory)
//! ```
//!
//! and whose requirement tree is
//!
//! ```text
//! Security/           (directory)
//!   Passwords         (leaf)
//!   Sessions          (leaf)
//! ```
//!
//! plus the application Shop with one page directory and one requirement of its own.
//!
//! [`KnownIds::trashed`] has Screens and the application Shop in the trash (issue 35).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use uuid::Uuid;

use super::{ApplicationLookup, ApplicationServices, NodeFacts, NodeKind, Tree};

pub const WEBSITE: Uuid = Uuid::from_u128(0x3eb);
pub const INTRANET: Uuid = Uuid::from_u128(0x1a7);
pub const PORTAL: Uuid = Uuid::from_u128(0xa99);
pub const SHOP: Uuid = Uuid::from_u128(0xa992);
pub const SCREENS: Uuid = Uuid::from_u128(0x5c4);
pub const FORMS: Uuid = Uuid::from_u128(0xf04);
pub const LOGIN: Uuid = Uuid::from_u128(0x1061);
pub const ARCHIVE: Uuid = Uuid::from_u128(0xa4c);
pub const SECURITY: Uuid = Uuid::from_u128(0x5ec);
pub const PASSWORDS: Uuid = Uuid::from_u128(0x9a55);
pub const SESSIONS: Uuid = Uuid::from_u128(0x5e55);
pub const SHOP_SCREENS: Uuid = Uuid::from_u128(0x5c42);
pub const SHOP_PAYMENTS: Uuid = Uuid::from_u128(0x9a4);
/// A node nobody has created yet (the one a create test makes).
pub const NEW_NODE: Uuid = Uuid::from_u128(0x4e3);
pub const GHOST: Uuid = Uuid::from_u128(0xdead);

/// A node of the fake write side: what it is and where it hangs now.
struct KnownNode {
    facts: NodeFacts,
    parent_id: Option<Uuid>,
}

/// What exists: projects, applications and nodes.
pub struct KnownIds {
    projects: HashSet<Uuid>,
    applications: HashSet<Uuid>,
    nodes: HashMap<Uuid, KnownNode>,
    /// Nodes in the trash: the lookup does not find them.
    deleted_nodes: HashSet<Uuid>,
}

impl KnownIds {
    /// The world of this module's doc comment; nothing else (no ghost, no new node).
    pub fn standard() -> Self {
        use NodeKind::{Directory, Leaf};
        use Tree::{Pages, Requirements};
        let nodes = [
            (SCREENS, PORTAL, Pages, Directory, None),
            (FORMS, PORTAL, Pages, Directory, Some(SCREENS)),
            (LOGIN, PORTAL, Pages, Leaf, Some(SCREENS)),
            (ARCHIVE, PORTAL, Pages, Directory, None),
            (SECURITY, PORTAL, Requirements, Directory, None),
            (PASSWORDS, PORTAL, Requirements, Leaf, Some(SECURITY)),
            (SESSIONS, PORTAL, Requirements, Leaf, Some(SECURITY)),
            (SHOP_SCREENS, SHOP, Pages, Directory, None),
            (SHOP_PAYMENTS, SHOP, Requirements, Leaf, None),
        ];
        KnownIds {
            projects: [WEBSITE, INTRANET].into(),
            applications: [PORTAL, SHOP].into(),
            nodes: nodes
                .into_iter()
                .map(|(id, application_id, tree, kind, parent_id)| {
                    let facts = NodeFacts {
                        application_id,
                        tree,
                        kind,
                    };
                    (id, KnownNode { facts, parent_id })
                })
                .collect(),
            deleted_nodes: HashSet::new(),
        }
    }

    /// [`Self::standard`] with the directory Screens and the application Shop in the trash
    /// (issue 35); the project Intranet too.
    pub fn trashed() -> Self {
        let mut known = Self::standard();
        known.deleted_nodes.insert(SCREENS);
        known.applications.remove(&SHOP);
        known.projects.remove(&INTRANET);
        known
    }

    pub fn services(self) -> ApplicationServices {
        ApplicationServices {
            lookup: Arc::new(self),
        }
    }
}

#[async_trait::async_trait]
impl ApplicationLookup for KnownIds {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String> {
        Ok(self.projects.contains(&project_id))
    }

    async fn application_exists(&self, application_id: Uuid) -> Result<bool, String> {
        Ok(self.applications.contains(&application_id))
    }

    async fn node(&self, node_id: Uuid) -> Result<Option<NodeFacts>, String> {
        if self.deleted_nodes.contains(&node_id) {
            return Ok(None);
        }
        Ok(self.nodes.get(&node_id).map(|node| node.facts))
    }

    async fn is_within(&self, node_id: Uuid, ancestor_id: Uuid) -> Result<bool, String> {
        let mut at = Some(node_id);
        while let Some(id) = at {
            if id == ancestor_id {
                return Ok(true);
            }
            at = self.nodes.get(&id).and_then(|node| node.parent_id);
        }
        Ok(false)
    }
}

/// A write side that cannot be reached: any lookup fails. Also proves a command asked none.
pub struct Unreachable;

impl Unreachable {
    pub fn services() -> ApplicationServices {
        ApplicationServices {
            lookup: Arc::new(Unreachable),
        }
    }
}

pub const UNREACHABLE: &str = "connection refused";

#[async_trait::async_trait]
impl ApplicationLookup for Unreachable {
    async fn project_exists(&self, _: Uuid) -> Result<bool, String> {
        Err(UNREACHABLE.into())
    }

    async fn application_exists(&self, _: Uuid) -> Result<bool, String> {
        Err(UNREACHABLE.into())
    }

    async fn node(&self, _: Uuid) -> Result<Option<NodeFacts>, String> {
        Err(UNREACHABLE.into())
    }

    async fn is_within(&self, _: Uuid, _: Uuid) -> Result<bool, String> {
        Err(UNREACHABLE.into())
    }
}
