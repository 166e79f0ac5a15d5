//! An issue (spec §2 `/issues/{issueId}`): a title, a markdown description, a status from the
//! admins' list, a priority, categories, at most one project, assigned employees, linked
//! documents, tags, a comment thread, and the task it was converted into, if any.

mod aggregate;
mod commands;
mod events;

pub use super::{IssueLookup, IssuePriority, IssueServices, Referenced};
pub use aggregate::{Issue, IssueComment, IssueError};
pub use commands::IssueCommand;
pub use events::IssueEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <Issue as crate::Aggregate>::TYPE,
    event_types: IssueEvent::TYPES,
    upcasters: crate::no_upcasters,
};
