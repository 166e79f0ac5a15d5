use chrono::{DateTime, Utc};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::workflows::{GeneratedBy, StepPlan};

/// What happened to a workflow instance. Names are past tense and stable; see
/// `event_version`. Steps are named by their plan's `key`; times are when it happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum WorkflowInstanceEvent {
    /// The template's steps as recorded (none started yet; a `WorkflowStepStarted` for the
    /// first follows).
    WorkflowInstanceStarted {
        instance_id: Uuid,
        owner_id: Uuid,
        name: String,
        template_id: Uuid,
        template_version: u64,
        template_name: String,
        steps: Vec<StepPlan>,
        at: DateTime<Utc>,
    },
    /// `due_at`: `at` plus the step's `due_after_hours`, when it has them.
    WorkflowStepStarted {
        step_key: Uuid,
        at: DateTime<Utc>,
        due_at: Option<DateTime<Utc>>,
    },
    /// By the owner, or by approving the step's approval document.
    WorkflowStepCompleted {
        step_key: Uuid,
        completed_by: Uuid,
        at: DateTime<Utc>,
    },
    /// The last step was completed.
    WorkflowInstanceCompleted {
        at: DateTime<Utc>,
    },
    /// An approval document starts pending.
    WorkflowStepDocumentAttached {
        step_key: Uuid,
        document_id: Uuid,
        is_approval: bool,
        at: DateTime<Utc>,
    },
    WorkflowStepDocumentDetached {
        step_key: Uuid,
        document_id: Uuid,
    },
    /// On the step's approval document; the comment trimmed, `None` when blank.
    WorkflowStepApprovalDecided {
        step_key: Uuid,
        document_id: Uuid,
        is_approve: bool,
        decided_by: Uuid,
        comment: Option<String>,
        at: DateTime<Utc>,
    },
    /// The rejected approval document is pending again.
    WorkflowStepApprovalResubmitted {
        step_key: Uuid,
        document_id: Uuid,
    },
    WorkflowStepOverdue {
        step_key: Uuid,
        at: DateTime<Utc>,
    },
    /// The steps as recorded, which replaced every step not started yet.
    WorkflowStepsGenerated {
        steps: Vec<StepPlan>,
        generated_by: GeneratedBy,
        at: DateTime<Utc>,
    },
    WorkflowInstanceArchived {
        at: DateTime<Utc>,
    },
    /// A manager gave the step another approver role (`None`: the owner completes it).
    WorkflowStepApproverReassigned {
        step_key: Uuid,
        from_role_id: Option<i32>,
        to_role_id: Option<i32>,
        reassigned_by: Uuid,
        reason: String,
        at: DateTime<Utc>,
    },
}

impl WorkflowInstanceEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "WorkflowInstanceStarted",
        "WorkflowStepStarted",
        "WorkflowStepCompleted",
        "WorkflowInstanceCompleted",
        "WorkflowStepDocumentAttached",
        "WorkflowStepDocumentDetached",
        "WorkflowStepApprovalDecided",
        "WorkflowStepApprovalResubmitted",
        "WorkflowStepOverdue",
        "WorkflowStepsGenerated",
        "WorkflowInstanceArchived",
        "WorkflowStepApproverReassigned",
    ];
}

impl DomainEvent for WorkflowInstanceEvent {
    fn event_type(&self) -> String {
        match self {
            Self::WorkflowInstanceStarted { .. } => "WorkflowInstanceStarted",
            Self::WorkflowStepStarted { .. } => "WorkflowStepStarted",
            Self::WorkflowStepCompleted { .. } => "WorkflowStepCompleted",
            Self::WorkflowInstanceCompleted { .. } => "WorkflowInstanceCompleted",
            Self::WorkflowStepDocumentAttached { .. } => "WorkflowStepDocumentAttached",
            Self::WorkflowStepDocumentDetached { .. } => "WorkflowStepDocumentDetached",
            Self::WorkflowStepApprovalDecided { .. } => "WorkflowStepApprovalDecided",
            Self::WorkflowStepApprovalResubmitted { .. } => "WorkflowStepApprovalResubmitted",
            Self::WorkflowStepOverdue { .. } => "WorkflowStepOverdue",
            Self::WorkflowStepsGenerated { .. } => "WorkflowStepsGenerated",
            Self::WorkflowInstanceArchived { .. } => "WorkflowInstanceArchived",
            Self::WorkflowStepApproverReassigned { .. } => "WorkflowStepApproverReassigned",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
