//! Notifications (issue 21): an employee's inbox. Notifications themselves are not commands:
//! the `notifications` projection derives them from other areas' events (who is told of what
//! is the areas' rules there, `staffhub_projections::notifications::rules`). What the employee
//! decides, marking them read, is this aggregate's. Its id is the employee's id; it comes into
//! being with the first mark (there is nothing to create beforehand).
//!
//! Issue 35 §6: the inbox also holds how each kind of notification reaches the employee (in
//! the app only, by email at once, or in a daily digest; [`default_delivery`] until they
//! choose), their unsubscribes from a mail, and which notifications went out by mail, so the
//! mail worker sends each at most once per its record here (`NotificationsEmailed`).

mod aggregate;
mod commands;
mod delivery;
mod events;

pub use aggregate::{NotificationInbox, NotificationInboxError};
pub use commands::NotificationInboxCommand;
pub use delivery::{KINDS, NotificationDelivery, default_delivery};
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
