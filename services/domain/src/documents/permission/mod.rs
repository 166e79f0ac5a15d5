//! Permission categories: named sets of role assignments ("Staff only", "Board only"). A
//! document in a permission category is readable (or editable) by the roles the category
//! assigns, in addition to the roles assigned on the document itself; the edge combines both
//! (see [`crate::documents`]). Role assignments follow exactly the document's rules.

mod aggregate;
mod commands;
mod events;

pub use super::{DocumentAccess, DocumentLookup, DocumentServices, RoleAssignment};
pub use aggregate::{PermissionCategory, PermissionCategoryError};
pub use commands::PermissionCategoryCommand;
pub use events::PermissionCategoryEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "PermissionCategory",
    event_types: PermissionCategoryEvent::TYPES,
    upcasters: crate::no_upcasters,
};
