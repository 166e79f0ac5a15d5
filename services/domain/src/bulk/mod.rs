//! Bulk edits (issue 35 §2): one change asked of many items at once. The batch is an entity of
//! its own, so its progress, its result and its undo are facts in the journal like any other:
//! each item is changed by its own area's command (with the batch's id as correlation id), and
//! the batch records, in order, what became of every item. The edge validates the field and
//! value against the item kind's descriptor; here they are opaque.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{BulkEdit, BulkEditError};
pub use commands::BulkEditCommand;
pub use events::{BulkEditEvent, BulkItem, BulkItemResult, BulkOutcome, RefusalReason};

/// Most items one batch may hold ("all N matching this filter" over a large list).
pub const MAX_ITEMS: usize = 10_000;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "BulkEdit",
    event_types: BulkEditEvent::TYPES,
    upcasters: crate::no_upcasters,
};
