//! How auditors read workflows' history (issue 37 §2): a step's change reads as that step's
//! own ("Step 'Legal review': Approver"), an approval with its decision and comment.

use crate::audit::{DELETED, Field, ID, Items, Kind};

pub(super) const VISIBILITIES: &[(&str, &str, &str)] = &[
    ("active", "Active", "公開"),
    ("inactive", "Inactive", "非公開"),
    ("hidden", "Hidden", "非表示"),
];

pub(super) const PROGRESS: &[(&str, &str, &str)] = &[
    ("in_progress", "In progress", "進行中"),
    ("completed", "Completed", "完了"),
    ("archived", "Archived", "アーカイブ"),
];

pub(super) const STEP_STATUSES: &[(&str, &str, &str)] = &[
    ("not_started", "Not started", "未着手"),
    ("in_progress", "In progress", "進行中"),
    ("done", "Done", "完了"),
];

/// An approval document's decision (`None` is pending: no decision yet).
pub(super) const DECISIONS: &[(&str, &str, &str)] =
    &[("true", "Approved", "承認"), ("false", "Rejected", "却下")];

/// What a step plans (a template's step, and an instance step's plan).
static STEP_PLAN: &[Field] = &[
    Field::new("key", "Step number", "ステップ番号", Kind::Hidden),
    Field::plain("name", "Name", "名前"),
    Field::plain("description", "Description", "説明"),
    Field::new(
        "approver_role_id",
        "Approver",
        "承認者",
        Kind::Reference("Role"),
    ),
    Field::plain("expected_documents", "Expected documents", "必要な文書"),
    Field::plain("due_after_hours", "Due after (hours)", "期限（時間）"),
];

static TEMPLATE_STEPS: Items = Items {
    en: "Step",
    ja: "ステップ",
    key: "key",
    name: "name",
    fields: STEP_PLAN,
};

static STEP_DOCUMENTS: Items = Items {
    en: "Document",
    ja: "文書",
    key: "document_id",
    name: "document_id",
    fields: &[
        Field::new(
            "document_id",
            "Document",
            "文書",
            Kind::Reference("Document"),
        ),
        Field::plain("is_approval", "For approval", "承認用"),
        Field::new("is_approve", "Decision", "判断", Kind::Enum(DECISIONS)),
        Field::new(
            "decided_by",
            "Decided by",
            "判断者",
            Kind::Reference("Employee"),
        ),
        Field::plain("decided_at", "Decided at", "判断日時"),
        Field::plain("comment", "Comment", "コメント"),
        Field::plain("attached_at", "Attached at", "添付日時"),
    ],
};

static INSTANCE_STEPS: Items = Items {
    en: "Step",
    ja: "ステップ",
    key: "plan.key",
    name: "plan.name",
    fields: &[
        Field::new("plan", "Plan", "計画", Kind::Group(STEP_PLAN)),
        Field::new("status", "Status", "ステータス", Kind::Enum(STEP_STATUSES)),
        Field::plain("started_at", "Started at", "開始日時"),
        Field::plain("due_at", "Due at", "期限"),
        Field::plain("completed_at", "Completed at", "完了日時"),
        Field::new(
            "completed_by",
            "Completed by",
            "完了した人",
            Kind::Reference("Employee"),
        ),
        Field::plain("overdue", "Overdue", "期限切れ"),
        Field::new(
            "documents",
            "Documents",
            "文書",
            Kind::Items(&STEP_DOCUMENTS),
        ),
        Field::plain("generated", "Written by AI", "AIによる作成"),
    ],
};

static GENERATIONS: Items = Items {
    en: "Steps written by AI at",
    ja: "AIによるステップ作成：",
    key: "at",
    name: "at",
    fields: &[
        Field::new(
            "generated_by",
            "Written by AI",
            "AIによる作成",
            Kind::Group(&[
                Field::new("room_id", "Chat", "チャット", Kind::Reference("ChatRoom")),
                Field::new("message_id", "Answer", "回答", Kind::Hidden),
                Field::new(
                    "model_id",
                    "AI model",
                    "AIモデル",
                    Kind::Reference("AiModel"),
                ),
                Field::plain("prompt", "Prompt", "依頼内容"),
            ]),
        ),
        Field::plain("step_count", "Steps", "ステップ数"),
        Field::plain("at", "At", "日時"),
    ],
};

pub(super) static TEMPLATE: &[Field] = &[
    ID,
    Field::new("author_id", "Author", "作成者", Kind::Reference("Employee")),
    Field::plain("name", "Name", "名前"),
    Field::plain("description", "Description", "説明"),
    Field::new(
        "visibility",
        "Visibility",
        "公開状態",
        Kind::Enum(VISIBILITIES),
    ),
    Field::new("steps", "Steps", "ステップ", Kind::Items(&TEMPLATE_STEPS)),
    Field::plain("archived", "Archived", "アーカイブ済み"),
    DELETED,
];

pub(super) static INSTANCE: &[Field] = &[
    ID,
    Field::new("owner_id", "Owner", "申請者", Kind::Reference("Employee")),
    Field::new(
        "template_id",
        "Template",
        "テンプレート",
        Kind::Reference("WorkflowTemplate"),
    ),
    Field::plain("template_version", "Template version", "テンプレートの版"),
    Field::plain("template_name", "Template name", "テンプレート名"),
    Field::plain("name", "Name", "名前"),
    Field::new("progress", "Progress", "進捗", Kind::Enum(PROGRESS)),
    Field::new("steps", "Steps", "ステップ", Kind::Items(&INSTANCE_STEPS)),
    Field::new(
        "generations",
        "Steps written by AI",
        "AIによるステップ作成",
        Kind::Items(&GENERATIONS),
    ),
];

/// What an event says that the state does not (issue 37 §2: "Approval decided" says approved
/// or rejected, with the comment; a manager's override, its reason).
pub(super) static INSTANCE_FACTS: &[Field] = &[
    Field::new(
        "document_id",
        "Document",
        "文書",
        Kind::Reference("Document"),
    ),
    Field::new("is_approve", "Decision", "判断", Kind::Enum(DECISIONS)),
    Field::plain("comment", "Comment", "コメント"),
    Field::new(
        "from_role_id",
        "Approver before",
        "変更前の承認者",
        Kind::Reference("Role"),
    ),
    Field::new(
        "to_role_id",
        "Approver after",
        "変更後の承認者",
        Kind::Reference("Role"),
    ),
    Field::plain("reason", "Reason", "理由"),
];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::workflows::{
        Progress, StepStatus, Visibility, WorkflowInstance, WorkflowTemplate,
    };

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_a_workflow_is_labelled() {
        let id = uuid::Uuid::nil();
        let at = "2026-01-01T00:00:00Z";
        let plan = json!({
            "key": id, "name": "n", "description": "d", "approver_role_id": 2,
            "expected_documents": ["x"], "due_after_hours": 24
        });
        assert_labelled::<WorkflowTemplate>(
            TEMPLATE,
            json!({
                "id": id, "author_id": id, "name": "n", "description": "d", "visibility": "active",
                "steps": [plan], "archived": false, "deleted": false
            }),
        );
        for decision in [json!(true), json!(false), json!(null)] {
            assert_labelled::<WorkflowInstance>(
                INSTANCE,
                json!({
                    "id": id, "owner_id": id, "template_id": id, "template_version": 1,
                    "template_name": "t", "name": "n", "progress": "in_progress",
                    "steps": [{ "plan": plan, "status": "in_progress", "started_at": at,
                                "due_at": at, "completed_at": at, "completed_by": id,
                                "overdue": false, "generated": true,
                                "documents": [{ "document_id": id, "is_approval": true,
                                                "is_approve": decision, "decided_by": id,
                                                "decided_at": at, "comment": "c",
                                                "attached_at": at }] }],
                    "generations": [{ "generated_by": { "room_id": id, "message_id": id,
                                                        "model_id": id, "prompt": "p" },
                                      "step_count": 1, "at": at }]
                }),
            );
        }
        assert_enum_labelled(VISIBILITIES, &Visibility::ALL);
        assert_enum_labelled(PROGRESS, &Progress::ALL);
        assert_enum_labelled(STEP_STATUSES, &StepStatus::ALL);
        assert_enum_labelled(DECISIONS, &[true, false]);
    }
}
