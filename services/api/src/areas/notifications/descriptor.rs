//! Notifications' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::notifications::NotificationInbox;

use super::history;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "notifications",
    policy: &[
        ("Query.notifications", Rule::SignedIn),
        ("Query.unreadNotificationCount", Rule::SignedIn),
        ("Query.notification", Rule::SignedIn),
        ("Query.notificationDeliveries", Rule::SignedIn),
        ("Mutation.chooseNotificationDelivery", Rule::SignedIn),
        ("Subscription.notificationDeliveriesChanged", Rule::SignedIn),
        ("Query.activity", Rule::SignedIn),
        ("Mutation.markNotificationsRead", Rule::SignedIn),
        ("Mutation.markAllNotificationsRead", Rule::SignedIn),
        ("Subscription.notificationsChanged", Rule::SignedIn),
        ("Subscription.homeChanged", Rule::SignedIn),
    ],
    projections: &["notifications"],
    entities: &[Entity {
        type_name: "NotificationInbox",
        aggregate_type: "NotificationInbox",
        read_operation: "Query.notifications",
        read_model: None,
        // No global id: an inbox is its employee's, addressed by the session.
        lifecycle: None,
        search: None,
        node: None,
        // Only its owner reads an inbox's history.
        visible: Some(|_, session, id| Box::pin(async move { Ok(session.employee_id == id) })),
        trash: None,
        bulk: None,
        import: None,
        history: History {
            states: states::<NotificationInbox>,
            blank: blank::<NotificationInbox>,
            labels: &[
                (
                    "NotificationsRead",
                    "Notifications read",
                    "通知を既読にしました",
                ),
                (
                    "AllNotificationsRead",
                    "All notifications read",
                    "すべての通知を既読にしました",
                ),
                (
                    "NotificationDeliveryChosen",
                    "Notification delivery chosen",
                    "通知の受け取り方を変更しました",
                ),
                (
                    "NotificationEmailUnsubscribed",
                    "Unsubscribed from notification emails",
                    "通知メールの配信を停止しました",
                ),
                (
                    "NotificationsEmailed",
                    "Notifications emailed",
                    "通知をメールで送りました",
                ),
            ],
            title: ("", ""),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
