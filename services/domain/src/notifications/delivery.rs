//! How a kind of notification reaches an employee (issue 35 §6).

use serde::{Deserialize, Serialize};

/// In the app only, by email at once, or gathered in a daily digest. Every kind is also in
/// the app: email is in addition to the notification centre, never instead of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NotificationDelivery {
    App,
    Immediately,
    Digest,
}

impl NotificationDelivery {
    /// The stored name (`notification_deliveries.delivery`, GraphQL's enum).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::App => "APP",
            Self::Immediately => "IMMEDIATELY",
            Self::Digest => "DIGEST",
        }
    }

    pub fn from_stored(stored: &str) -> Option<Self> {
        Some(match stored {
            "APP" => Self::App,
            "IMMEDIATELY" => Self::Immediately,
            "DIGEST" => Self::Digest,
            _ => return None,
        })
    }
}

/// Every kind of notification an employee chooses for (the `notifications` projection's
/// rules name no other; a test there holds it).
pub const KINDS: &[&str] = &[
    "TASK_ASSIGNED",
    "ISSUE_ASSIGNED",
    "MENTIONED",
    "APPROVAL_REQUESTED",
    "APPROVAL_APPROVED",
    "APPROVAL_REJECTED",
    "QUESTION_ANSWERED",
    "EMAIL_JOB_COMPLETED",
    "EMAIL_JOB_FAILED",
];

/// Until the employee chooses (issue 35 §6, "sensible defaults"): approvals and assignments
/// by email at once, where waiting for someone to open the app costs a day; the rest in the
/// app only.
pub fn default_delivery(kind: &str) -> NotificationDelivery {
    match kind {
        "TASK_ASSIGNED" | "ISSUE_ASSIGNED" | "APPROVAL_REQUESTED" | "APPROVAL_APPROVED"
        | "APPROVAL_REJECTED" => NotificationDelivery::Immediately,
        _ => NotificationDelivery::App,
    }
}
