//! Workflows' descriptor (issue 12, moved here by issue 31): what the shared machinery reads of the
//! area (policy rows, projections, and per entity its read model, lifecycle, search, node
//! loader, row-level access and history).

use staffhub_domain::workflows::{
    WorkflowInstance as InstanceAggregate, WorkflowTemplate as TemplateAggregate,
};

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Trash};
use crate::policy::Rule;
use crate::read::workflows as reads;

pub static AREA: Area = Area {
    name: "workflows",
    policy: &[
        ("Query.workflowTemplates", Rule::Staff),
        ("Query.workflowInstances", Rule::Staff),
        ("Query.workflowStepProposal", Rule::Staff),
        ("Mutation.createWorkflowTemplate", Rule::Management),
        ("Mutation.updateWorkflowTemplate", Rule::Management),
        (
            "Mutation.changeWorkflowTemplateVisibility",
            Rule::Management,
        ),
        ("Mutation.archiveWorkflowTemplate", Rule::Management),
        ("Mutation.startWorkflowInstance", Rule::Staff),
        ("Mutation.archiveWorkflowInstance", Rule::Staff),
        ("Mutation.changeWorkflowStepStatus", Rule::Staff),
        ("Mutation.attachWorkflowStepDocument", Rule::Staff),
        ("Mutation.detachWorkflowStepDocument", Rule::Staff),
        ("Mutation.decideWorkflowStepApproval", Rule::Staff),
        ("Mutation.resubmitWorkflowStepApproval", Rule::Staff),
        ("Mutation.applyGeneratedWorkflowSteps", Rule::Staff),
        ("Mutation.reassignWorkflowStepApprover", Rule::Management),
        ("Subscription.workflowTemplatesChanged", Rule::Staff),
        ("Subscription.workflowTemplateChanged", Rule::Staff),
        ("Subscription.workflowInstancesChanged", Rule::Staff),
        ("Subscription.workflowInstanceChanged", Rule::Staff),
    ],
    projections: &["workflows"],
    entities: &[
        Entity {
            type_name: "WorkflowTemplate",
            aggregate_type: "WorkflowTemplate",
            read_operation: "Query.workflowTemplates",
            // Its row-level rule is a condition on its row (hidden templates are Management's,
            // spec §4 visibility), so a deleted one is seen, its history and its name in an
            // instance's history, by whoever sees its trash entry (issue 35).
            read_model: Some(ReadModel {
                table: "workflow_templates",
                alias: "t",
                id_column: "template_id",
                title: "t.name",
                condition: Some(reads::template_condition),
            }),
            lifecycle: None,
            search: None,
            node: Some(crate::graphql::workflows::workflow_template_node),
            visible: None,
            // Whoever edits a template (Management) deletes and restores it (issue 35); a
            // hidden one's entry is asked the same rule as its row, so its name reaches no one
            // who could not read it.
            trash: Some(Trash {
                table: "workflow_template_trash",
                operation: "Mutation.updateWorkflowTemplate",
                delete: crate::command::delete::<super::WorkflowTemplateTarget>,
                restore: crate::command::restore::<super::WorkflowTemplateTarget>,
                visible: Some(reads::template_condition),
            }),
            // Issue 35 §2: deleted in bulk (every entity with a trash), also "all matching".
            bulk: Some(crate::bulk::Bulk {
                fields: &[],
                select: Some(crate::graphql::workflows::template_bulk_select),
            }),
            import: None,
            history: History {
                states: states::<TemplateAggregate>,
                blank: blank::<TemplateAggregate>,
                labels: &[
                    (
                        "WorkflowTemplateCreated",
                        "Template created",
                        "テンプレートを作成",
                    ),
                    ("WorkflowTemplateUpdated", "Edited", "編集"),
                    (
                        "WorkflowTemplateVisibilityChanged",
                        "Visibility changed",
                        "公開状態を変更",
                    ),
                    ("WorkflowTemplateArchived", "Archived", "アーカイブ"),
                    ("WorkflowTemplateRestored", "Restored", "復元"),
                    // Issue 35: the trash's, worded apart from un-archiving's "Restored".
                    ("WorkflowTemplateDeleted", "Deleted", "削除"),
                    (
                        "WorkflowTemplateRestoredFromTrash",
                        "Restored from the trash",
                        "ごみ箱から復元",
                    ),
                ],
                title: ("/name", "/name"),
                fields: history::TEMPLATE,
                facts: &[],
            },
        },
        Entity {
            type_name: "WorkflowInstance",
            aggregate_type: "WorkflowInstance",
            read_operation: "Query.workflowInstances",
            read_model: Some(ReadModel {
                table: "workflow_instances",
                alias: "i",
                id_column: "instance_id",
                title: "i.name",
                condition: Some(crate::read::workflows::push_instance_access),
            }),
            lifecycle: None,
            search: None,
            node: Some(crate::graphql::workflows::workflow_instance_node),
            visible: None,
            trash: None,
            bulk: None,
            import: None,
            history: History {
                states: states::<InstanceAggregate>,
                blank: blank::<InstanceAggregate>,
                labels: &[
                    (
                        "WorkflowInstanceStarted",
                        "Workflow started",
                        "ワークフローを開始",
                    ),
                    ("WorkflowStepStarted", "Step started", "ステップを開始"),
                    ("WorkflowStepCompleted", "Step completed", "ステップを完了"),
                    (
                        "WorkflowInstanceCompleted",
                        "Workflow completed",
                        "ワークフローが完了",
                    ),
                    (
                        "WorkflowStepDocumentAttached",
                        "Document attached",
                        "ドキュメントを添付",
                    ),
                    (
                        "WorkflowStepDocumentDetached",
                        "Document detached",
                        "ドキュメントを外す",
                    ),
                    (
                        "WorkflowStepApprovalDecided",
                        "Approval decided",
                        "承認を判断",
                    ),
                    (
                        "WorkflowStepApprovalResubmitted",
                        "Resubmitted for approval",
                        "承認を再申請",
                    ),
                    ("WorkflowStepOverdue", "Step overdue", "ステップが期限切れ"),
                    (
                        "WorkflowStepsGenerated",
                        "Steps generated by AI",
                        "AIがステップを生成",
                    ),
                    ("WorkflowInstanceArchived", "Archived", "アーカイブ"),
                    (
                        "WorkflowStepApproverReassigned",
                        "Approver reassigned by a manager",
                        "管理者が承認者を変更",
                    ),
                ],
                title: ("/name", "/name"),
                fields: history::INSTANCE,
                facts: history::INSTANCE_FACTS,
            },
        },
    ],
};
