//! Workflows' application layer (issue 31): what template rules ask of roles, the command
//! targets of templates and instances, their ids, who keeps templates (`manager`), the AI
//! answer a flow is generated from, and applying it once.

mod descriptor;
mod history;

pub use descriptor::AREA;

use async_graphql::ID;
use staffhub_domain::chats::{ChatPurpose as DomainPurpose, ChatRoomCommand};
use staffhub_domain::workflows::{
    WorkflowInstance as InstanceAggregate, WorkflowInstanceError, WorkflowInstanceServices,
    WorkflowTemplate as TemplateAggregate, WorkflowTemplateCommand, WorkflowTemplateError,
    WorkflowTemplateServices,
};
use staffhub_journal::{JournalEvent, Metadata};
use staffhub_projections::chats::{AUTHOR_AI, COMPLETED, purpose_id};
use staffhub_projections::workflows::InstanceColumns;
use uuid::Uuid;

use crate::areas::chats::{ChatRoomTarget, message_id, own_message};
use crate::catalogue::Code;
use crate::command::{self, Expect, Target, TrashTarget};
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::lookups::DirectoryLookup;
use crate::policy::Rule;
use crate::read::workflows::{self as reads, InstanceRow, TemplateRow};
use crate::sessions::Session;
use crate::state::AppState;

#[async_trait::async_trait]
impl staffhub_domain::workflows::WorkflowTemplateLookup for DirectoryLookup {
    /// A role that cannot be checked counts as missing: a template never names a role that
    /// might not exist.
    async fn missing_roles(&self, ids: &[i32]) -> Vec<i32> {
        crate::areas::members::missing_roles(&self.0, ids).await
    }
}

/// Admin or a Management-category role: keeps templates, sees hidden ones and every instance.
pub fn manager(session: &Session) -> bool {
    crate::policy::check(Rule::Management, Some(session)).is_ok()
}

impl From<WorkflowTemplateError> for ApiError {
    fn from(error: WorkflowTemplateError) -> Self {
        Self::Coded(match error {
            WorkflowTemplateError::NotFound => Code::WorkflowTemplateNotFound,
            WorkflowTemplateError::AlreadyExists => Code::InvalidId,
            WorkflowTemplateError::InvalidName => Code::InvalidName,
            WorkflowTemplateError::InvalidDescription => Code::InvalidWorkflowDescription,
            WorkflowTemplateError::InvalidSteps => Code::InvalidWorkflowSteps,
            WorkflowTemplateError::RoleNotFound => Code::WorkflowApproverRoleNotFound,
            WorkflowTemplateError::NothingChanged => Code::Identical,
            WorkflowTemplateError::SameVisibility => Code::SameStatus,
            WorkflowTemplateError::Archived => Code::WorkflowTemplateArchived,
            WorkflowTemplateError::AlreadyArchived => Code::WorkflowTemplateAlreadyArchived,
            WorkflowTemplateError::NotArchived => Code::WorkflowTemplateNotArchived,
            WorkflowTemplateError::NotDeleted => Code::NotDeleted,
        })
    }
}

impl From<WorkflowInstanceError> for ApiError {
    fn from(error: WorkflowInstanceError) -> Self {
        use WorkflowInstanceError as E;
        Self::Coded(match error {
            E::NotFound => Code::WorkflowInstanceNotFound,
            E::AlreadyExists => Code::InvalidId,
            E::InvalidName => Code::InvalidName,
            E::InvalidSteps => Code::InvalidWorkflowSteps,
            E::TemplateNotActive => Code::WorkflowTemplateNotActive,
            E::NotOwner => Code::NotWorkflowOwner,
            E::NotInProgress => Code::WorkflowInstanceNotInProgress,
            E::StepNotFound => Code::WorkflowStepNotFound,
            E::SameStatus => Code::SameStatus,
            E::StatusUpdateFailed => Code::WorkflowStatusUpdateFailed,
            E::NeedsApproval => Code::WorkflowStepNeedsApproval,
            E::StepDone => Code::WorkflowStepDone,
            E::DocumentAlreadyAttached => Code::StepDocumentExists,
            E::NoApprover => Code::WorkflowStepNoApprover,
            E::ApprovalDocumentExists => Code::ApprovalDocumentExists,
            E::TooManyDocuments => Code::InvalidStepDocuments,
            E::NoApprovalDocument => Code::NoApprovalDocument,
            E::OwnerCannotApprove => Code::OwnerCannotApprove,
            E::NotApprover => Code::NotWorkflowApprover,
            E::SameApproval => Code::SameApproval,
            E::StepNotInProgress => Code::WorkflowStepNotInProgress,
            E::InvalidComment => Code::InvalidWorkflowComment,
            E::NotRejected => Code::ApprovalNotRejected,
            E::AlreadyOverdue => Code::WorkflowStepOverdueAlready,
            E::NotDue => Code::WorkflowStepNotDue,
            E::InvalidReason => Code::InvalidWorkflowReason,
            E::ApproverRoleNotFound => Code::WorkflowApproverRoleNotFound,
            E::SameApprover => Code::Identical,
        })
    }
}

pub struct WorkflowTemplateTarget;

impl Target for WorkflowTemplateTarget {
    type Aggregate = TemplateAggregate;
    type Row = TemplateRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::WorkflowTemplateNotFound;

    fn services(state: &AppState) -> &WorkflowTemplateServices {
        &state.workflow_template_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<TemplateRow>> {
        Ok(reads::template_row(&state.reads, id).await?)
    }

    fn version(row: &TemplateRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        template: TemplateAggregate,
        events: &[JournalEvent],
    ) -> Option<TemplateRow> {
        let (first, last) = (events.first()?, events.last()?);
        // In the trash, it has no row (issue 35): `exists` is false for a deleted template.
        template.exists().then(|| TemplateRow {
            template_id: id,
            name: template.name().to_owned(),
            description: template.description().to_owned(),
            visibility: template.visibility().id().into(),
            archived: template.archived(),
            steps: sqlx::types::Json(template.steps().to_vec()),
            author_id: Some(template.author_id()),
            running_instance_count: 0,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
        })
    }
}

/// Whoever edits a template deletes and restores it (issue 35): Management, the descriptor's
/// `trash.operation` (`Mutation.updateWorkflowTemplate`), with no row-level rule beyond it, as
/// Management reads every template (hidden ones too). Its running instances do not hold it
/// back (the aggregate's rule, `WorkflowTemplateCommand::Delete`: each runs on its own copy
/// of the steps). Template names are not unique, so nothing is released or claimed.
impl TrashTarget for WorkflowTemplateTarget {
    fn delete_command() -> WorkflowTemplateCommand {
        WorkflowTemplateCommand::Delete
    }

    fn restore_command() -> WorkflowTemplateCommand {
        WorkflowTemplateCommand::RestoreFromTrash
    }
}

pub struct WorkflowInstanceTarget;

impl Target for WorkflowInstanceTarget {
    type Aggregate = InstanceAggregate;
    type Row = InstanceRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::WorkflowInstanceNotFound;

    fn services(_: &AppState) -> &WorkflowInstanceServices {
        &WorkflowInstanceServices
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<InstanceRow>> {
        Ok(reads::instance_row(&state.reads, id).await?)
    }

    fn version(row: &InstanceRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        instance: InstanceAggregate,
        events: &[JournalEvent],
    ) -> Option<InstanceRow> {
        let (first, last) = (events.first()?, events.last()?);
        if !instance.exists() {
            return None;
        }
        let columns = InstanceColumns::of(&instance);
        Some(InstanceRow {
            instance_id: id,
            name: instance.name().to_owned(),
            owner_id: instance.owner_id(),
            template_id: instance.template_id(),
            template_name: instance.template_name().to_owned(),
            template_version: instance.template_version() as i64,
            progress: columns.progress,
            step_count: columns.step_count,
            done_step_count: columns.done_step_count,
            current_step_key: columns.current_step_key,
            waiting_for: columns.waiting_for,
            current_approver_role_id: columns.current_approver_role_id,
            current_due_at: columns.current_due_at,
            overdue: columns.overdue,
            approver_role_ids: columns.approver_role_ids,
            started_at: first.metadata.occurred_at_or(first.recorded_at),
            completed_at: columns.completed_at,
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
            state: sqlx::types::Json(instance),
        })
    }
}

/// A workflow template's id ('Workflow template not found' when it is not one).
pub fn template_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "WorkflowTemplate", Code::WorkflowTemplateNotFound)
}

/// A workflow instance's id ('Workflow instance not found' when it is not one).
pub fn instance_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "WorkflowInstance", Code::WorkflowInstanceNotFound)
}

/// A step's key ('Workflow step not found' when it is not a UUID).
pub fn step_key(key: &str) -> ApiResult<Uuid> {
    Uuid::parse_str(key.trim()).map_err(|_| Code::WorkflowStepNotFound.into())
}

/// A completed answer of the caller's own WORKFLOW room, with the question it answered.
pub async fn workflow_answer(
    state: &AppState,
    session: &Session,
    id: &ID,
) -> ApiResult<(crate::read::chats::ChatMessageRow, String)> {
    let (room, answer) = own_message(state, session, message_id(id)?).await?;
    if room.purpose != purpose_id(DomainPurpose::Workflow)
        || answer.author != AUTHOR_AI
        || answer.status != Some(COMPLETED)
    {
        return Err(Code::FlowAnswerNotReady.into());
    }
    let prompt = match answer.reply_to {
        Some(question) => crate::read::chats::message_by_id(&state.reads, question)
            .await?
            .map(|m| m.text)
            .unwrap_or_default(),
        None => String::new(),
    };
    Ok((answer, prompt))
}

/// Applies the steps a flow generation's completed answer proposed (`command`, the owner's
/// `ApplyGeneratedSteps` as edited) to the instance `instance_id`, once (issue 37 §6: "a
/// generation already saved can be saved twice"). The room decides first, on the journal, so
/// two applies at once (two tabs, a double click, the same proposal on two workflows) cannot
/// both pass: a second is 'These steps have already been applied to a workflow'
/// (204.W001.022). Then the instance decides; when it refuses the steps (not its owner, no
/// longer in progress, invalid steps) the room's record is released, and the proposal may be
/// applied again. After an internal failure the steps may have been written, so the record
/// stands.
pub async fn apply_generation(
    state: &AppState,
    metadata: &Metadata,
    session: &Session,
    answer: &crate::read::chats::ChatMessageRow,
    instance_id: Uuid,
    command: staffhub_domain::workflows::WorkflowInstanceCommand,
) -> ApiResult<InstanceRow> {
    let reserved = command::execute::<ChatRoomTarget>(
        state,
        metadata,
        answer.room_id,
        ChatRoomCommand::ApplyAnswerToWorkflow {
            actor_id: session.employee_id,
            answer_id: answer.message_id,
            instance_id,
        },
        Expect::Any,
    )
    .await?;
    let started = std::time::Instant::now();
    let committed = match command::execute::<WorkflowInstanceTarget>(
        state,
        metadata,
        instance_id,
        command,
        Expect::Any,
    )
    .await
    {
        Ok(committed) => committed,
        Err(error) => {
            if error.is_refusal() {
                let release = ChatRoomCommand::ReleaseAppliedAnswer {
                    answer_id: answer.message_id,
                    instance_id,
                };
                if let Err(e) = command::execute::<ChatRoomTarget>(
                    state,
                    metadata,
                    answer.room_id,
                    release,
                    Expect::Any,
                )
                .await
                {
                    tracing::warn!(error = %e, "releasing a refused flow apply failed");
                }
            }
            return Err(error);
        }
    };
    // The payload reads the answer as applied (`generations { answer { applied } }`), which
    // the room's projection shows: it waits for that as for the instance's own (bounded; past
    // the bound the answer says what the room's read model says).
    state
        .hub
        .wait_until_visible(
            <<ChatRoomTarget as Target>::Aggregate as staffhub_domain::Aggregate>::TYPE,
            reserved.position,
        )
        .await;
    command::answer_row::<WorkflowInstanceTarget>(state, instance_id, committed, started).await
}
