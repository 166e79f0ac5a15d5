//! Tasks (spec §4: task status open 1, processing 2, closed 3, completed 4; priority high 1,
//! medium 2, low 3).

mod aggregate;
mod commands;
mod events;
mod upcasts;

pub use aggregate::{EmployeeLookup, Task, TaskError, TaskServices};
pub use commands::TaskCommand;
pub use events::{TaskEvent, TaskPriority, TaskStatus};

/// Longest task title, in characters.
pub const TITLE_MAX_CHARS: usize = 200;
/// Longest task description (markdown), in characters.
pub const DESCRIPTION_MAX_CHARS: usize = 20_000;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Task",
    event_types: TaskEvent::TYPES,
    upcasters: upcasts::upcasters,
};
