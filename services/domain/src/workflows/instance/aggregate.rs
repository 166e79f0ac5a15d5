use std::collections::HashSet;

use chrono::{DateTime, TimeDelta, Utc};
use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    Generation, InstanceStep, StepDocument, WorkflowInstanceCommand, WorkflowInstanceEvent,
};
use crate::text;
use crate::workflows::{
    COMMENT_MAX_CHARS, MAX_STEP_DOCUMENTS, MAX_STEPS, NAME_MAX_CHARS, Progress, StepPlan,
    StepStatus, validate_steps,
};

/// Why a workflow instance command was rejected. Each variant maps to one catalogue code at
/// the edge; the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WorkflowInstanceError {
    /// Spec §8 "Not found: … Workflow instance".
    #[error("Workflow instance not found")]
    NotFound,
    #[error("Workflow instance already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    /// See [`validate_steps`](crate::workflows::validate_steps); generated steps also must
    /// not reuse the key of a step that stays, nor make the instance longer than
    /// [`MAX_STEPS`](crate::workflows::MAX_STEPS).
    #[error("Invalid steps")]
    InvalidSteps,
    /// Spec §8: the template is not active, or is archived.
    #[error("Template is not active")]
    TemplateNotActive,
    /// Spec §8: only the owner acts on the instance and its step documents.
    #[error("Employee is not owner of AI Workflow Instance")]
    NotOwner,
    /// The instance is completed or archived.
    #[error("Workflow instance is not in progress")]
    NotInProgress,
    /// Spec §8 "Not found: … Workflow step and step document": no step has the key, or the
    /// document is not on that step.
    #[error("Workflow step and step document not found")]
    StepNotFound,
    /// Spec §8: the status asked for is the one the step, or the instance, has.
    #[error("Current status is same to new status")]
    SameStatus,
    /// Only a step in progress is set done.
    #[error("Status update failed")]
    StatusUpdateFailed,
    /// A step with an approver role is not set done by its owner.
    #[error("This step is completed by approving its approval document")]
    NeedsApproval,
    #[error("This step is done")]
    StepDone,
    /// The document is already attached to the step.
    #[error("Document already exists")]
    DocumentAlreadyAttached,
    /// An approval document on a step without an approver role.
    #[error("This step has no approver")]
    NoApprover,
    #[error("This step already has an approval document")]
    ApprovalDocumentExists,
    /// More than [`MAX_STEP_DOCUMENTS`](crate::workflows::MAX_STEP_DOCUMENTS) on one step.
    #[error("Invalid documents")]
    TooManyDocuments,
    #[error("This step has no approval document")]
    NoApprovalDocument,
    #[error("The owner cannot approve their own step")]
    OwnerCannotApprove,
    /// The actor does not hold the step's approver role.
    #[error("Employee not authorized")]
    NotApprover,
    /// Spec §8: the decision asked for is the current one.
    #[error("Current approval is same to new approval")]
    SameApproval,
    #[error("Workflow step is not in progress")]
    StepNotInProgress,
    /// A rejection without a comment, or a comment over
    /// [`COMMENT_MAX_CHARS`](crate::workflows::COMMENT_MAX_CHARS).
    #[error("Invalid comment")]
    InvalidComment,
    #[error("The approval document was not rejected")]
    NotRejected,
    #[error("Workflow step is already overdue")]
    AlreadyOverdue,
    #[error("Workflow step is not due yet")]
    NotDue,
    /// A reassignment without a reason, or one over
    /// [`COMMENT_MAX_CHARS`](crate::workflows::COMMENT_MAX_CHARS).
    #[error("Invalid reason")]
    InvalidReason,
    /// The approver role a reassignment names does not exist (or was deleted).
    #[error("Role not found")]
    ApproverRoleNotFound,
    /// The reassignment names the step's current approver.
    #[error("The submitted data is identical to current information.")]
    SameApprover,
}

/// The workflow instance rules ask nothing of other aggregates: the edge reads the template
/// into the start command, and the actor's roles into a decision.
#[derive(Debug, Clone, Copy, Default)]
pub struct WorkflowInstanceServices;

/// A workflow instance's state. Before it is started `id` is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct WorkflowInstance {
    id: Option<Uuid>,
    owner_id: Uuid,
    template_id: Uuid,
    template_version: u64,
    template_name: String,
    name: String,
    progress: Progress,
    steps: Vec<InstanceStep>,
    generations: Vec<Generation>,
}

impl WorkflowInstance {
    /// Whether the instance was started.
    pub fn exists(&self) -> bool {
        self.id.is_some()
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    /// The employee who started the instance, the only one who acts on it (approvers aside).
    pub fn owner_id(&self) -> Uuid {
        self.owner_id
    }

    pub fn template_id(&self) -> Uuid {
        self.template_id
    }

    /// The template's version the instance started from.
    pub fn template_version(&self) -> u64 {
        self.template_version
    }

    /// The template's name when the instance started.
    pub fn template_name(&self) -> &str {
        &self.template_name
    }

    /// Trimmed; empty before the start.
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// In order: done steps, then at most one in progress, then the ones not started.
    pub fn steps(&self) -> &[InstanceStep] {
        &self.steps
    }

    /// Every application of AI-generated steps, oldest first.
    pub fn generations(&self) -> &[Generation] {
        &self.generations
    }

    /// The step in progress, if any (none before the start and once every step is done).
    pub fn current_step(&self) -> Option<&InstanceStep> {
        self.steps
            .iter()
            .find(|step| step.status == StepStatus::InProgress)
    }
}

/// The event starting `plan` at `at`, due `due_after_hours` later when it has them.
fn start_step(plan: &StepPlan, at: DateTime<Utc>) -> WorkflowInstanceEvent {
    let due_at = plan
        .due_after_hours
        .and_then(|hours| at.checked_add_signed(TimeDelta::hours(i64::from(hours))));
    WorkflowInstanceEvent::WorkflowStepStarted {
        step_key: plan.key,
        at,
        due_at,
    }
}

/// The approver's comment as recorded: trimmed, `None` when blank; required on a rejection.
fn valid_comment(
    comment: Option<String>,
    is_approve: bool,
) -> Result<Option<String>, WorkflowInstanceError> {
    let comment = comment.as_deref().map(str::trim).unwrap_or_default();
    if comment.is_empty() {
        return if is_approve {
            Ok(None)
        } else {
            Err(WorkflowInstanceError::InvalidComment)
        };
    }
    text::required_text(comment, COMMENT_MAX_CHARS)
        .map(Some)
        .ok_or(WorkflowInstanceError::InvalidComment)
}

impl WorkflowInstance {
    fn owned_by(&self, actor_id: Uuid) -> Result<(), WorkflowInstanceError> {
        if actor_id == self.owner_id {
            Ok(())
        } else {
            Err(WorkflowInstanceError::NotOwner)
        }
    }

    fn in_progress(&self) -> Result<(), WorkflowInstanceError> {
        if self.progress == Progress::InProgress {
            Ok(())
        } else {
            Err(WorkflowInstanceError::NotInProgress)
        }
    }

    /// The step with `key` and its index.
    fn step(&self, key: Uuid) -> Result<(usize, &InstanceStep), WorkflowInstanceError> {
        self.steps
            .iter()
            .enumerate()
            .find(|(_, step)| step.plan.key == key)
            .ok_or(WorkflowInstanceError::StepNotFound)
    }

    fn step_mut(&mut self, key: Uuid) -> Option<&mut InstanceStep> {
        self.steps.iter_mut().find(|step| step.plan.key == key)
    }

    /// Completing the step at `index`, then starting the next or completing the instance.
    fn complete(
        &self,
        index: usize,
        completed_by: Uuid,
        at: DateTime<Utc>,
    ) -> Vec<WorkflowInstanceEvent> {
        let completed = WorkflowInstanceEvent::WorkflowStepCompleted {
            step_key: self.steps[index].plan.key,
            completed_by,
            at,
        };
        let then = match self.steps.get(index + 1) {
            Some(next) => start_step(&next.plan, at),
            None => WorkflowInstanceEvent::WorkflowInstanceCompleted { at },
        };
        vec![completed, then]
    }

    /// The events `command` makes, in order, or why it is refused.
    fn decide(
        &self,
        command: WorkflowInstanceCommand,
    ) -> Result<Vec<WorkflowInstanceEvent>, WorkflowInstanceError> {
        use WorkflowInstanceCommand as C;
        use WorkflowInstanceError as E;
        use WorkflowInstanceEvent as Ev;

        if let C::Start {
            instance_id,
            owner_id,
            name,
            template,
            at,
        } = command
        {
            if self.exists() {
                return Err(E::AlreadyExists);
            }
            if !template.usable {
                return Err(E::TemplateNotActive);
            }
            let name = text::required_text(&name, NAME_MAX_CHARS).ok_or(E::InvalidName)?;
            let steps = validate_steps(template.steps).ok_or(E::InvalidSteps)?;
            let first = start_step(&steps[0], at);
            return Ok(vec![
                Ev::WorkflowInstanceStarted {
                    instance_id,
                    owner_id,
                    name,
                    template_id: template.template_id,
                    template_version: template.version,
                    template_name: template.name,
                    steps,
                    at,
                },
                first,
            ]);
        }
        if !self.exists() {
            return Err(E::NotFound);
        }
        match command {
            C::Start { .. } => unreachable!("handled above"),
            C::ChangeStepStatus {
                actor_id,
                step_key,
                status,
                at,
            } => {
                self.owned_by(actor_id)?;
                // The same status again says so even once the instance has completed (spec §4).
                let (index, step) = self.step(step_key)?;
                if status == step.status {
                    return Err(E::SameStatus);
                }
                self.in_progress()?;
                if step.status != StepStatus::InProgress || status != StepStatus::Done {
                    return Err(E::StatusUpdateFailed);
                }
                if step.plan.approver_role_id.is_some() {
                    return Err(E::NeedsApproval);
                }
                Ok(self.complete(index, actor_id, at))
            }
            C::AttachDocument {
                actor_id,
                step_key,
                document_id,
                is_approval,
                at,
            } => {
                self.owned_by(actor_id)?;
                self.in_progress()?;
                let (_, step) = self.step(step_key)?;
                if step.status == StepStatus::Done {
                    return Err(E::StepDone);
                }
                if step.documents.iter().any(|d| d.document_id == document_id) {
                    return Err(E::DocumentAlreadyAttached);
                }
                if is_approval {
                    if step.plan.approver_role_id.is_none() {
                        return Err(E::NoApprover);
                    }
                    if step.documents.iter().any(|d| d.is_approval) {
                        return Err(E::ApprovalDocumentExists);
                    }
                }
                if step.documents.len() >= MAX_STEP_DOCUMENTS {
                    return Err(E::TooManyDocuments);
                }
                Ok(vec![Ev::WorkflowStepDocumentAttached {
                    step_key,
                    document_id,
                    is_approval,
                    at,
                }])
            }
            C::DetachDocument {
                actor_id,
                step_key,
                document_id,
            } => {
                self.owned_by(actor_id)?;
                self.in_progress()?;
                let (_, step) = self.step(step_key)?;
                if !step.documents.iter().any(|d| d.document_id == document_id) {
                    return Err(E::StepNotFound);
                }
                if step.status == StepStatus::Done {
                    return Err(E::StepDone);
                }
                Ok(vec![Ev::WorkflowStepDocumentDetached {
                    step_key,
                    document_id,
                }])
            }
            C::DecideApproval {
                actor_id,
                actor_role_ids,
                step_key,
                document_id,
                is_approve,
                comment,
                at,
            } => {
                // The same decision again says so even once the instance has completed (spec
                // §4: "setting … step-document approval to its current value is rejected").
                let (index, step) = self.step(step_key)?;
                let document = step
                    .documents
                    .iter()
                    .find(|d| d.is_approval)
                    .ok_or(E::NoApprovalDocument)?;
                if document_id.is_some_and(|id| id != document.document_id) {
                    return Err(E::StepNotFound);
                }
                if actor_id == self.owner_id {
                    return Err(E::OwnerCannotApprove);
                }
                if step
                    .plan
                    .approver_role_id
                    .is_none_or(|role_id| !actor_role_ids.contains(&role_id))
                {
                    return Err(E::NotApprover);
                }
                if document.is_approve == Some(is_approve) {
                    return Err(E::SameApproval);
                }
                self.in_progress()?;
                if step.status != StepStatus::InProgress {
                    return Err(E::StepNotInProgress);
                }
                let comment = valid_comment(comment, is_approve)?;
                let mut events = vec![Ev::WorkflowStepApprovalDecided {
                    step_key,
                    document_id: document.document_id,
                    is_approve,
                    decided_by: actor_id,
                    comment,
                    at,
                }];
                if is_approve {
                    events.extend(self.complete(index, actor_id, at));
                }
                Ok(events)
            }
            C::ResubmitApproval { actor_id, step_key } => {
                self.owned_by(actor_id)?;
                self.in_progress()?;
                let (_, step) = self.step(step_key)?;
                let document = step
                    .documents
                    .iter()
                    .find(|d| d.is_approval)
                    .ok_or(E::NoApprovalDocument)?;
                if document.is_approve != Some(false) {
                    return Err(E::NotRejected);
                }
                Ok(vec![Ev::WorkflowStepApprovalResubmitted {
                    step_key,
                    document_id: document.document_id,
                }])
            }
            C::MarkOverdue { step_key, at } => {
                self.in_progress()?;
                let (_, step) = self.step(step_key)?;
                if step.status != StepStatus::InProgress {
                    return Err(E::StepNotInProgress);
                }
                if step.overdue {
                    return Err(E::AlreadyOverdue);
                }
                if step.due_at.is_none_or(|due_at| at < due_at) {
                    return Err(E::NotDue);
                }
                Ok(vec![Ev::WorkflowStepOverdue { step_key, at }])
            }
            C::ApplyGeneratedSteps {
                actor_id,
                steps,
                generated_by,
                at,
            } => {
                self.owned_by(actor_id)?;
                self.in_progress()?;
                let steps = validate_steps(steps).ok_or(E::InvalidSteps)?;
                let kept: Vec<&InstanceStep> = self
                    .steps
                    .iter()
                    .filter(|step| step.status != StepStatus::NotStarted)
                    .collect();
                let kept_keys: HashSet<Uuid> = kept.iter().map(|step| step.plan.key).collect();
                if kept.len() + steps.len() > MAX_STEPS
                    || steps.iter().any(|step| kept_keys.contains(&step.key))
                {
                    return Err(E::InvalidSteps);
                }
                let start = (!kept
                    .iter()
                    .any(|step| step.status == StepStatus::InProgress))
                .then(|| start_step(&steps[0], at));
                let mut events = vec![Ev::WorkflowStepsGenerated {
                    steps,
                    generated_by,
                    at,
                }];
                events.extend(start);
                Ok(events)
            }
            C::ReassignApprover {
                actor_id,
                step_key,
                approver_role_id,
                role_exists,
                reason,
                at,
            } => {
                self.in_progress()?;
                let (_, step) = self.step(step_key)?;
                if step.status == StepStatus::Done {
                    return Err(E::StepDone);
                }
                let reason =
                    text::required_text(&reason, COMMENT_MAX_CHARS).ok_or(E::InvalidReason)?;
                if approver_role_id == step.plan.approver_role_id {
                    return Err(E::SameApprover);
                }
                if approver_role_id.is_some() && !role_exists {
                    return Err(E::ApproverRoleNotFound);
                }
                Ok(vec![Ev::WorkflowStepApproverReassigned {
                    step_key,
                    from_role_id: step.plan.approver_role_id,
                    to_role_id: approver_role_id,
                    reassigned_by: actor_id,
                    reason,
                    at,
                }])
            }
            C::Archive { actor_id, at } => {
                self.owned_by(actor_id)?;
                if self.progress == Progress::Archived {
                    return Err(E::SameStatus);
                }
                Ok(vec![Ev::WorkflowInstanceArchived { at }])
            }
        }
    }
}

impl Aggregate for WorkflowInstance {
    const TYPE: &'static str = "WorkflowInstance";
    type Command = WorkflowInstanceCommand;
    type Event = WorkflowInstanceEvent;
    type Error = WorkflowInstanceError;
    type Services = WorkflowInstanceServices;

    async fn handle(
        &mut self,
        command: WorkflowInstanceCommand,
        _: &WorkflowInstanceServices,
        sink: &EventSink<Self>,
    ) -> Result<(), WorkflowInstanceError> {
        for event in self.decide(command)? {
            sink.write(event, self).await;
        }
        Ok(())
    }

    /// Total: an event naming a step or document the state does not hold changes nothing.
    fn apply(&mut self, event: WorkflowInstanceEvent) {
        use WorkflowInstanceEvent as Ev;
        match event {
            Ev::WorkflowInstanceStarted {
                instance_id,
                owner_id,
                name,
                template_id,
                template_version,
                template_name,
                steps,
                at: _,
            } => {
                *self = WorkflowInstance {
                    id: Some(instance_id),
                    owner_id,
                    template_id,
                    template_version,
                    template_name,
                    name,
                    progress: Progress::InProgress,
                    steps: steps
                        .into_iter()
                        .map(|plan| new_step(plan, false))
                        .collect(),
                    generations: Vec::new(),
                };
            }
            Ev::WorkflowStepStarted {
                step_key,
                at,
                due_at,
            } => {
                if let Some(step) = self.step_mut(step_key) {
                    step.status = StepStatus::InProgress;
                    step.started_at = Some(at);
                    step.due_at = due_at;
                }
            }
            Ev::WorkflowStepCompleted {
                step_key,
                completed_by,
                at,
            } => {
                if let Some(step) = self.step_mut(step_key) {
                    step.status = StepStatus::Done;
                    step.completed_at = Some(at);
                    step.completed_by = Some(completed_by);
                }
            }
            Ev::WorkflowInstanceCompleted { at: _ } => self.progress = Progress::Completed,
            Ev::WorkflowStepDocumentAttached {
                step_key,
                document_id,
                is_approval,
                at,
            } => {
                if let Some(step) = self.step_mut(step_key) {
                    step.documents.push(StepDocument {
                        document_id,
                        is_approval,
                        is_approve: None,
                        decided_by: None,
                        decided_at: None,
                        comment: None,
                        attached_at: at,
                    });
                }
            }
            Ev::WorkflowStepDocumentDetached {
                step_key,
                document_id,
            } => {
                if let Some(step) = self.step_mut(step_key) {
                    step.documents.retain(|d| d.document_id != document_id);
                }
            }
            Ev::WorkflowStepApprovalDecided {
                step_key,
                document_id,
                is_approve,
                decided_by,
                comment,
                at,
            } => {
                if let Some(document) = self.document_mut(step_key, document_id) {
                    document.is_approve = Some(is_approve);
                    document.decided_by = Some(decided_by);
                    document.decided_at = Some(at);
                    document.comment = comment;
                }
            }
            Ev::WorkflowStepApprovalResubmitted {
                step_key,
                document_id,
            } => {
                if let Some(document) = self.document_mut(step_key, document_id) {
                    document.is_approve = None;
                    document.decided_by = None;
                    document.decided_at = None;
                    document.comment = None;
                }
            }
            Ev::WorkflowStepOverdue { step_key, at: _ } => {
                if let Some(step) = self.step_mut(step_key) {
                    step.overdue = true;
                }
            }
            Ev::WorkflowStepsGenerated {
                steps,
                generated_by,
                at,
            } => {
                self.steps
                    .retain(|step| step.status != StepStatus::NotStarted);
                self.generations.push(Generation {
                    generated_by,
                    step_count: steps.len(),
                    at,
                });
                self.steps
                    .extend(steps.into_iter().map(|plan| new_step(plan, true)));
            }
            Ev::WorkflowInstanceArchived { at: _ } => self.progress = Progress::Archived,
            Ev::WorkflowStepApproverReassigned {
                step_key,
                to_role_id,
                ..
            } => {
                if let Some(step) = self.step_mut(step_key) {
                    step.plan.approver_role_id = to_role_id;
                }
            }
        }
    }
}

impl WorkflowInstance {
    fn document_mut(&mut self, step_key: Uuid, document_id: Uuid) -> Option<&mut StepDocument> {
        self.step_mut(step_key)?
            .documents
            .iter_mut()
            .find(|d| d.document_id == document_id)
    }
}

/// A step as it is recorded before it starts.
fn new_step(plan: StepPlan, generated: bool) -> InstanceStep {
    InstanceStep {
        plan,
        status: StepStatus::NotStarted,
        started_at: None,
        due_at: None,
        completed_at: None,
        completed_by: None,
        overdue: false,
        documents: Vec::new(),
        generated,
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
