//! An application of a project (spec §2 `/applications/{applicationid}`): a name, a markdown
//! description and a status. Its pages and requirements are [`super::node`]s. Unique names
//! within a project are claimed at the edge, not here (an aggregate sees only itself).

mod aggregate;
mod commands;
mod events;

pub use super::{ApplicationLookup, ApplicationServices, ApplicationStatus};
pub use aggregate::{Application, ApplicationError};
pub use commands::ApplicationCommand;
pub use events::ApplicationEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <Application as crate::Aggregate>::TYPE,
    event_types: ApplicationEvent::TYPES,
    upcasters: crate::no_upcasters,
};
