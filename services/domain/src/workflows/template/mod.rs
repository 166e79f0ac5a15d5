//! A workflow template (spec §2 workflow templates; §4 visibility active 1, inactive 2,
//! hidden 3; §8 "Not found: … Template", 'Current status is same to new status'): a named,
//! reusable plan of steps. Each step names the documents it expects, the role whose holders
//! approve it (or none: the owner completes it) and how long it may take. Every save records
//! the whole form, so an instance can say which version of the template it started from (the
//! aggregate's version).
//!
//! Only an active template that is not archived starts instances
//! ([`WorkflowTemplate::usable`]). Archived, not deleted: instances keep naming their
//! template. An archived template is not edited until it is restored.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{
    WorkflowTemplate, WorkflowTemplateError, WorkflowTemplateLookup, WorkflowTemplateServices,
};
pub use commands::WorkflowTemplateCommand;
pub use events::WorkflowTemplateEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <WorkflowTemplate as crate::Aggregate>::TYPE,
    event_types: WorkflowTemplateEvent::TYPES,
    upcasters: crate::no_upcasters,
};
