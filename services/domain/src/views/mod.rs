//! Saved views (issue 35 §5): a named filter, sort and column set of one list, private to its
//! owner or shared with a role, listed in the navigation and opened by URL.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{SavedView, SavedViewError};
pub use commands::SavedViewCommand;
pub use events::SavedViewEvent;

/// Longest view name, in characters.
pub const NAME_MAX_CHARS: usize = 100;

/// Longest query (the list's URL search parameters), in characters.
pub const QUERY_MAX_CHARS: usize = 2000;

/// The lists a view may belong to: the product's list screens whose filter, sort and columns
/// live in the URL (the frontend opens `/<list>?<query>`).
pub const LISTS: &[&str] = &[
    "tasks",
    "my-tasks",
    "issues",
    "organizations",
    "documents",
    "projects",
    "members",
    "applications",
    "email-templates",
    "draft-email-templates",
    "email-jobs",
    "batch-email-jobs",
    "agents",
    "workflow-templates",
    "workflow-instances",
    "tags",
    "internal-qas",
];

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "SavedView",
    event_types: SavedViewEvent::TYPES,
    upcasters: crate::no_upcasters,
};
