//! How auditors read emails' history (issue 37 §2): a job's content and recipients labelled,
//! its conditions by deal stage and tag name.

use crate::audit::{DELETED, Field, ID, Kind};

pub(super) const TEMPLATE_STATUSES: &[(&str, &str, &str)] =
    &[("Draft", "Draft", "下書き"), ("Active", "Active", "有効")];

pub(super) const JOB_KINDS: &[(&str, &str, &str)] =
    &[("Single", "Individual", "個別"), ("Batch", "Batch", "一括")];

pub(super) const JOB_STATUSES: &[(&str, &str, &str)] = &[
    ("Scheduled", "Scheduled", "予約済み"),
    ("Queued", "Queued", "送信待ち"),
    ("Completed", "Completed", "完了"),
    ("Draft", "Draft", "下書き"),
];

/// A batch's deal-stage conditions, by the spec's stage ids, named as the organizations area
/// names its stages (`areas::organizations::history::STAGES`, in id order).
const DEAL_STAGES: &[(&str, &str, &str)] = &{
    const S: &[(&str, &str, &str)] = crate::areas::organizations::history::STAGES;
    [
        ("1", S[0].1, S[0].2),
        ("2", S[1].1, S[1].2),
        ("3", S[2].1, S[2].2),
        ("4", S[3].1, S[3].2),
        ("5", S[4].1, S[4].2),
        ("6", S[5].1, S[5].2),
        ("7", S[6].1, S[6].2),
        ("8", S[7].1, S[7].2),
        ("9", S[8].1, S[8].2),
    ]
};

pub(super) static TEMPLATE: &[Field] = &[
    ID,
    Field::new("author_id", "Author", "作成者", Kind::Reference("Employee")),
    Field::plain("name", "Name", "名前"),
    Field::plain("subject", "Subject", "件名"),
    Field::plain("html", "HTML body", "HTML本文"),
    Field::new(
        "status",
        "Status",
        "ステータス",
        Kind::Enum(TEMPLATE_STATUSES),
    ),
    Field::plain("markdown", "Markdown body", "Markdown本文"),
    DELETED,
];

pub(super) static JOB: &[Field] = &[
    ID,
    Field::new("author_id", "Author", "作成者", Kind::Reference("Employee")),
    Field::new("kind", "Kind", "種類", Kind::Enum(JOB_KINDS)),
    Field::new("status", "Status", "ステータス", Kind::Enum(JOB_STATUSES)),
    Field::new(
        "content",
        "Content",
        "内容",
        Kind::Group(&[
            Field::plain("sender_email", "Sender address", "送信元アドレス"),
            Field::plain("sender_name", "Sender name", "送信者名"),
            Field::plain("subject", "Subject", "件名"),
            Field::plain("html", "HTML body", "HTML本文"),
            Field::new(
                "template_id",
                "Template",
                "テンプレート",
                Kind::Reference("EmailTemplate"),
            ),
            Field::new(
                "attachment_ids",
                "Attachments",
                "添付ファイル数",
                Kind::Count,
            ),
            Field::plain("tag_names", "Tags", "タグ"),
        ]),
    ),
    Field::new(
        "audience",
        "Recipients",
        "宛先",
        Kind::Group(&[
            Field::new(
                "Single",
                "Addresses",
                "アドレス指定",
                Kind::Group(&[
                    Field::plain("target_emails", "To", "宛先"),
                    Field::plain("cc_emails", "Cc", "CC（写し）"),
                    Field::plain("bcc_emails", "Bcc", "BCC（非表示の写し）"),
                ]),
            ),
            Field::new(
                "Batch",
                "Conditions",
                "条件指定",
                Kind::Group(&[Field::new(
                    "conditions",
                    "Conditions",
                    "条件",
                    Kind::Group(&[
                        Field::new(
                            "deal_status_ids",
                            "Deal stages",
                            "商談ステージ",
                            Kind::Enum(DEAL_STAGES),
                        ),
                        Field::new("tag_ids", "Tags", "タグ", Kind::Reference("Tag")),
                    ]),
                )]),
            ),
        ]),
    ),
    Field::plain("scheduled_send_time", "Send time", "送信日時"),
    Field::plain("scheduled_at", "Scheduled at", "予約日時"),
    Field::plain("recipient_count", "Recipients", "宛先数"),
    Field::plain("skipped_count", "Skipped", "除外数"),
    Field::plain("deleted", "Deleted", "削除済み"),
];

pub(super) static DELIVERY: &[Field] = &[
    Field::new(
        "job_id",
        "Email job",
        "メール送信ジョブ",
        Kind::Reference("EmailJob"),
    ),
    Field::plain("email", "Address", "アドレス"),
    Field::plain("accepted", "Accepted", "受付済み"),
    Field::plain(
        "permanently_failed",
        "Failed permanently",
        "送信失敗（確定）",
    ),
    Field::plain("attempts", "Attempts", "試行回数"),
    Field::plain("delivered", "Delivered", "配信済み"),
    Field::plain("unsubscribed", "Unsubscribed", "配信停止"),
    Field::plain("complained", "Complained", "苦情"),
    Field::plain("opens", "Opens", "開封数"),
    Field::plain("clicks", "Clicks", "クリック数"),
];

/// What a delivery's failure says for itself.
pub(super) static DELIVERY_FACTS: &[Field] = &[Field::plain("reason", "Reason", "理由")];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::emails::{
        EmailDelivery, EmailJob, EmailJobKind, EmailJobStatus, EmailTemplate, EmailTemplateStatus,
    };
    use staffhub_domain::organizations::DealStatus;

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_the_emails_entities_is_labelled() {
        let id = uuid::Uuid::nil();
        assert_labelled::<EmailTemplate>(
            TEMPLATE,
            json!({
                "id": id, "author_id": id, "name": "n", "subject": "s", "html": "h",
                "status": "Active", "deleted": true
            }),
        );
        let content = json!({
            "sender_email": "a@b", "sender_name": "n", "subject": "s", "html": "h",
            "template_id": id, "attachment_ids": [id], "tag_names": ["t"]
        });
        for (kind, audience) in [
            (
                "Single",
                json!({ "Single": { "target_emails": ["a@b"], "cc_emails": ["c@d"],
                                           "bcc_emails": ["e@f"] } }),
            ),
            (
                "Batch",
                json!({ "Batch": { "conditions": { "deal_status_ids": [1, 9],
                                                         "tag_ids": [id] } } }),
            ),
        ] {
            assert_labelled::<EmailJob>(
                JOB,
                json!({
                    "id": id, "author_id": id, "kind": kind, "status": "Queued",
                    "content": content, "audience": audience,
                    "scheduled_send_time": "2026-01-01T00:00:00Z",
                    "scheduled_at": "2026-01-01T00:00:00Z", "recipient_count": 1, "skipped_count": 0
                }),
            );
        }
        assert_labelled::<EmailDelivery>(
            DELIVERY,
            json!({
                "job_id": id, "email": "a@b", "accepted": true, "permanently_failed": false,
                "attempts": 1, "delivered": true, "unsubscribed": false, "complained": false,
                "opens": 1, "clicks": 0
            }),
        );
        assert_enum_labelled(
            TEMPLATE_STATUSES,
            &[EmailTemplateStatus::Draft, EmailTemplateStatus::Active],
        );
        assert_enum_labelled(JOB_KINDS, &[EmailJobKind::Single, EmailJobKind::Batch]);
        assert_enum_labelled(JOB_STATUSES, &EmailJobStatus::ALL);
        let ids: Vec<i32> = DealStatus::ALL.iter().map(|s| s.id()).collect();
        assert_enum_labelled(DEAL_STAGES, &ids);
    }
}
