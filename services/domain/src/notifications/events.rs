use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What happened to an employee's inbox. Names are past tense and stable; see
/// `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum NotificationInboxEvent {
    /// Without repeats, in the order given, none marked before.
    NotificationsRead {
        employee_id: Uuid,
        notification_ids: Vec<Uuid>,
    },
    /// Every notification up to `up_to` in the journal's order (all when `None`), as the
    /// projection holds them when it applies this event.
    AllNotificationsRead {
        employee_id: Uuid,
        up_to: Option<Uuid>,
    },
}

impl NotificationInboxEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &["NotificationsRead", "AllNotificationsRead"];
}

impl DomainEvent for NotificationInboxEvent {
    fn event_type(&self) -> String {
        match self {
            Self::NotificationsRead { .. } => "NotificationsRead",
            Self::AllNotificationsRead { .. } => "AllNotificationsRead",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
