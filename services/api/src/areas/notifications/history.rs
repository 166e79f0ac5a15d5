//! How auditors read a notification inbox's history (issue 37 §2).

use crate::audit::{Field, Kind};

pub(super) static FIELDS: &[Field] = &[
    Field::new(
        "employee_id",
        "Member",
        "メンバー",
        Kind::Reference("Employee"),
    ),
    Field::new(
        "read_ids",
        "Read notifications",
        "既読の通知数",
        Kind::Count,
    ),
    Field::plain("all_read_count", "Marked all read", "すべて既読にした回数"),
    Field::new(
        "deliveries",
        "Notification delivery",
        "通知の受け取り方",
        Kind::Group(DELIVERIES),
    ),
    Field::new(
        "emailed_ids",
        "Notifications emailed",
        "メールで送った通知数",
        Kind::Count,
    ),
];

/// How one kind reaches the employee (issue 35 §6), as the settings screen words it.
static DELIVERY: &[(&str, &str, &str)] = &[
    ("App", "In the app only", "アプリ内のみ"),
    ("Immediately", "By email at once", "すぐにメールで"),
    ("Digest", "In the daily digest", "1日1回のまとめメールで"),
];

/// One field per kind of notification, named as the settings screen names it.
static DELIVERIES: &[Field] = &[
    Field::new(
        "TASK_ASSIGNED",
        "Task assigned",
        "タスクの割り当て",
        Kind::Enum(DELIVERY),
    ),
    Field::new(
        "ISSUE_ASSIGNED",
        "Issue assigned",
        "課題の割り当て",
        Kind::Enum(DELIVERY),
    ),
    Field::new("MENTIONED", "Mentioned", "メンション", Kind::Enum(DELIVERY)),
    Field::new(
        "APPROVAL_REQUESTED",
        "Approval requested",
        "承認の依頼",
        Kind::Enum(DELIVERY),
    ),
    Field::new(
        "APPROVAL_APPROVED",
        "Approved",
        "承認",
        Kind::Enum(DELIVERY),
    ),
    Field::new(
        "APPROVAL_REJECTED",
        "Rejected",
        "差し戻し",
        Kind::Enum(DELIVERY),
    ),
    Field::new(
        "QUESTION_ANSWERED",
        "Question answered",
        "質問への回答",
        Kind::Enum(DELIVERY),
    ),
    Field::new(
        "EMAIL_JOB_COMPLETED",
        "Email job sent",
        "メール配信の完了",
        Kind::Enum(DELIVERY),
    ),
    Field::new(
        "EMAIL_JOB_FAILED",
        "Email job failed",
        "メール配信の失敗",
        Kind::Enum(DELIVERY),
    ),
];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::notifications::NotificationInbox;

    use super::*;
    use crate::audit::tests::assert_labelled;

    #[test]
    fn every_field_of_an_inbox_is_labelled() {
        let id = uuid::Uuid::nil();
        assert_labelled::<NotificationInbox>(
            FIELDS,
            json!({
                "employee_id": id, "read_ids": [id], "all_read_count": 1,
                "deliveries": { "MENTIONED": "Digest", "TASK_ASSIGNED": "App" },
                "emailed_ids": [id]
            }),
        );
    }

    #[test]
    fn every_kind_and_delivery_is_labelled() {
        use staffhub_domain::notifications::{KINDS, NotificationDelivery};
        for kind in KINDS {
            assert!(DELIVERIES.iter().any(|f| f.name == *kind), "{kind}");
        }
        crate::audit::tests::assert_enum_labelled(
            DELIVERY,
            &[
                NotificationDelivery::App,
                NotificationDelivery::Immediately,
                NotificationDelivery::Digest,
            ],
        );
    }
}
