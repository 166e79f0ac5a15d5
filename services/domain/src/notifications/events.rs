use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::NotificationDelivery;

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
    /// The employee chose how a kind of notification reaches them (issue 35 §6).
    NotificationDeliveryChosen {
        employee_id: Uuid,
        kind: String,
        delivery: NotificationDelivery,
    },
    /// The employee followed a mail's unsubscribe (link or RFC 8058 one-click): that kind is
    /// in the app only from now on.
    NotificationEmailUnsubscribed { employee_id: Uuid, kind: String },
    /// These notifications were handed to the mail relay, at once or in one daily digest
    /// (the mail worker records it after the relay took the message).
    NotificationsEmailed {
        employee_id: Uuid,
        notification_ids: Vec<Uuid>,
        digest: bool,
    },
}

impl NotificationInboxEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "NotificationsRead",
        "AllNotificationsRead",
        "NotificationDeliveryChosen",
        "NotificationEmailUnsubscribed",
        "NotificationsEmailed",
    ];
}

impl DomainEvent for NotificationInboxEvent {
    fn event_type(&self) -> String {
        match self {
            Self::NotificationsRead { .. } => "NotificationsRead",
            Self::AllNotificationsRead { .. } => "AllNotificationsRead",
            Self::NotificationDeliveryChosen { .. } => "NotificationDeliveryChosen",
            Self::NotificationEmailUnsubscribed { .. } => "NotificationEmailUnsubscribed",
            Self::NotificationsEmailed { .. } => "NotificationsEmailed",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
