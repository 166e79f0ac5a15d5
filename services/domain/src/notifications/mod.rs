//! Notifications (issue 21): an employee's inbox. Notifications themselves are not commands:
//! the `notifications` projection derives them from other areas' events (who is told of what
//! is the areas' rules there, `staffhub_projections::notifications::rules`). What the employee
//! decides, marking them read, is this aggregate's. Its id is the employee's id; it comes into
//! being with the first mark (there is nothing to create beforehand).

mod aggregate;
mod commands;
mod events;

pub use aggregate::{NotificationInbox, NotificationInboxError};
pub use commands::NotificationInboxCommand;
pub use events::NotificationInboxEvent;

/// Most notifications one mark may name (a page of the list is 20, the connection's maximum
/// is 100).
pub const MARK_MAX: usize = 100;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "NotificationInbox",
    event_types: NotificationInboxEvent::TYPES,
    upcasters: crate::no_upcasters,
};
