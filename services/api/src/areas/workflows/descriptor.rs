//! Workflows' descriptor (issue 12, moved here by issue 31): what the shared machinery reads of the
//! area (policy rows, projections, and per entity its read model, lifecycle, search, node
//! loader, row-level access and history).

use staffhub_domain::workflows::{
    WorkflowInstance as InstanceAggregate, WorkflowTemplate as TemplateAggregate,
};

use super::history;
use super::manager;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity};
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
            read_model: None,
            lifecycle: None,
            search: None,
            node: Some(crate::graphql::workflows::workflow_template_node),
            visible: Some(|state, session, id| {
                Box::pin(async move {
                    Ok(reads::template_by_id(&state.reads, id, manager(session))
                        .await?
                        .is_some())
                })
            }),
            trash: None,
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
