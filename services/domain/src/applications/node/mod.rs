//! One page or requirement of an application (spec §2 `/applications/{applicationid}/pages/…`
//! and `…/requirements/…`): a node of one of the application's two trees, a directory or a
//! leaf, with its parent (none at the top), its place among its siblings, a name, markdown
//! content and a status. A page also links the requirements it implements.
//!
//! Its application, tree and kind are fixed at creation ([`NodeFacts`], what the lookup
//! answers about other nodes). A directory moves with its subtree: its children keep pointing
//! at it, so a move is one event on the moved node only.

mod aggregate;
mod commands;
mod events;

pub use super::{ApplicationLookup, ApplicationServices, NodeFacts, NodeKind, NodeStatus, Tree};
pub use aggregate::{ApplicationNode, ApplicationNodeError, DeletedWith};
pub use commands::ApplicationNodeCommand;
pub use events::ApplicationNodeEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <ApplicationNode as crate::Aggregate>::TYPE,
    event_types: ApplicationNodeEvent::TYPES,
    upcasters: crate::no_upcasters,
};
