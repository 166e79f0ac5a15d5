//! Tags (spec §3: `tagIds`, `tagNames`): a name, unique across tags, and a colour. Other areas
//! attach tags by id.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{Tag, TagError};
pub use commands::TagCommand;
pub use events::{TagColor, TagEvent};

/// Longest tag name, in characters.
pub const NAME_MAX_CHARS: usize = 50;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Tag",
    event_types: TagEvent::TYPES,
    upcasters: crate::no_upcasters,
};
