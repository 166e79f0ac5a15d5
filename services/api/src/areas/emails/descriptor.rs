//! Emails' descriptor (issue 12, moved here by issue 31): what the shared machinery reads of the
//! area (policy rows, projections, and per entity its read model, lifecycle, search, node
//! loader, row-level access and history).

use staffhub_domain::emails::{
    EmailDelivery as DeliveryAggregate, EmailJob as JobAggregate,
    EmailTemplate as TemplateAggregate,
};

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::policy::Rule;

/// An email delivery's events, as history shows them.
const DELIVERY_LABELS: &[(&str, &str, &str)] = &[
    (
        "EmailAccepted",
        "Accepted by the relay",
        "送信サーバーが受理",
    ),
    (
        "EmailTemporarilyFailed",
        "Temporary failure",
        "一時的な失敗",
    ),
    (
        "EmailPermanentlyFailed",
        "Permanent failure",
        "恒久的な失敗",
    ),
    ("EmailDelivered", "Delivered", "配信済み"),
    ("EmailOpened", "Opened", "開封"),
    ("EmailClicked", "Clicked", "クリック"),
    ("EmailUnsubscribed", "Unsubscribed", "配信停止"),
    ("EmailComplained", "Complained", "苦情"),
];

pub static AREA: Area = Area {
    name: "emails",
    policy: &[
        ("Query.emailTemplates", Rule::Staff),
        ("Query.emailJobs", Rule::Staff),
        ("Query.viewerCanCreateEmailJob", Rule::Staff),
        ("Query.emailEvent", Rule::Staff),
        ("Query.emailPreview", Rule::Staff),
        ("Query.batchRecipientPreview", Rule::Management),
        ("Mutation.createEmailTemplate", Rule::Staff),
        ("Mutation.updateEmailTemplate", Rule::Staff),
        ("Mutation.changeEmailTemplateStatus", Rule::Staff),
        ("Mutation.createEmailJob", Rule::Staff),
        ("Mutation.createBatchEmailJob", Rule::Management),
        ("Mutation.scheduleEmailJob", Rule::Staff),
        ("Mutation.cancelEmailJob", Rule::Staff),
        ("Mutation.updateEmailJob", Rule::Staff),
        ("Mutation.duplicateEmailJob", Rule::Staff),
        ("Mutation.deleteEmailJob", Rule::Staff),
        ("Mutation.uploadEmailAttachment", Rule::Staff),
        ("Mutation.sendTestEmail", Rule::Staff),
        ("Subscription.emailTemplatesChanged", Rule::Staff),
        ("Subscription.emailTemplateChanged", Rule::Staff),
        ("Subscription.emailJobsChanged", Rule::Staff),
        ("Subscription.emailJobChanged", Rule::Staff),
    ],
    projections: &["emails", "email_outbox"],
    entities: &[
        Entity {
            type_name: "EmailTemplate",
            aggregate_type: "EmailTemplate",
            read_operation: "Query.emailTemplates",
            read_model: None,
            lifecycle: None,
            search: None,
            node: Some(crate::graphql::emails::email_template_node),
            visible: None,
            // Issue 35: whoever may edit a template (every staff member) deletes and restores
            // it, and sees every one in the trash; one that a job still to be sent uses is not
            // deleted (`super::template_dependents`).
            trash: Some(Trash {
                table: "email_template_trash",
                operation: "Mutation.updateEmailTemplate",
                delete: crate::command::delete::<super::TemplateTarget>,
                restore: crate::command::restore::<super::TemplateTarget>,
                visible: None,
            }),
            // Issue 35 §2: deleted in bulk (every entity with a trash), also "all matching".
            bulk: Some(crate::bulk::Bulk {
                fields: &[],
                select: Some(crate::graphql::emails::template_bulk_select),
            }),
            import: None,
            history: History {
                states: states::<TemplateAggregate>,
                blank: blank::<TemplateAggregate>,
                labels: &[
                    (
                        "EmailTemplateCreated",
                        "Template created",
                        "テンプレートを作成",
                    ),
                    ("EmailTemplateEdited", "Edited", "編集"),
                    (
                        "EmailTemplateStatusChanged",
                        "Status changed",
                        "ステータスを変更",
                    ),
                    ("EmailTemplateDeleted", "Deleted", "削除"),
                    ("EmailTemplateRestored", "Restored", "復元"),
                ],
                title: ("/name", "/name"),
                fields: history::TEMPLATE,
                facts: &[],
            },
        },
        Entity {
            type_name: "EmailJob",
            aggregate_type: "EmailJob",
            read_operation: "Query.emailJobs",
            read_model: Some(ReadModel {
                table: "email_jobs",
                alias: "j",
                id_column: "job_id",
                title: "j.subject",
                condition: None,
            }),
            lifecycle: Some(Lifecycle {
                created: "EmailJobCreated",
                deleted: "EmailJobDeleted",
                revived: "EmailJobRestored",
            }),
            search: None,
            node: Some(crate::graphql::emails::email_job_node),
            visible: None,
            // Issue 35 §1: a deleted draft waits in the trash, seen and restored by whoever
            // may change it (its author or management; a batch, management).
            trash: Some(Trash {
                table: "email_job_trash",
                operation: "Mutation.updateEmailJob",
                delete: crate::command::delete::<super::JobTarget>,
                restore: crate::command::restore::<super::JobTarget>,
                visible: Some(super::change_condition),
            }),
            bulk: None,
            import: None,
            history: History {
                states: states::<JobAggregate>,
                blank: blank::<JobAggregate>,
                labels: &[
                    ("EmailJobCreated", "Job created", "ジョブを作成"),
                    ("EmailJobEdited", "Edited", "編集"),
                    ("EmailJobScheduled", "Scheduled", "送信を予約"),
                    ("EmailJobCancelled", "Schedule cancelled", "予約を取り消し"),
                    ("EmailJobQueued", "Sending started", "送信を開始"),
                    ("EmailJobCompleted", "Completed", "完了"),
                    ("EmailJobDeleted", "Draft deleted", "下書きを削除"),
                    (
                        "EmailJobRestored",
                        "Restored from the trash",
                        "ごみ箱から復元",
                    ),
                ],
                title: ("/content/subject", "/content/subject"),
                fields: history::JOB,
                facts: &[],
            },
        },
        Entity {
            type_name: "EmailDelivery",
            aggregate_type: "EmailDelivery",
            read_operation: "Query.emailJobs",
            read_model: None,
            lifecycle: None,
            search: None,
            node: None,
            visible: None,
            trash: None,
            bulk: None,
            import: None,
            history: History {
                states: states::<DeliveryAggregate>,
                blank: blank::<DeliveryAggregate>,
                labels: DELIVERY_LABELS,
                title: ("/email", "/email"),
                fields: history::DELIVERY,
                facts: history::DELIVERY_FACTS,
            },
        },
    ],
};
