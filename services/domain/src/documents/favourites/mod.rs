//! An employee's favourite documents. The aggregate's id is the employee's id; it comes into
//! being with the first favourite (there is nothing to create beforehand). Whether the
//! employee may still read a favourite is the edge's question, asked when listing them.

mod aggregate;
mod commands;
mod events;

pub use super::{DocumentLookup, DocumentServices};
pub use aggregate::{DocumentFavourites, DocumentFavouritesError};
pub use commands::DocumentFavouritesCommand;
pub use events::DocumentFavouritesEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "DocumentFavourites",
    event_types: DocumentFavouritesEvent::TYPES,
    upcasters: crate::no_upcasters,
};
