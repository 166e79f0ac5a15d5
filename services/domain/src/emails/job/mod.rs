//! An email job (spec §2 `/email-jobs`, `/batch-email-jobs`; §3 "email send job and batch
//! email send job"; §4 scheduled 1, queued 2, completed 4, draft 6): what to send, who to send
//! it to, and when. Single jobs name their addresses; batch jobs select organization members
//! by deal status and tags (architecture brief §8). The job's life:
//!
//! draft ⇄ scheduled → queued → completed
//!
//! A job is always created as a draft (the edge sends `Schedule` next when the user asked to
//! send); cancelling a scheduled job makes it a draft again. Queueing fixes the recipients,
//! each of whom gets an [`EmailDelivery`](crate::emails::EmailDelivery).

mod aggregate;
mod commands;
mod events;

pub use super::{
    EmailAudience, EmailConditions, EmailContent, EmailJobKind, EmailJobStatus, EmailRecipient,
    EmailTemplateStatus, SkipReason, SkippedRecipient,
};
pub use aggregate::{
    EmailJob, EmailJobError, EmailJobLookup, EmailJobServices, SEND_TIME_GRACE, SEND_TIME_HORIZON,
    send_time, validate_content,
};
pub use commands::EmailJobCommand;
pub use events::EmailJobEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <EmailJob as crate::Aggregate>::TYPE,
    event_types: EmailJobEvent::TYPES,
    upcasters: crate::no_upcasters,
};
