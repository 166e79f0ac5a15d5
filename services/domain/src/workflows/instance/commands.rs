use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::workflows::{GeneratedBy, StepPlan, StepStatus, TemplateSnapshot};

/// What a caller asks of a workflow instance. `actor_id` is the signed-in employee; `at` is
/// when the command happens (the domain never reads the clock). Texts and steps arrive as
/// sent, so that the aggregate, not the edge, decides whether they are valid.
#[derive(Debug, Clone, PartialEq)]
pub enum WorkflowInstanceCommand {
    /// Starts an instance from a template, which the edge reads from the journal; the owner
    /// is the signed-in employee.
    Start {
        instance_id: Uuid,
        owner_id: Uuid,
        name: String,
        template: TemplateSnapshot,
        at: DateTime<Utc>,
    },
    /// The owner completes the step in progress (status done) when it has no approver role.
    ChangeStepStatus {
        actor_id: Uuid,
        step_key: Uuid,
        status: StepStatus,
        at: DateTime<Utc>,
    },
    /// The owner attaches a document to a step not done yet; `is_approval` makes it the
    /// step's approval document.
    AttachDocument {
        actor_id: Uuid,
        step_key: Uuid,
        document_id: Uuid,
        is_approval: bool,
        at: DateTime<Utc>,
    },
    /// The owner detaches a document from a step not done yet.
    DetachDocument {
        actor_id: Uuid,
        step_key: Uuid,
        document_id: Uuid,
    },
    /// A holder of the step's approver role approves or rejects its approval document.
    /// `actor_role_ids` are the roles the edge knows the actor holds.
    DecideApproval {
        actor_id: Uuid,
        actor_role_ids: Vec<i32>,
        step_key: Uuid,
        /// The approval document the approver read, when the screen names it: a decision
        /// never lands on a document the owner swapped in meanwhile.
        document_id: Option<Uuid>,
        is_approve: bool,
        /// Required on a rejection.
        comment: Option<String>,
        at: DateTime<Utc>,
    },
    /// The owner sends a rejected approval document back to the approvers.
    ResubmitApproval { actor_id: Uuid, step_key: Uuid },
    /// The overdue process manager: the step's due time has passed at `at`.
    MarkOverdue { step_key: Uuid, at: DateTime<Utc> },
    /// The owner applies AI-generated steps: they replace every step not started yet.
    ApplyGeneratedSteps {
        actor_id: Uuid,
        steps: Vec<StepPlan>,
        generated_by: GeneratedBy,
        at: DateTime<Utc>,
    },
    /// The owner archives the instance, in progress or completed.
    Archive { actor_id: Uuid, at: DateTime<Utc> },
    /// A manager's override (issue 37 §1: an approval step always has someone who can act):
    /// gives a step not done another approver role, or none (the owner then completes it).
    /// Who may is the edge's policy (Management); `role_exists` is what the edge found of
    /// the new role. The reason is recorded for the instance's history.
    ReassignApprover {
        actor_id: Uuid,
        step_key: Uuid,
        approver_role_id: Option<i32>,
        role_exists: bool,
        reason: String,
        at: DateTime<Utc>,
    },
}

impl crate::Command for WorkflowInstanceCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Start { .. } => "StartWorkflowInstance",
            Self::ChangeStepStatus { .. } => "ChangeWorkflowStepStatus",
            Self::AttachDocument { .. } => "AttachWorkflowStepDocument",
            Self::DetachDocument { .. } => "DetachWorkflowStepDocument",
            Self::DecideApproval { .. } => "DecideWorkflowStepApproval",
            Self::ResubmitApproval { .. } => "ResubmitWorkflowStepApproval",
            Self::MarkOverdue { .. } => "MarkWorkflowStepOverdue",
            Self::ApplyGeneratedSteps { .. } => "ApplyGeneratedWorkflowSteps",
            Self::Archive { .. } => "ArchiveWorkflowInstance",
            Self::ReassignApprover { .. } => "ReassignWorkflowStepApprover",
        }
    }
}
