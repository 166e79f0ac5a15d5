//! Imports from CSV (issue 35 §3): a file's rows brought into an area. The import is an entity
//! of its own, so its progress and its result are facts in the journal like any other: each
//! row is written by its area's own command (with the import's id as correlation id), and the
//! import records, in the file's order, what became of every row. The edge reads the file, maps
//! its columns and decides each row against the kind's descriptor; here they are opaque.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{Import, ImportError};
pub use commands::ImportCommand;
pub use events::{ImportColumn, ImportEvent, ImportOutcome, ImportRowResult};

/// Most rows one import may hold.
pub const MAX_ROWS: u32 = 50_000;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Import",
    event_types: ImportEvent::TYPES,
    upcasters: crate::no_upcasters,
};
