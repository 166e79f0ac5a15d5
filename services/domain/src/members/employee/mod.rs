//! Employees (members). Credentials are deliberately NOT part of this aggregate: password
//! hashes live in the edge's credential store, so the append-only journal never holds a
//! secret; the journal records only *that* a password changed (for auditors).

mod aggregate;
mod commands;
mod events;

pub use aggregate::{Directory, Employee, EmployeeError, EmployeeServices};
pub use commands::EmployeeCommand;
pub use events::EmployeeEvent;

/// Longest employee name, in characters.
pub const NAME_MAX_CHARS: usize = 100;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Employee",
    event_types: EmployeeEvent::TYPES,
    upcasters: crate::no_upcasters,
};
