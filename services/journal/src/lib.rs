//! The event journal: where commands become durable events, and where readers tail them.
//!
//! Role: wire cqrs-es/postgres-es to the journal tables in `schema/migrations` (postgres-es
//! loads aggregates; appends are one statement of our own, `append`), attach the
//! metadata every event carries (actor, correlation, causation, request), retry commands that
//! lose an optimistic-lock race (and so keep the node's aggregate cache honest), report the
//! journal position a command reached, and let
//! projections and process managers tail the journal in commit order with the pair cursor.
//!
//! *Invariant:* nothing here updates or deletes an event (the table refuses it); old payload
//! shapes are upcast on read (`upcast`).

mod append;
mod cache;
pub mod coalesce;
mod execute;
mod metadata;
mod position;
mod tail;
mod together;
pub mod upcast;

pub use execute::{Committed, ExecuteError, Journal};
pub use metadata::Metadata;
pub use position::JournalPosition;
pub use tail::{JournalEvent, events_of, head_position, read_after};
pub use together::{Together, TogetherError};

/// The migrations in `schema/migrations`, embedded in the binary.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../schema/migrations");
