//! Document categories, which admins manage (e.g. Manuals, Contracts, Minutes): a name and a
//! description. A document is in at most one category. Unique names are claimed at the edge,
//! not here (an aggregate sees only itself).

mod aggregate;
mod commands;
mod events;

pub use super::{DocumentLookup, DocumentServices};
pub use aggregate::{DocumentCategory, DocumentCategoryError};
pub use commands::DocumentCategoryCommand;
pub use events::DocumentCategoryEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "DocumentCategory",
    event_types: DocumentCategoryEvent::TYPES,
    upcasters: crate::no_upcasters,
};
