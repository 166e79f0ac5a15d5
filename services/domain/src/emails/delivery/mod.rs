//! One email delivery (spec §2 `/email-jobs/{id}/report`, `.../report/{reportId}` 'Email Event
//! Details'; §4 delivery event types accepted 1 … complained 8): what happened to one
//! recipient of a queued job. Its id is the recipient's
//! [`delivery_id`](crate::emails::EmailRecipient::delivery_id); each event is one report in
//! the job's event list, under its own `event_id`.
//!
//! The SMTP sender records acceptance or a send failure (temporary ones are retried);
//! after acceptance, our tracking endpoints and the provider's webhooks record delivery,
//! opens, clicks, unsubscribes, complaints and late failures (bounces). Times come with the
//! command (when it happened, as reported), so the domain stays pure.

mod aggregate;
mod commands;
mod events;

pub use super::{EmailEventType, EventSource};
pub use aggregate::{EmailDelivery, EmailDeliveryError, EmailDeliveryServices};
pub use commands::{EmailDeliveryCommand, ProviderEventKind};
pub use events::EmailDeliveryEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <EmailDelivery as crate::Aggregate>::TYPE,
    event_types: EmailDeliveryEvent::TYPES,
    upcasters: crate::no_upcasters,
};
