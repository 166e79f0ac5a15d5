//! Projects (spec §4: project status planning 1, active 2, canceled 3, archived 4): a name, a
//! markdown description, the organizations taking part and the employees on the team. Other
//! areas (questions) refer to a project by id.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{Project, ProjectDependents, ProjectError, ProjectLookup, ProjectServices};
pub use commands::ProjectCommand;
pub use events::{ProjectEvent, ProjectStatus};

/// Longest project name, in characters.
pub const NAME_MAX_CHARS: usize = 100;
/// Longest project description (markdown), in characters.
pub const DESCRIPTION_MAX_CHARS: usize = 20_000;
/// Most organizations one project may name (after de-duplication).
pub const MAX_ORGANIZATIONS: usize = 50;
/// Most employees one project's team may hold (after de-duplication).
pub const MAX_EMPLOYEES: usize = 200;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Project",
    event_types: ProjectEvent::TYPES,
    upcasters: crate::no_upcasters,
};
