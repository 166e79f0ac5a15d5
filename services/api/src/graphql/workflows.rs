//! Workflows (issue 20; spec §2 `/workflow-templates…`, `/workflow-instances…`; §3 `steps`,
//! `isApprove`; §4 progress in progress 1, completed 2, archived 3, visibility active 1,
//! inactive 2, hidden 3, and their rules; §8 'Template is not active', 'Employee is not owner of
//! AI Workflow Instance', 'Current approval is same to new approval', 'Workflow instance' and
//! 'Workflow step and step document' not found).
//!
//! Management keeps templates; any staff member starts an instance from an active one and owns
//! it. An instance copies its template's steps at the version it started from, so editing a
//! template never changes a running instance. Holders of a step's approver role decide its
//! approval document. Who reads what is decided in the SQL (`read::workflows`): hidden
//! templates are management's; an instance is its owner's, its approvers' and management's.

use std::time::Instant;

use async_graphql::{
    ComplexObject, Context, Enum, ID, InputObject, Object, SimpleObject, Subscription,
};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::workflows::{
    GeneratedBy, Generation, InstanceStep, Progress, StepDocument, StepPlan, StepStatus,
    TemplateSnapshot, Visibility, WorkflowInstanceCommand, WorkflowTemplate as TemplateAggregate,
    WorkflowTemplateCommand,
};
use staffhub_projections::workflows::{WAITING_APPROVER, WAITING_OWNER, waiting_for};
use uuid::Uuid;

use super::ai::AiModel;
use super::chats::{ChatMessage, ChatRoom};
use super::connection::{self, OrderDirection, connection};
use super::documents::Document;
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::members::Role;
use super::node::Node;
use super::trash::{DeletedReference, deleted_reference};
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::areas::workflows::{
    WorkflowInstanceTarget, WorkflowTemplateTarget, instance_id, manager, step_key, template_id,
    workflow_answer,
};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::read::workflows::{
    self as reads, InstanceListFilter, InstanceRow, InstanceSort, InstanceSortField,
    TemplateListFilter, TemplateRow, TemplateSort, TemplateSortField,
};
use crate::sessions::Session;
use crate::state::AppState;

/// `node(id)` of a workflow template, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn workflow_template_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::template_row(&state.reads, id)
            .await?
            .map(|row| Node::WorkflowTemplate(WorkflowTemplate(row))))
    })
}

/// `node(id)` of a workflow instance, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn workflow_instance_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::instance_row(&state.reads, id)
            .await?
            .map(|row| Node::WorkflowInstance(WorkflowInstance(row))))
    })
}

/// Spec §4 visibility.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum WorkflowVisibility {
    Active,
    Inactive,
    Hidden,
}

impl WorkflowVisibility {
    fn domain(self) -> Visibility {
        match self {
            Self::Active => Visibility::Active,
            Self::Inactive => Visibility::Inactive,
            Self::Hidden => Visibility::Hidden,
        }
    }

    fn of(id: i16) -> Self {
        match Visibility::from_id(id as u8) {
            Some(Visibility::Inactive) => Self::Inactive,
            Some(Visibility::Hidden) => Self::Hidden,
            _ => Self::Active,
        }
    }
}

/// Spec §4 progress.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum WorkflowProgress {
    InProgress,
    Completed,
    Archived,
}

impl WorkflowProgress {
    fn domain(self) -> Progress {
        match self {
            Self::InProgress => Progress::InProgress,
            Self::Completed => Progress::Completed,
            Self::Archived => Progress::Archived,
        }
    }

    fn of(progress: Progress) -> Self {
        match progress {
            Progress::InProgress => Self::InProgress,
            Progress::Completed => Self::Completed,
            Progress::Archived => Self::Archived,
        }
    }
}

/// A step's state: not started 1, in progress 2, done 3.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum WorkflowStepStatus {
    NotStarted,
    InProgress,
    Done,
}

impl WorkflowStepStatus {
    fn domain(self) -> StepStatus {
        match self {
            Self::NotStarted => StepStatus::NotStarted,
            Self::InProgress => StepStatus::InProgress,
            Self::Done => StepStatus::Done,
        }
    }

    fn of(status: StepStatus) -> Self {
        match status {
            StepStatus::NotStarted => Self::NotStarted,
            StepStatus::InProgress => Self::InProgress,
            StepStatus::Done => Self::Done,
        }
    }
}

/// Who acts next on a step.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum WorkflowActor {
    /// The owner: attach and submit, complete a step without approver, revise after a
    /// rejection.
    Owner,
    /// A holder of the step's approver role: decide the pending approval document.
    Approver,
    /// Nobody (the step is not started, or done).
    Nobody,
}

async fn role(ctx: &Context<'_>, role_id: Option<i32>) -> GqlResult<Option<Role>> {
    let Some(role_id) = role_id else {
        return Ok(None);
    };
    Ok(crate::read::members::role_by_id(&state(ctx).reads, role_id)
        .await?
        .map(Role::from))
}

/// A step of a template, and the plan part of an instance step.
pub struct WorkflowTemplateStep(StepPlan);

#[Object]
impl WorkflowTemplateStep {
    /// A UUID, stable across edits (reordering keeps it).
    async fn key(&self) -> String {
        self.0.key.to_string()
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn description(&self) -> &str {
        &self.0.description
    }

    /// Whose holders approve the step's approval document; null: the owner completes it.
    async fn approver_role(&self, ctx: &Context<'_>) -> GqlResult<Option<Role>> {
        role(ctx, self.0.approver_role_id).await
    }

    async fn approver_role_id(&self) -> Option<i32> {
        self.0.approver_role_id
    }

    /// Names of the documents expected at this step.
    async fn expected_documents(&self) -> &[String] {
        &self.0.expected_documents
    }

    /// Due this many hours after the step starts; null: no due time.
    async fn due_after_hours(&self) -> Option<i32> {
        self.0.due_after_hours.map(|h| h as i32)
    }
}

/// A workflow template (spec §2 `/workflow-templates`).
pub struct WorkflowTemplate(pub TemplateRow);

#[Object]
impl WorkflowTemplate {
    pub async fn id(&self) -> ID {
        ids::encode("WorkflowTemplate", self.0.template_id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn description(&self) -> &str {
        &self.0.description
    }

    async fn visibility(&self) -> WorkflowVisibility {
        WorkflowVisibility::of(self.0.visibility)
    }

    /// Spec §4: active 1, inactive 2, hidden 3.
    async fn visibility_id(&self) -> i32 {
        self.0.visibility.into()
    }

    async fn archived(&self) -> bool {
        self.0.archived
    }

    /// Whether an instance may be started from it now (active and not archived).
    async fn usable(&self) -> bool {
        self.0.visibility == i16::from(Visibility::Active.id()) && !self.0.archived
    }

    async fn steps(&self) -> Vec<WorkflowTemplateStep> {
        self.0
            .steps
            .0
            .iter()
            .cloned()
            .map(WorkflowTemplateStep)
            .collect()
    }

    async fn step_count(&self) -> i32 {
        self.0.steps.0.len() as i32
    }

    /// Instances started from it that are in progress.
    async fn running_instance_count(&self) -> i64 {
        self.0.running_instance_count
    }

    async fn author(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.author_id).await?)
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }

    /// Aggregate version: an instance records the version it started from; the edit form
    /// sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// A document on an instance step.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct WorkflowStepDocument {
    #[graphql(skip)]
    document: StepDocument,
    /// The step's approver role: its holders read the approval document submitted to them.
    #[graphql(skip)]
    approver_role_id: Option<i32>,
    is_approval: bool,
    /// Approval documents only: null pending, true approved, false rejected (spec §3
    /// `isApprove`).
    is_approve: Option<bool>,
    decided_at: Option<DateTime<Utc>>,
    /// The approver's comment (required on a rejection).
    comment: Option<String>,
    attached_at: DateTime<Utc>,
}

impl WorkflowStepDocument {
    fn new(document: StepDocument, approver_role_id: Option<i32>) -> Self {
        Self {
            approver_role_id,
            is_approval: document.is_approval,
            is_approve: document.is_approve,
            decided_at: document.decided_at,
            comment: document.comment.clone(),
            attached_at: document.attached_at,
            document,
        }
    }
}

#[ComplexObject]
impl WorkflowStepDocument {
    /// The document; null when the caller may not read it (`documentId` still names it). An
    /// approval document is shared with the step's approvers: the owner submitted it to them,
    /// and they decide in place (issue 20).
    async fn document(&self, ctx: &Context<'_>) -> GqlResult<Option<Document>> {
        let session = session(ctx)?;
        let reads = &state(ctx).reads;
        let shared = self.document.is_approval
            && self
                .approver_role_id
                .is_some_and(|role| session.role_ids.contains(&role));
        let row = if shared {
            crate::read::documents::by_id(reads, self.document.document_id).await?
        } else {
            let viewer = Caller::of(session);
            crate::read::documents::visible_by_id(reads, self.document.document_id, &viewer).await?
        };
        Ok(row.map(Document))
    }

    async fn document_id(&self) -> ID {
        ids::encode("Document", self.document.document_id)
    }

    async fn decided_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.document.decided_by).await?)
    }
}

/// A step of an instance: its plan (copied from the template, or proposed by AI) and where it
/// stands.
pub struct WorkflowInstanceStep {
    step: InstanceStep,
    position: usize,
    owner_id: Uuid,
    /// The instance is in progress (an archived one's step waits for nobody).
    live: bool,
}

#[Object]
impl WorkflowInstanceStep {
    async fn key(&self) -> String {
        self.step.plan.key.to_string()
    }

    /// 0-based order.
    async fn position(&self) -> i32 {
        self.position as i32
    }

    async fn name(&self) -> &str {
        &self.step.plan.name
    }

    async fn description(&self) -> &str {
        &self.step.plan.description
    }

    async fn approver_role(&self, ctx: &Context<'_>) -> GqlResult<Option<Role>> {
        role(ctx, self.step.plan.approver_role_id).await
    }

    async fn approver_role_id(&self) -> Option<i32> {
        self.step.plan.approver_role_id
    }

    async fn expected_documents(&self) -> &[String] {
        &self.step.plan.expected_documents
    }

    async fn due_after_hours(&self) -> Option<i32> {
        self.step.plan.due_after_hours.map(|h| h as i32)
    }

    async fn status(&self) -> WorkflowStepStatus {
        WorkflowStepStatus::of(self.step.status)
    }

    /// not started 1, in progress 2, done 3.
    async fn status_id(&self) -> i32 {
        self.step.status.id().into()
    }

    async fn started_at(&self) -> Option<DateTime<Utc>> {
        self.step.started_at
    }

    async fn due_at(&self) -> Option<DateTime<Utc>> {
        self.step.due_at
    }

    async fn completed_at(&self) -> Option<DateTime<Utc>> {
        self.step.completed_at
    }

    async fn completed_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.step.completed_by).await?)
    }

    /// Marked by the process manager once `dueAt` passed while the step was in progress.
    async fn overdue(&self) -> bool {
        self.step.overdue
    }

    async fn documents(&self) -> Vec<WorkflowStepDocument> {
        let role = self.step.plan.approver_role_id;
        self.step
            .documents
            .iter()
            .map(|d| WorkflowStepDocument::new(d.clone(), role))
            .collect()
    }

    async fn approval_document(&self) -> Option<WorkflowStepDocument> {
        let role = self.step.plan.approver_role_id;
        self.step
            .documents
            .iter()
            .find(|d| d.is_approval)
            .map(|d| WorkflowStepDocument::new(d.clone(), role))
    }

    async fn waiting_for(&self) -> WorkflowActor {
        if !self.live {
            return WorkflowActor::Nobody;
        }
        match waiting_for(&self.step) {
            WAITING_OWNER => WorkflowActor::Owner,
            WAITING_APPROVER => WorkflowActor::Approver,
            _ => WorkflowActor::Nobody,
        }
    }

    /// Whether the caller may approve or reject now: the step is in progress with an approval
    /// document, and the caller holds its approver role and is not the owner.
    async fn can_decide(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        let session = session(ctx)?;
        Ok(self.live
            && self.step.status == StepStatus::InProgress
            && session.employee_id != self.owner_id
            && self
                .step
                .plan
                .approver_role_id
                .is_some_and(|role| session.role_ids.contains(&role))
            && self.step.documents.iter().any(|d| d.is_approval))
    }

    /// Proposed by AI (`applyGeneratedWorkflowSteps`).
    async fn generated(&self) -> bool {
        self.step.generated
    }

    /// The step has an approver role that was deleted or that no active employee holds:
    /// nobody can approve it until a manager reassigns it.
    async fn approver_stranded(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        let Some(role_id) = self.step.plan.approver_role_id else {
            return Ok(false);
        };
        if self.step.status == StepStatus::Done || !self.live {
            return Ok(false);
        }
        Ok(
            match crate::read::members::role_by_id(&state(ctx).reads, role_id).await? {
                None => true,
                Some((row, holders)) => row.deleted_at.is_some() || holders == 0,
            },
        )
    }

    /// Whether the caller may reassign the step's approver: Management or Admin, on a step
    /// not done of an instance in progress.
    async fn can_reassign_approver(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(self.live && self.step.status != StepStatus::Done && manager(session(ctx)?))
    }
}

/// Steps an AI answer proposed and the owner accepted.
pub struct WorkflowFlowGeneration(Generation);

#[Object]
impl WorkflowFlowGeneration {
    async fn model(&self, ctx: &Context<'_>) -> GqlResult<Option<AiModel>> {
        Ok(
            crate::read::ai::by_id(&state(ctx).reads, self.0.generated_by.model_id)
                .await?
                .map(AiModel),
        )
    }

    /// The description the owner gave.
    async fn prompt(&self) -> &str {
        &self.0.generated_by.prompt
    }

    /// The chat answer that proposed the steps.
    async fn message_id(&self) -> ID {
        ids::encode("ChatMessage", self.0.generated_by.message_id)
    }

    /// The flow generation the steps came from (a WORKFLOW chat room, issue 37 §6), for its
    /// owner; null for anyone else (a room is its owner's alone).
    async fn room(&self, ctx: &Context<'_>) -> GqlResult<Option<ChatRoom>> {
        let me = session(ctx)?.employee_id;
        Ok(
            crate::read::chats::room_by_id(&state(ctx).reads, self.0.generated_by.room_id)
                .await?
                .filter(|room| room.owner_id == me)
                .map(ChatRoom),
        )
    }

    /// The answer that proposed the steps, for the owner of its room; null for anyone else.
    async fn answer(&self, ctx: &Context<'_>) -> GqlResult<Option<ChatMessage>> {
        let me = session(ctx)?.employee_id;
        let reads = &state(ctx).reads;
        let Some(room) = crate::read::chats::room_by_id(reads, self.0.generated_by.room_id)
            .await?
            .filter(|room| room.owner_id == me)
        else {
            return Ok(None);
        };
        Ok(
            crate::read::chats::message_by_id(reads, self.0.generated_by.message_id)
                .await?
                .filter(|message| message.room_id == room.room_id)
                .map(ChatMessage),
        )
    }

    async fn step_count(&self) -> i32 {
        self.0.step_count as i32
    }

    async fn recorded_at(&self) -> DateTime<Utc> {
        self.0.at
    }
}

/// A workflow instance (spec §2 `/workflow-instances`).
pub struct WorkflowInstance(pub InstanceRow);

impl WorkflowInstance {
    /// The instance, if the caller may read it (its owner, its steps' approver roles and
    /// management): a flow generation leads to the workflow it was applied to.
    pub async fn readable(ctx: &Context<'_>, id: Uuid) -> GqlResult<Option<WorkflowInstance>> {
        let caller = Caller::of(session(ctx)?);
        Ok(reads::instance_by_id(&state(ctx).reads, id, &caller)
            .await?
            .map(WorkflowInstance))
    }

    fn step(&self, position: usize, step: &InstanceStep) -> WorkflowInstanceStep {
        WorkflowInstanceStep {
            step: step.clone(),
            position,
            owner_id: self.0.owner_id,
            live: self.0.progress == i16::from(Progress::InProgress.id()),
        }
    }
}

#[Object]
impl WorkflowInstance {
    pub async fn id(&self) -> ID {
        ids::encode("WorkflowInstance", self.0.instance_id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn owner(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, Some(self.0.owner_id)).await?)
    }

    /// Null when the caller may not read the template any more; `templateName` is as started.
    async fn template(&self, ctx: &Context<'_>) -> GqlResult<Option<WorkflowTemplate>> {
        Ok(reads::template_by_id(
            &state(ctx).reads,
            self.0.template_id,
            manager(session(ctx)?),
        )
        .await?
        .map(WorkflowTemplate))
    }
    /// When its template was deleted (it runs on; issue 35): the reference as it reads now.
    async fn deleted_template(&self, ctx: &Context<'_>) -> GqlResult<Option<DeletedReference>> {
        Ok(deleted_reference(ctx, "WorkflowTemplate", self.0.template_id).await?)
    }

    async fn template_name(&self) -> &str {
        &self.0.template_name
    }

    /// The template version the instance started from (later edits do not change it).
    async fn template_version(&self) -> i64 {
        self.0.template_version
    }

    async fn progress(&self) -> WorkflowProgress {
        WorkflowProgress::of(self.0.state.0.progress())
    }

    /// Spec §4: in progress 1, completed 2, archived 3.
    async fn progress_id(&self) -> i32 {
        self.0.progress.into()
    }

    async fn steps(&self) -> Vec<WorkflowInstanceStep> {
        self.0
            .state
            .0
            .steps()
            .iter()
            .enumerate()
            .map(|(position, step)| self.step(position, step))
            .collect()
    }

    /// The step in progress, if any (none once the instance is archived).
    async fn current_step(&self) -> Option<WorkflowInstanceStep> {
        self.0.current_step_key?;
        let steps = self.0.state.0.steps();
        steps
            .iter()
            .position(|s| s.status == StepStatus::InProgress)
            .map(|position| self.step(position, &steps[position]))
    }

    async fn step_count(&self) -> i32 {
        self.0.step_count
    }

    async fn done_step_count(&self) -> i32 {
        self.0.done_step_count
    }

    /// The step in progress is overdue.
    async fn overdue(&self) -> bool {
        self.0.overdue
    }

    async fn is_owner(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(session(ctx)?.employee_id == self.0.owner_id)
    }

    /// The caller acts next: the owner on a step waiting for the owner, or a holder of the
    /// approver role (not the owner) on a pending approval.
    async fn waiting_for_me(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        let session = session(ctx)?;
        let me = session.employee_id;
        Ok(match self.0.waiting_for {
            WAITING_OWNER => me == self.0.owner_id,
            WAITING_APPROVER => {
                me != self.0.owner_id
                    && self
                        .0
                        .current_approver_role_id
                        .is_some_and(|role| session.role_ids.contains(&role))
            }
            _ => false,
        })
    }

    /// AI proposals the owner accepted, oldest first.
    async fn generations(&self) -> Vec<WorkflowFlowGeneration> {
        self.0
            .state
            .0
            .generations()
            .iter()
            .cloned()
            .map(WorkflowFlowGeneration)
            .collect()
    }

    async fn started_at(&self) -> DateTime<Utc> {
        self.0.started_at
    }

    async fn completed_at(&self) -> Option<DateTime<Utc>> {
        self.0.completed_at
    }

    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }

    async fn version(&self) -> i64 {
        self.0.version
    }
}

connection!(
    WorkflowTemplateConnection,
    WorkflowTemplateEdge,
    WorkflowTemplate,
    (TemplateListFilter, bool),
    reads::count_templates
);

connection!(
    WorkflowInstanceConnection,
    WorkflowInstanceEdge,
    WorkflowInstance,
    InstanceListFilter,
    reads::count_instances
);

#[derive(InputObject, Default)]
pub struct WorkflowTemplateFilter {
    /// Matches the name and the description.
    keyword: Option<String>,
    visibility: Option<Vec<WorkflowVisibility>>,
    /// Default: only templates in use (false); null: both.
    #[graphql(default_with = "Some(false)")]
    archived: Option<bool>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum WorkflowTemplateOrderField {
    Name,
    UpdatedAt,
    CreatedAt,
}

#[derive(InputObject)]
pub struct WorkflowTemplateOrder {
    field: WorkflowTemplateOrderField,
    direction: OrderDirection,
}

#[derive(InputObject, Default)]
pub struct WorkflowInstanceFilter {
    /// Matches the instance's and its template's name.
    keyword: Option<String>,
    template_id: Option<ID>,
    owner_id: Option<ID>,
    /// Default: in progress and completed (archived ones are asked for).
    progress: Option<Vec<WorkflowProgress>>,
    /// The caller acts next.
    waiting_for_me: Option<bool>,
    overdue: Option<bool>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum WorkflowInstanceOrderField {
    StartedAt,
    UpdatedAt,
    Name,
}

#[derive(InputObject)]
pub struct WorkflowInstanceOrder {
    field: WorkflowInstanceOrderField,
    direction: OrderDirection,
}

/// A step the model proposed, parsed from a completed WORKFLOW chat answer.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct ProposedWorkflowStep {
    name: String,
    description: String,
    /// The role name the model wrote, if any.
    approver_role_name: Option<String>,
    #[graphql(skip)]
    approver_role_id: Option<i32>,
    expected_documents: Vec<String>,
    due_after_hours: Option<i32>,
}

#[ComplexObject]
impl ProposedWorkflowStep {
    /// Matched by name (case-insensitive) to an existing role; null when none matched.
    async fn approver_role(&self, ctx: &Context<'_>) -> GqlResult<Option<Role>> {
        role(ctx, self.approver_role_id).await
    }
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct WorkflowStepProposal {
    steps: Vec<ProposedWorkflowStep>,
    #[graphql(skip)]
    model_id: Option<Uuid>,
    /// The description the owner gave.
    prompt: String,
}

#[ComplexObject]
impl WorkflowStepProposal {
    async fn model(&self, ctx: &Context<'_>) -> GqlResult<Option<AiModel>> {
        let Some(id) = self.model_id else {
            return Ok(None);
        };
        Ok(crate::read::ai::by_id(&state(ctx).reads, id)
            .await?
            .map(AiModel))
    }
}

/// The template list's filter as the read model takes it (`workflowTemplates` and
/// `workflowTemplatesChanged`).
fn to_template_filter(filter: WorkflowTemplateFilter) -> ApiResult<TemplateListFilter> {
    Ok(TemplateListFilter {
        keyword: connection::keyword(filter.keyword)?,
        visibility: filter
            .visibility
            .unwrap_or_default()
            .into_iter()
            .map(|v| i16::from(v.domain().id()))
            .collect(),
        archived: filter.archived,
    })
}

/// The template list's filter as `workflowTemplates` takes it: none is the templates in use.
fn listed_templates(filter: Option<WorkflowTemplateFilter>) -> ApiResult<TemplateListFilter> {
    to_template_filter(filter.unwrap_or(WorkflowTemplateFilter {
        archived: Some(false),
        ..Default::default()
    }))
}

/// "All matching this filter" in bulk (issue 35 §2): the template list's own filter and SQL with
/// the caller's access (hidden templates are Management's), as `workflowTemplates` reads it.
pub(crate) fn template_bulk_select<'a>(
    state: &'a AppState,
    session: &'a Session,
    filter: async_graphql::Value,
) -> BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = listed_templates(crate::bulk::list_filter(filter)?)?;
        let manager = manager(session);
        let sort = TemplateSort {
            field: TemplateSortField::Name,
            descending: false,
        };
        crate::bulk::all_items(
            |offset, limit| reads::templates(&state.reads, &filter, manager, sort, offset, limit),
            |row| row.template_id,
        )
        .await
    })
}

/// The instance list's filter with its default progress: in progress and completed.
fn listed(mut filter: WorkflowInstanceFilter) -> WorkflowInstanceFilter {
    filter.progress = Some(
        filter
            .progress
            .unwrap_or_else(|| vec![WorkflowProgress::InProgress, WorkflowProgress::Completed]),
    );
    filter
}

/// The instance list's filter for `viewer` as the read model takes it (`workflowInstances` and
/// `workflowInstancesChanged`); no progress: any (the query asks [`listed`]'s default).
fn to_instance_filter(
    filter: WorkflowInstanceFilter,
    viewer: Caller,
) -> ApiResult<InstanceListFilter> {
    Ok(InstanceListFilter {
        viewer,
        keyword: connection::keyword(filter.keyword)?,
        template_id: filter.template_id.as_ref().map(template_id).transpose()?,
        owner_id: filter
            .owner_id
            .as_ref()
            .map(|id| ids::decode(id, "Employee", Code::EmployeeNotFound))
            .transpose()?,
        progress: filter
            .progress
            .unwrap_or_default()
            .into_iter()
            .map(|p| i16::from(p.domain().id()))
            .collect(),
        waiting_for_me: filter.waiting_for_me,
        overdue: filter.overdue,
    })
}

#[derive(Default)]
pub struct WorkflowQuery;

#[Object(guard = "Policy::query()")]
impl WorkflowQuery {
    /// Templates, by name unless ordered otherwise; hidden ones only for management. first:
    /// default 20, 1..=100.
    async fn workflow_templates(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<WorkflowTemplateFilter>,
        order_by: Option<WorkflowTemplateOrder>,
    ) -> GqlResult<WorkflowTemplateConnection> {
        let manager = manager(session(ctx)?);
        let filter = listed_templates(filter)?;
        let sort = order_by.map_or(
            TemplateSort {
                field: TemplateSortField::Name,
                descending: false,
            },
            |o| TemplateSort {
                field: match o.field {
                    WorkflowTemplateOrderField::Name => TemplateSortField::Name,
                    WorkflowTemplateOrderField::UpdatedAt => TemplateSortField::UpdatedAt,
                    WorkflowTemplateOrderField::CreatedAt => TemplateSortField::CreatedAt,
                },
                descending: o.direction == OrderDirection::Desc,
            },
        );
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::templates(reads, &filter, manager, sort, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, WorkflowTemplate(row)))
            .collect();
        Ok(WorkflowTemplateConnection::new(
            edges,
            page_info,
            (filter, manager),
        ))
    }

    /// Instances the caller may read, newest first unless ordered otherwise. Default: in
    /// progress and completed.
    async fn workflow_instances(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<WorkflowInstanceFilter>,
        order_by: Option<WorkflowInstanceOrder>,
    ) -> GqlResult<WorkflowInstanceConnection> {
        let viewer = Caller::of(session(ctx)?);
        let filter = to_instance_filter(listed(filter.unwrap_or_default()), viewer)?;
        let sort = order_by.map_or(
            InstanceSort {
                field: InstanceSortField::StartedAt,
                descending: true,
            },
            |o| InstanceSort {
                field: match o.field {
                    WorkflowInstanceOrderField::StartedAt => InstanceSortField::StartedAt,
                    WorkflowInstanceOrderField::UpdatedAt => InstanceSortField::UpdatedAt,
                    WorkflowInstanceOrderField::Name => InstanceSortField::Name,
                },
                descending: o.direction == OrderDirection::Desc,
            },
        );
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::instances(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, WorkflowInstance(row)))
            .collect();
        Ok(WorkflowInstanceConnection::new(edges, page_info, filter))
    }

    /// The steps a completed answer of the caller's WORKFLOW chat proposes. A malformed
    /// answer is 205.Y001.002 ('Invalid Json Response from Claude AI').
    async fn workflow_step_proposal(
        &self,
        ctx: &Context<'_>,
        message_id: ID,
    ) -> GqlResult<WorkflowStepProposal> {
        let state = state(ctx);
        let (answer, prompt) = workflow_answer(state, session(ctx)?, &message_id).await?;
        let proposed = crate::workflows::flow::parse(&answer.text)?;
        let roles = crate::read::members::all_roles(&state.reads).await?;
        // A role is matched by its name as written, else by the name a reader sees it by
        // (issue 37 §4): asked in Japanese, the model may write the built-in Admin role as
        // "管理者".
        let role_of = |name: &str| {
            let name = name.trim().to_lowercase();
            let shown = |role_id: i32, stored: &str, locale: Locale| {
                crate::areas::members::role_name(role_id, stored, locale).to_lowercase()
            };
            roles
                .iter()
                .find(|(role, _)| role.name.to_lowercase() == name)
                .or_else(|| {
                    roles.iter().find(|(role, _)| {
                        [Locale::En, Locale::Ja]
                            .into_iter()
                            .any(|locale| shown(role.role_id, &role.name, locale) == name)
                    })
                })
                .map(|(role, _)| role.role_id)
        };
        let steps = proposed
            .into_iter()
            .map(|step| ProposedWorkflowStep {
                approver_role_id: step.approver_role.as_deref().and_then(role_of),
                name: step.name,
                description: step.description,
                approver_role_name: step.approver_role,
                expected_documents: step.expected_documents,
                due_after_hours: step.due_after_hours.map(|h| h as i32),
            })
            .collect();
        Ok(WorkflowStepProposal {
            steps,
            model_id: answer.model_id,
            prompt,
        })
    }
}

/// A step as the forms send it.
#[derive(InputObject)]
pub struct WorkflowStepInput {
    /// Null for a new step; else the step's key (kept across reorders).
    key: Option<String>,
    name: String,
    #[graphql(default)]
    description: String,
    approver_role_id: Option<i32>,
    #[graphql(default)]
    expected_documents: Vec<String>,
    due_after_hours: Option<i32>,
}

/// The form's steps as the domain's plans: new steps get a key; a malformed key or a negative
/// due time is 'Invalid steps' (the domain checks the rest).
fn plans(steps: Vec<WorkflowStepInput>) -> ApiResult<Vec<StepPlan>> {
    steps
        .into_iter()
        .map(|step| {
            let key = match step.key.as_deref().map(str::trim) {
                None | Some("") => Uuid::now_v7(),
                Some(key) => Uuid::parse_str(key).map_err(|_| Code::InvalidWorkflowSteps)?,
            };
            Ok(StepPlan {
                key,
                name: step.name,
                description: step.description,
                approver_role_id: step.approver_role_id,
                expected_documents: step.expected_documents,
                due_after_hours: step
                    .due_after_hours
                    .map(|h| u32::try_from(h).map_err(|_| Code::InvalidWorkflowSteps))
                    .transpose()?,
            })
        })
        .collect()
}

#[derive(InputObject)]
pub struct CreateWorkflowTemplateInput {
    name: String,
    #[graphql(default)]
    description: String,
    #[graphql(default_with = "WorkflowVisibility::Active")]
    visibility: WorkflowVisibility,
    /// 1 to 30 steps, in order.
    steps: Vec<WorkflowStepInput>,
}

#[derive(SimpleObject)]
pub struct CreateWorkflowTemplatePayload {
    workflow_template: WorkflowTemplate,
    workflow_template_edge: WorkflowTemplateEdge,
}

#[derive(InputObject)]
pub struct UpdateWorkflowTemplateInput {
    id: ID,
    /// The `version` the form was loaded at (204.X000.004 when it moved on).
    expected_version: Option<i64>,
    name: String,
    description: String,
    steps: Vec<WorkflowStepInput>,
}

#[derive(SimpleObject)]
pub struct UpdateWorkflowTemplatePayload {
    workflow_template: WorkflowTemplate,
}

#[derive(InputObject)]
pub struct ChangeWorkflowTemplateVisibilityInput {
    id: ID,
    visibility: WorkflowVisibility,
}

#[derive(SimpleObject)]
pub struct ChangeWorkflowTemplateVisibilityPayload {
    workflow_template: WorkflowTemplate,
}

#[derive(InputObject)]
pub struct ArchiveWorkflowTemplateInput {
    id: ID,
    /// true archives, false restores.
    archived: bool,
}

#[derive(SimpleObject)]
pub struct ArchiveWorkflowTemplatePayload {
    workflow_template: WorkflowTemplate,
}

#[derive(InputObject)]
pub struct StartWorkflowInstanceInput {
    template_id: ID,
    /// Default: the template's name.
    name: Option<String>,
}

#[derive(SimpleObject)]
pub struct StartWorkflowInstancePayload {
    workflow_instance: WorkflowInstance,
    workflow_instance_edge: WorkflowInstanceEdge,
}

#[derive(InputObject)]
pub struct ArchiveWorkflowInstanceInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct ArchiveWorkflowInstancePayload {
    workflow_instance: WorkflowInstance,
}

#[derive(InputObject)]
pub struct ChangeWorkflowStepStatusInput {
    instance_id: ID,
    step_key: String,
    /// The owner completes a step without approver: IN_PROGRESS → DONE.
    status: WorkflowStepStatus,
}

#[derive(SimpleObject)]
pub struct ChangeWorkflowStepStatusPayload {
    workflow_instance: WorkflowInstance,
}

#[derive(InputObject)]
pub struct AttachWorkflowStepDocumentInput {
    instance_id: ID,
    step_key: String,
    /// A document the owner may read.
    document_id: ID,
    /// The step's approval document (at most one; the step must have an approver role).
    #[graphql(default)]
    is_approval: bool,
}

#[derive(SimpleObject)]
pub struct AttachWorkflowStepDocumentPayload {
    workflow_instance: WorkflowInstance,
}

#[derive(InputObject)]
pub struct DetachWorkflowStepDocumentInput {
    instance_id: ID,
    step_key: String,
    document_id: ID,
}

#[derive(SimpleObject)]
pub struct DetachWorkflowStepDocumentPayload {
    workflow_instance: WorkflowInstance,
}

#[derive(InputObject)]
pub struct DecideWorkflowStepApprovalInput {
    instance_id: ID,
    step_key: String,
    /// The approval document the approver read: refused (204.W001.003) when the owner has
    /// swapped it since.
    document_id: Option<ID>,
    /// true approves (the step is done), false rejects (back to the owner).
    is_approve: bool,
    /// Required on a rejection.
    comment: Option<String>,
}

#[derive(SimpleObject)]
pub struct DecideWorkflowStepApprovalPayload {
    workflow_instance: WorkflowInstance,
}

#[derive(InputObject)]
pub struct ReassignWorkflowStepApproverInput {
    instance_id: ID,
    step_key: String,
    /// The new approver role; null: the owner completes the step.
    approver_role_id: Option<i32>,
    /// Why (required, at most 2,000 characters); recorded in the instance's history.
    reason: String,
}

#[derive(SimpleObject)]
pub struct ReassignWorkflowStepApproverPayload {
    workflow_instance: WorkflowInstance,
}

#[derive(InputObject)]
pub struct ResubmitWorkflowStepApprovalInput {
    instance_id: ID,
    step_key: String,
}

#[derive(SimpleObject)]
pub struct ResubmitWorkflowStepApprovalPayload {
    workflow_instance: WorkflowInstance,
}

#[derive(InputObject)]
pub struct ApplyGeneratedWorkflowStepsInput {
    instance_id: ID,
    /// The completed WORKFLOW chat answer that proposed the steps.
    message_id: ID,
    /// The proposal as the owner edited and accepted it; it replaces the steps not started.
    steps: Vec<WorkflowStepInput>,
}

#[derive(SimpleObject)]
pub struct ApplyGeneratedWorkflowStepsPayload {
    workflow_instance: WorkflowInstance,
}

/// Runs an instance command for the caller, who must be able to read the instance (else it
/// is not found); the domain decides the rest (owner, approver, state).
async fn on_instance(
    ctx: &Context<'_>,
    id: &ID,
    command: impl FnOnce(&Session) -> ApiResult<WorkflowInstanceCommand>,
) -> ApiResult<WorkflowInstance> {
    let state = state(ctx);
    let session = session(ctx)?;
    let id = instance_id(id)?;
    reads::instance_by_id(&state.reads, id, &Caller::of(session))
        .await?
        .ok_or(Code::WorkflowInstanceNotFound)?;
    let metadata = request(ctx)?.metadata();
    let command = command(session)?;
    let row =
        command::run_for_row::<WorkflowInstanceTarget>(state, &metadata, id, command, Expect::Any)
            .await?;
    Ok(WorkflowInstance(row))
}

/// A template the caller may read, for a management command.
async fn on_template(
    ctx: &Context<'_>,
    id: &ID,
    command: WorkflowTemplateCommand,
    expect: Expect,
) -> ApiResult<WorkflowTemplate> {
    let state = state(ctx);
    let metadata = request(ctx)?.metadata();
    let id = template_id(id)?;
    let row = command::run_for_row::<WorkflowTemplateTarget>(state, &metadata, id, command, expect)
        .await?;
    Ok(WorkflowTemplate(row))
}

#[derive(Default)]
pub struct WorkflowMutation;

#[Object(guard = "Policy::mutation()")]
impl WorkflowMutation {
    /// Management: a new template (`/workflow-templates/new`).
    async fn create_workflow_template(
        &self,
        ctx: &Context<'_>,
        input: CreateWorkflowTemplateInput,
    ) -> GqlResult<CreateWorkflowTemplatePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let command = WorkflowTemplateCommand::Create {
            template_id: id,
            author_id: session(ctx)?.employee_id,
            name: input.name,
            description: input.description,
            visibility: input.visibility.domain(),
            steps: plans(input.steps)?,
        };
        let started = Instant::now();
        let committed =
            command::execute::<WorkflowTemplateTarget>(state, &metadata, id, command, Expect::New)
                .await?;
        let row =
            command::answer_row::<WorkflowTemplateTarget>(state, id, committed, started).await?;
        Ok(CreateWorkflowTemplatePayload {
            workflow_template: WorkflowTemplate(row.clone()),
            workflow_template_edge: WorkflowTemplateEdge {
                cursor: connection::cursor(0),
                node: WorkflowTemplate(row),
            },
        })
    }

    /// Management: the edit form (`/workflow-templates/{id}/edit`); running instances keep
    /// the version they started from.
    async fn update_workflow_template(
        &self,
        ctx: &Context<'_>,
        input: UpdateWorkflowTemplateInput,
    ) -> GqlResult<UpdateWorkflowTemplatePayload> {
        let command = WorkflowTemplateCommand::Update {
            name: input.name,
            description: input.description,
            steps: plans(input.steps)?,
        };
        let expect = input.expected_version.map_or(Expect::Any, Expect::Version);
        Ok(UpdateWorkflowTemplatePayload {
            workflow_template: on_template(ctx, &input.id, command, expect).await?,
        })
    }

    /// Management: active (usable), inactive, or hidden (management only).
    async fn change_workflow_template_visibility(
        &self,
        ctx: &Context<'_>,
        input: ChangeWorkflowTemplateVisibilityInput,
    ) -> GqlResult<ChangeWorkflowTemplateVisibilityPayload> {
        let command = WorkflowTemplateCommand::ChangeVisibility {
            visibility: input.visibility.domain(),
        };
        Ok(ChangeWorkflowTemplateVisibilityPayload {
            workflow_template: on_template(ctx, &input.id, command, Expect::Any).await?,
        })
    }

    /// Management: archives (or restores) a template; an archived one starts no instance.
    async fn archive_workflow_template(
        &self,
        ctx: &Context<'_>,
        input: ArchiveWorkflowTemplateInput,
    ) -> GqlResult<ArchiveWorkflowTemplatePayload> {
        let command = if input.archived {
            WorkflowTemplateCommand::Archive
        } else {
            WorkflowTemplateCommand::Restore
        };
        Ok(ArchiveWorkflowTemplatePayload {
            workflow_template: on_template(ctx, &input.id, command, Expect::Any).await?,
        })
    }

    /// Starts an instance from an active template; the caller owns it. The template is read
    /// from the journal, so the instance starts from its latest version even when the read
    /// model lags.
    async fn start_workflow_instance(
        &self,
        ctx: &Context<'_>,
        input: StartWorkflowInstanceInput,
    ) -> GqlResult<StartWorkflowInstancePayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        let template_id = template_id(&input.template_id)?;
        let (template, version) = state
            .journal
            .load_state::<TemplateAggregate>(&template_id.to_string())
            .await
            .map_err(|e| ApiError::internal("reading the template failed", e))?;
        // A hidden template is management's: for anyone else it does not exist.
        if !template.exists() || (template.visibility() == Visibility::Hidden && !manager(session))
        {
            return Err(Code::WorkflowTemplateNotFound.into());
        }
        let id = Uuid::now_v7();
        let command = WorkflowInstanceCommand::Start {
            instance_id: id,
            owner_id: session.employee_id,
            name: input.name.unwrap_or_else(|| template.name().to_owned()),
            template: TemplateSnapshot {
                template_id,
                version: version as u64,
                name: template.name().to_owned(),
                usable: template.usable(),
                steps: template.steps().to_vec(),
            },
            at: Utc::now(),
        };
        let started = Instant::now();
        let committed =
            command::execute::<WorkflowInstanceTarget>(state, &metadata, id, command, Expect::New)
                .await?;
        let row =
            command::answer_row::<WorkflowInstanceTarget>(state, id, committed, started).await?;
        Ok(StartWorkflowInstancePayload {
            workflow_instance: WorkflowInstance(row.clone()),
            workflow_instance_edge: WorkflowInstanceEdge {
                cursor: connection::cursor(0),
                node: WorkflowInstance(row),
            },
        })
    }

    /// The owner archives an instance (in progress or completed).
    async fn archive_workflow_instance(
        &self,
        ctx: &Context<'_>,
        input: ArchiveWorkflowInstanceInput,
    ) -> GqlResult<ArchiveWorkflowInstancePayload> {
        let instance = on_instance(ctx, &input.id, |session| {
            Ok(WorkflowInstanceCommand::Archive {
                actor_id: session.employee_id,
                at: Utc::now(),
            })
        })
        .await?;
        Ok(ArchiveWorkflowInstancePayload {
            workflow_instance: instance,
        })
    }

    /// The owner completes the step in progress when it has no approver role.
    async fn change_workflow_step_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeWorkflowStepStatusInput,
    ) -> GqlResult<ChangeWorkflowStepStatusPayload> {
        let instance = on_instance(ctx, &input.instance_id, |session| {
            Ok(WorkflowInstanceCommand::ChangeStepStatus {
                actor_id: session.employee_id,
                step_key: step_key(&input.step_key)?,
                status: input.status.domain(),
                at: Utc::now(),
            })
        })
        .await?;
        Ok(ChangeWorkflowStepStatusPayload {
            workflow_instance: instance,
        })
    }

    /// The owner attaches a document they may read to a step, as supporting material or as
    /// the step's approval document.
    async fn attach_workflow_step_document(
        &self,
        ctx: &Context<'_>,
        input: AttachWorkflowStepDocumentInput,
    ) -> GqlResult<AttachWorkflowStepDocumentPayload> {
        // Ownership first: a non-owner hears that (the spec's message), not whether they may
        // read the document. The domain checks it again.
        let session = session(ctx)?;
        let id = instance_id(&input.instance_id)?;
        let row = reads::instance_by_id(&state(ctx).reads, id, &Caller::of(session))
            .await?
            .ok_or(Code::WorkflowInstanceNotFound)?;
        if row.owner_id != session.employee_id {
            return Err(Code::NotWorkflowOwner.into());
        }
        let documents = crate::areas::documents::readable_ids(
            state(ctx),
            session,
            std::slice::from_ref(&input.document_id),
        )
        .await?;
        let instance = on_instance(ctx, &input.instance_id, |session| {
            Ok(WorkflowInstanceCommand::AttachDocument {
                actor_id: session.employee_id,
                step_key: step_key(&input.step_key)?,
                document_id: documents[0],
                is_approval: input.is_approval,
                at: Utc::now(),
            })
        })
        .await?;
        Ok(AttachWorkflowStepDocumentPayload {
            workflow_instance: instance,
        })
    }

    /// The owner detaches a document from a step not done yet.
    async fn detach_workflow_step_document(
        &self,
        ctx: &Context<'_>,
        input: DetachWorkflowStepDocumentInput,
    ) -> GqlResult<DetachWorkflowStepDocumentPayload> {
        let document_id = ids::decode(&input.document_id, "Document", Code::WorkflowStepNotFound)?;
        let instance = on_instance(ctx, &input.instance_id, |session| {
            Ok(WorkflowInstanceCommand::DetachDocument {
                actor_id: session.employee_id,
                step_key: step_key(&input.step_key)?,
                document_id,
            })
        })
        .await?;
        Ok(DetachWorkflowStepDocumentPayload {
            workflow_instance: instance,
        })
    }

    /// A holder of the step's approver role (not the owner) approves or rejects its approval
    /// document; a rejection needs a comment and sends the step back to the owner.
    async fn decide_workflow_step_approval(
        &self,
        ctx: &Context<'_>,
        input: DecideWorkflowStepApprovalInput,
    ) -> GqlResult<DecideWorkflowStepApprovalPayload> {
        let document_id = input
            .document_id
            .as_ref()
            .map(|id| ids::decode(id, "Document", Code::WorkflowStepNotFound))
            .transpose()?;
        let instance = on_instance(ctx, &input.instance_id, |session| {
            Ok(WorkflowInstanceCommand::DecideApproval {
                actor_id: session.employee_id,
                actor_role_ids: session.role_ids.clone(),
                step_key: step_key(&input.step_key)?,
                document_id,
                is_approve: input.is_approve,
                comment: input.comment.clone(),
                at: Utc::now(),
            })
        })
        .await?;
        Ok(DecideWorkflowStepApprovalPayload {
            workflow_instance: instance,
        })
    }

    /// Management: gives a step not done another approver role (or none: the owner completes
    /// it), with a reason recorded in the instance's history (issue 37 §1: an approval step
    /// always has someone who can act, even when its role was deleted or nobody holds it).
    async fn reassign_workflow_step_approver(
        &self,
        ctx: &Context<'_>,
        input: ReassignWorkflowStepApproverInput,
    ) -> GqlResult<ReassignWorkflowStepApproverPayload> {
        let role_exists = match input.approver_role_id {
            Some(role_id) => crate::areas::members::role_exists(&state(ctx).pool, role_id)
                .await
                .map_err(|reason| {
                    ApiError::internal("role lookup failed", std::io::Error::other(reason))
                })?,
            None => false,
        };
        let instance = on_instance(ctx, &input.instance_id, |session| {
            Ok(WorkflowInstanceCommand::ReassignApprover {
                actor_id: session.employee_id,
                step_key: step_key(&input.step_key)?,
                approver_role_id: input.approver_role_id,
                role_exists,
                reason: input.reason.clone(),
                at: Utc::now(),
            })
        })
        .await?;
        Ok(ReassignWorkflowStepApproverPayload {
            workflow_instance: instance,
        })
    }

    /// The owner, after a rejection: the (revised) approval document is pending again.
    async fn resubmit_workflow_step_approval(
        &self,
        ctx: &Context<'_>,
        input: ResubmitWorkflowStepApprovalInput,
    ) -> GqlResult<ResubmitWorkflowStepApprovalPayload> {
        let instance = on_instance(ctx, &input.instance_id, |session| {
            Ok(WorkflowInstanceCommand::ResubmitApproval {
                actor_id: session.employee_id,
                step_key: step_key(&input.step_key)?,
            })
        })
        .await?;
        Ok(ResubmitWorkflowStepApprovalPayload {
            workflow_instance: instance,
        })
    }

    /// The owner accepts an AI proposal (as edited): it replaces the steps not started, and
    /// the instance records the model and the prompt that proposed it. A proposal is applied
    /// once (issue 37 §6): a second apply, to this workflow or another, is refused with 'These
    /// steps have already been applied to a workflow' (204.W001.022), and the generation then
    /// leads to the workflow it went to (`ChatMessage.appliedWorkflowInstance`).
    async fn apply_generated_workflow_steps(
        &self,
        ctx: &Context<'_>,
        input: ApplyGeneratedWorkflowStepsInput,
    ) -> GqlResult<ApplyGeneratedWorkflowStepsPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let (answer, prompt) = workflow_answer(state, session, &input.message_id).await?;
        let id = instance_id(&input.instance_id)?;
        let steps = plans(input.steps)?;
        // The approver roles must exist (as a template's do): a step nobody may approve would
        // hold the instance for good.
        let mut roles: Vec<i32> = steps.iter().filter_map(|s| s.approver_role_id).collect();
        roles.sort_unstable();
        roles.dedup();
        if !roles.is_empty() {
            let lookup = &state.workflow_template_services.lookup;
            if !lookup.missing_roles(&roles).await.is_empty() {
                return Err(Code::WorkflowApproverRoleNotFound.into());
            }
        }
        // The caller must be able to read the instance (else it is not found); the room and
        // then the instance decide the rest.
        reads::instance_by_id(&state.reads, id, &Caller::of(session))
            .await?
            .ok_or(Code::WorkflowInstanceNotFound)?;
        let command = WorkflowInstanceCommand::ApplyGeneratedSteps {
            actor_id: session.employee_id,
            steps,
            generated_by: GeneratedBy {
                room_id: answer.room_id,
                message_id: answer.message_id,
                model_id: answer.model_id.unwrap_or_default(),
                prompt,
            },
            at: Utc::now(),
        };
        let metadata = request(ctx)?.metadata();
        let row = crate::areas::workflows::apply_generation(
            state, &metadata, session, &answer, id, command,
        )
        .await?;
        Ok(ApplyGeneratedWorkflowStepsPayload {
            workflow_instance: WorkflowInstance(row),
        })
    }
}

#[derive(SimpleObject)]
pub struct WorkflowTemplateChange {
    kind: ChangeKind,
    /// The template's id.
    id: ID,
    /// Whether the template, as it is now, is in the subscriber's list (the `filter` given to
    /// `workflowTemplatesChanged`, by the list's own SQL and the reader's access, issue 32):
    /// false when it no longer matches or is hidden from the reader, and the list drops it.
    matches: bool,
    /// The template as it is now, while the subscriber may read it.
    workflow_template: Option<WorkflowTemplate>,
}

#[derive(SimpleObject)]
pub struct WorkflowInstanceChange {
    kind: ChangeKind,
    /// The instance's id.
    id: ID,
    /// Whether the instance, as it is now, is in the subscriber's list (the `filter` given to
    /// `workflowInstancesChanged`, by the list's own SQL and the reader's access, issue 32):
    /// false when it no longer matches or the subscriber may no longer read it, and the list
    /// drops it.
    matches: bool,
    /// The instance as it is now, while the subscriber may read it.
    workflow_instance: Option<WorkflowInstance>,
}

#[derive(Default)]
pub struct WorkflowSubscription;

#[Subscription]
impl WorkflowSubscription {
    /// Every template created or changed that the caller may read, each told with whether it
    /// is now in the caller's list with `filter` (the `workflowTemplates` query's filter; none:
    /// every template they may read, archived ones too), so the list stays live without a
    /// matcher of its own (issue 32).
    async fn workflow_templates_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<WorkflowTemplateFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<WorkflowTemplateChange>>>
    {
        authorize(ctx, "Subscription.workflowTemplatesChanged").map_err(coded)?;
        let filter = to_template_filter(filter.unwrap_or_default()).map_err(coded)?;
        let changes = live::list_changes(ctx, "WorkflowTemplate", move |state, caller, id| {
            let filter = filter.clone();
            async move {
                let manager = caller.manager;
                let Some(row) = reads::template_by_id(&state.reads, id, manager).await? else {
                    return Ok((None, false));
                };
                let matches = reads::template_in_list(&state.reads, id, &filter, manager).await?;
                Ok((Some(WorkflowTemplate(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| WorkflowTemplateChange {
                kind: change.kind,
                id: ids::encode("WorkflowTemplate", change.id),
                matches: change.matches,
                workflow_template: change.row,
            })
        }))
    }

    /// One template, each time it changes (its detail page).
    async fn workflow_template_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<WorkflowTemplate>>> {
        authorize(ctx, "Subscription.workflowTemplateChanged").map_err(coded)?;
        let template = template_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "WorkflowTemplate",
            template,
            Code::WorkflowTemplateNotFound,
            |state, caller, id, _notice| async move {
                Ok(reads::template_by_id(&state.reads, id, caller.manager)
                    .await?
                    .map(WorkflowTemplate))
            },
        )
        .await
        .map_err(coded)
    }

    /// Every instance the caller may read, when it is started or changes (steps move on,
    /// approvals are decided, steps become overdue), each told with whether it is now in the
    /// caller's list with `filter` (the `workflowInstances` query's filter; none: every
    /// instance they may read, archived ones too), so the list stays live without a matcher of
    /// its own; one they may no longer read is told by its id only (issue 32).
    async fn workflow_instances_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<WorkflowInstanceFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<WorkflowInstanceChange>>>
    {
        authorize(ctx, "Subscription.workflowInstancesChanged").map_err(coded)?;
        let viewer = Caller::of(session(ctx).map_err(coded)?);
        let list =
            to_instance_filter(filter.map(listed).unwrap_or_default(), viewer).map_err(coded)?;
        let changes = live::list_changes(ctx, "WorkflowInstance", move |state, caller, id| {
            let filter = InstanceListFilter {
                viewer: caller.clone(),
                ..list.clone()
            };
            async move {
                let Some(row) = reads::instance_by_id(&state.reads, id, &caller).await? else {
                    return Ok((None, false));
                };
                let matches = reads::instance_in_list(&state.reads, id, &filter).await?;
                Ok((Some(WorkflowInstance(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| WorkflowInstanceChange {
                kind: change.kind,
                id: ids::encode("WorkflowInstance", change.id),
                matches: change.matches,
                workflow_instance: change.row,
            })
        }))
    }

    /// One instance, each time it changes (its page moves on when an approver decides).
    async fn workflow_instance_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<WorkflowInstance>>> {
        authorize(ctx, "Subscription.workflowInstanceChanged").map_err(coded)?;
        let instance = instance_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "WorkflowInstance",
            instance,
            Code::WorkflowInstanceNotFound,
            |state, caller, id, _notice| async move {
                Ok(reads::instance_by_id(&state.reads, id, &caller)
                    .await?
                    .map(WorkflowInstance))
            },
        )
        .await
        .map_err(coded)
    }
}
