//! A workflow instance (spec §2 AI workflow instances; §4 progress in progress 1, completed 2,
//! archived 3; §8 "Not found: … Workflow instance, Workflow step and step document",
//! 'Template is not active', 'Employee is not owner of AI Workflow Instance', 'Current status
//! is same to new status', 'Current approval is same to new approval'): one employee's run
//! through a template's steps.
//!
//! Started from an active template, the instance copies its steps (the template may change
//! later; the instance keeps the version it started from) and starts the first one. Steps run
//! one at a time, in order. The owner attaches documents to steps and completes a step that
//! has no approver role; a step with one is completed when a holder of that role approves its
//! approval document, and a rejection sends it back to the owner, who resubmits. When the last
//! step is done the instance is completed. A process manager marks a step overdue once its due
//! time has passed. AI-generated steps may replace the steps not started yet.
//!
//! The domain never reads the clock: commands carry the time they happen at, and events the
//! times the state records. The state folds every event ([`WorkflowInstance`] is stored whole
//! by the projection, and read by the edge), so `apply` is total and pure.

mod aggregate;
mod commands;
mod events;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

pub use aggregate::{WorkflowInstance, WorkflowInstanceError, WorkflowInstanceServices};
pub use commands::WorkflowInstanceCommand;
pub use events::WorkflowInstanceEvent;

use crate::workflows::{GeneratedBy, StepPlan, StepStatus};

/// One step of an instance: its plan and how far it has come.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstanceStep {
    pub plan: StepPlan,
    pub status: StepStatus,
    pub started_at: Option<DateTime<Utc>>,
    /// `started_at` plus the plan's `due_after_hours`, when it has them.
    pub due_at: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
    /// The owner, or the approver who approved the step's approval document.
    pub completed_by: Option<Uuid>,
    /// Marked by the process manager once `due_at` passed while the step was in progress;
    /// kept when the step is done.
    pub overdue: bool,
    /// In the order they were attached.
    pub documents: Vec<StepDocument>,
    /// Proposed by AI ([`WorkflowInstance::generations`]) rather than copied from the template.
    pub generated: bool,
}

/// A document attached to an instance step. At most one per step is its approval document,
/// which the step's approvers decide on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepDocument {
    pub document_id: Uuid,
    pub is_approval: bool,
    /// Approval documents only: `None` pending, `Some(true)` approved, `Some(false)` rejected.
    pub is_approve: Option<bool>,
    /// The approver of the current decision; cleared when the owner resubmits.
    pub decided_by: Option<Uuid>,
    pub decided_at: Option<DateTime<Utc>>,
    /// The approver's comment (required on a rejection), trimmed.
    pub comment: Option<String>,
    pub attached_at: DateTime<Utc>,
}

/// AI-generated steps applied to an instance: what proposed them, how many and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Generation {
    pub generated_by: GeneratedBy,
    pub step_count: usize,
    pub at: DateTime<Utc>,
}

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <WorkflowInstance as crate::Aggregate>::TYPE,
    event_types: WorkflowInstanceEvent::TYPES,
    upcasters: crate::no_upcasters,
};
