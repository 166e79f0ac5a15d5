//! An email template (spec §2 `/email-templates`, `/draft-email-templates`; §3 "email template
//! (statuses)"): a name, a subject and an HTML body that jobs start from, draft or active.
//! Only an active template may be used by a job (spec §8 'Template is not active'); that is
//! checked by the job, through [`EmailJobLookup`](crate::emails::EmailJobLookup).

mod aggregate;
mod commands;
mod events;

pub use super::EmailTemplateStatus;
pub use aggregate::{
    EmailTemplate, EmailTemplateDependents, EmailTemplateError, EmailTemplateLookup,
    EmailTemplateServices,
};
pub use commands::EmailTemplateCommand;
pub use events::EmailTemplateEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <EmailTemplate as crate::Aggregate>::TYPE,
    event_types: EmailTemplateEvent::TYPES,
    upcasters: crate::no_upcasters,
};
