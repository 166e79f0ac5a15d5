use uuid::Uuid;

use super::NotificationDelivery;

/// What an employee asks of their inbox. Which notifications exist, and whether they are
/// the employee's, is the edge's question (the read model): notifications are derived, so
/// the aggregate knows only what it was told to mark.
#[derive(Debug, Clone, PartialEq)]
pub enum NotificationInboxCommand {
    /// Marks these notifications read (the list's row, opened).
    MarkNotificationsRead {
        employee_id: Uuid,
        notification_ids: Vec<Uuid>,
    },
    /// Marks read every notification up to and including `up_to` (the newest the employee
    /// saw), or every one there is when `None`: one arriving meanwhile stays unread.
    MarkAllNotificationsRead {
        employee_id: Uuid,
        up_to: Option<Uuid>,
    },
    /// The settings screen: how this kind of notification reaches the employee (issue 35 §6).
    ChooseNotificationDelivery {
        employee_id: Uuid,
        kind: String,
        delivery: NotificationDelivery,
    },
    /// A mail's unsubscribe (signed link, no sign-in): this kind in the app only.
    UnsubscribeFromNotificationEmail { employee_id: Uuid, kind: String },
    /// The mail worker: these notifications went out by mail (at once, or in a digest).
    RecordNotificationsEmailed {
        employee_id: Uuid,
        notification_ids: Vec<Uuid>,
        digest: bool,
    },
}

impl crate::Command for NotificationInboxCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::MarkNotificationsRead { .. } => "MarkNotificationsRead",
            Self::MarkAllNotificationsRead { .. } => "MarkAllNotificationsRead",
            Self::ChooseNotificationDelivery { .. } => "ChooseNotificationDelivery",
            Self::UnsubscribeFromNotificationEmail { .. } => "UnsubscribeFromNotificationEmail",
            Self::RecordNotificationsEmailed { .. } => "RecordNotificationsEmailed",
        }
    }
}
