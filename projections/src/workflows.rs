//! Projection "workflows" (issue 20): `workflow_templates` and `workflow_instances`.
//!
//! An instance's row keeps the instance as the domain folds it (`state`): its steps, their
//! documents and approvals are read whole with it. Each event is applied to that state with the
//! aggregate's own `apply`, so the row cannot drift from a replay, and the columns lists filter
//! on (progress, who acts next, the current step's due time) are derived from it by
//! [`InstanceColumns::of`], which the API also uses when it answers from the journal.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use staffhub_domain::Aggregate;
use staffhub_domain::workflows::{
    InstanceStep, Progress, StepStatus, WorkflowInstance, WorkflowInstanceEvent,
    WorkflowTemplateEvent,
};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::notifications::{self, Facts, Recipients, Rule, Source};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError, guarded};

pub struct WorkflowsProjection;

const NAME: &str = "workflows";

/// Where a deleted workflow template waits (issue 35). Its steps are a column of its own row
/// and go with it; its instances stay where they are (each has its own copy of the steps it
/// runs), so a list of instances filtered by the template still finds them.
pub const TEMPLATE_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "WorkflowTemplate",
    trash: "workflow_template_trash",
    table: "workflow_templates",
    id_column: "template_id",
    title_column: "name",
    children: &[],
};

/// `waiting_for`: nobody acts (not started, done, or no current step).
pub const WAITING_NOBODY: i16 = 0;
/// `waiting_for`: the owner acts (attach and submit, complete, or revise after a rejection).
pub const WAITING_OWNER: i16 = 1;
/// `waiting_for`: a holder of the step's approver role decides a pending approval document.
pub const WAITING_APPROVER: i16 = 2;

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// Who acts next on `step` (issue 20: the instance page shows it; "waiting for me" filters by
/// it).
pub fn waiting_for(step: &InstanceStep) -> i16 {
    if step.status != StepStatus::InProgress {
        return WAITING_NOBODY;
    }
    if step.plan.approver_role_id.is_none() {
        return WAITING_OWNER;
    }
    match step.documents.iter().find(|d| d.is_approval) {
        Some(approval) if approval.is_approve.is_none() => WAITING_APPROVER,
        _ => WAITING_OWNER,
    }
}

/// The columns of a `workflow_instances` row derived from the instance's state.
#[derive(Debug, Clone, PartialEq)]
pub struct InstanceColumns {
    pub progress: i16,
    pub step_count: i32,
    pub done_step_count: i32,
    pub current_step_key: Option<Uuid>,
    pub waiting_for: i16,
    pub current_approver_role_id: Option<i32>,
    pub current_due_at: Option<DateTime<Utc>>,
    pub overdue: bool,
    pub approver_role_ids: Vec<i32>,
    pub completed_at: Option<DateTime<Utc>>,
}

impl InstanceColumns {
    pub fn of(instance: &WorkflowInstance) -> Self {
        let steps = instance.steps();
        // An archived instance keeps its step "in progress" in the domain's state, but nobody
        // acts on it any more: no current step, nobody waited for, nothing overdue.
        let current = instance
            .current_step()
            .filter(|_| instance.progress() == Progress::InProgress);
        let mut approver_role_ids: Vec<i32> = steps
            .iter()
            .filter_map(|s| s.plan.approver_role_id)
            .collect();
        approver_role_ids.sort_unstable();
        approver_role_ids.dedup();
        // Completed when every step is done (an archived instance keeps the time it was).
        let completed_at = (!steps.is_empty()
            && steps.iter().all(|s| s.status == StepStatus::Done))
        .then(|| steps.iter().filter_map(|s| s.completed_at).max())
        .flatten();
        Self {
            progress: instance.progress().id() as i16,
            step_count: steps.len() as i32,
            done_step_count: steps
                .iter()
                .filter(|s| s.status == StepStatus::Done)
                .count() as i32,
            current_step_key: current.map(|s| s.plan.key),
            waiting_for: current.map_or(WAITING_NOBODY, waiting_for),
            current_approver_role_id: current.and_then(|s| s.plan.approver_role_id),
            current_due_at: current.and_then(|s| s.due_at),
            overdue: current.is_some_and(|s| s.overdue),
            approver_role_ids,
            completed_at,
        }
    }
}

#[async_trait]
impl Projection for WorkflowsProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["WorkflowTemplate", "WorkflowInstance"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "workflow_templates",
            "workflow_instances",
            "workflow_template_trash",
        ]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let kind = match event.aggregate_type.as_str() {
            "WorkflowTemplate" => template(conn, event).await?,
            _ => instance(conn, event).await?,
        };
        Ok(Some(ChangeNotice {
            entity_type: event.aggregate_type.clone(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

fn steps_json<T: serde::Serialize>(
    steps: &T,
    event: &JournalEvent,
) -> Result<serde_json::Value, ProjectionError> {
    serde_json::to_value(steps).map_err(|e| ProjectionError::decode(event, e))
}

async fn template(
    conn: &mut PgConnection,
    event: &JournalEvent,
) -> Result<ChangeKind, ProjectionError> {
    let decoded = event
        .decode::<WorkflowTemplateEvent>()
        .map_err(|e| ProjectionError::decode(event, e))?;
    let at = event.metadata.occurred_at_or(event.recorded_at);
    Ok(match decoded {
        WorkflowTemplateEvent::WorkflowTemplateCreated {
            template_id,
            author_id,
            name,
            description,
            visibility,
            steps,
        } => {
            sqlx::query(
                "INSERT INTO workflow_templates (template_id, name, description, visibility,
                     steps, author_id, created_at, updated_at, version)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)
                 ON CONFLICT (template_id) DO NOTHING",
            )
            .bind(template_id)
            .bind(name)
            .bind(description)
            .bind(visibility.id() as i16)
            .bind(steps_json(&steps, event)?)
            .bind(author_id)
            .bind(at)
            .bind(event.sequence)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
            ChangeKind::Created
        }
        WorkflowTemplateEvent::WorkflowTemplateUpdated {
            name,
            description,
            steps,
        } => {
            let steps = steps_json(&steps, event)?;
            guarded::update(
                conn,
                event,
                NAME,
                "workflow_templates",
                "template_id",
                "name = $4, description = $5, steps = $6",
                |q| q.bind(name).bind(description).bind(steps),
            )
            .await?;
            ChangeKind::Updated
        }
        WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged { visibility } => {
            guarded::update(
                conn,
                event,
                NAME,
                "workflow_templates",
                "template_id",
                "visibility = $4",
                |q| q.bind(visibility.id() as i16),
            )
            .await?;
            ChangeKind::Updated
        }
        WorkflowTemplateEvent::WorkflowTemplateArchived {}
        | WorkflowTemplateEvent::WorkflowTemplateRestored {} => {
            let archived = event.event_type == "WorkflowTemplateArchived";
            guarded::update(
                conn,
                event,
                NAME,
                "workflow_templates",
                "template_id",
                "archived = $4",
                |q| q.bind(archived),
            )
            .await?;
            ChangeKind::Updated
        }
        WorkflowTemplateEvent::WorkflowTemplateDeleted {} => {
            TEMPLATE_TRASH.discard(conn, event).await?;
            ChangeKind::Deleted
        }
        WorkflowTemplateEvent::WorkflowTemplateRestoredFromTrash {} => {
            TEMPLATE_TRASH.restore(conn, event).await?;
            ChangeKind::Created
        }
    })
}

/// Folds the event into the row's state with the aggregate's own `apply` and writes the row
/// back, guarded by version (an event applied twice changes nothing).
async fn instance(
    conn: &mut PgConnection,
    event: &JournalEvent,
) -> Result<ChangeKind, ProjectionError> {
    let decoded = event
        .decode::<WorkflowInstanceEvent>()
        .map_err(|e| ProjectionError::decode(event, e))?;
    let id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
    let at = event.metadata.occurred_at_or(event.recorded_at);
    let row: Option<(serde_json::Value, i64, DateTime<Utc>)> = sqlx::query_as(
        "SELECT state, version, started_at FROM workflow_instances WHERE instance_id = $1 FOR UPDATE",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await
    .map_err(db)?;
    let (mut state, started_at, kind) = match row {
        Some((_, version, _)) if version >= event.sequence => return Ok(ChangeKind::Updated),
        Some((state, _, started_at)) => (
            serde_json::from_value::<WorkflowInstance>(state)
                .map_err(|e| ProjectionError::decode(event, e))?,
            started_at,
            ChangeKind::Updated,
        ),
        None => (WorkflowInstance::default(), at, ChangeKind::Created),
    };
    state.apply(decoded);
    if !state.exists() {
        // An event before the instance's start: nothing to show (never written by the domain).
        return Ok(kind);
    }
    let columns = InstanceColumns::of(&state);
    sqlx::query(
        "INSERT INTO workflow_instances (instance_id, name, owner_id, template_id, template_name,
             template_version, progress, state, step_count, done_step_count, current_step_key,
             waiting_for, current_approver_role_id, current_due_at, overdue, approver_role_ids,
             started_at, completed_at, updated_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             $18, $19, $20)
         ON CONFLICT (instance_id) DO UPDATE SET name = EXCLUDED.name,
             progress = EXCLUDED.progress, state = EXCLUDED.state,
             step_count = EXCLUDED.step_count, done_step_count = EXCLUDED.done_step_count,
             current_step_key = EXCLUDED.current_step_key, waiting_for = EXCLUDED.waiting_for,
             current_approver_role_id = EXCLUDED.current_approver_role_id,
             current_due_at = EXCLUDED.current_due_at, overdue = EXCLUDED.overdue,
             approver_role_ids = EXCLUDED.approver_role_ids,
             completed_at = EXCLUDED.completed_at, updated_at = EXCLUDED.updated_at,
             version = EXCLUDED.version
         WHERE workflow_instances.version < EXCLUDED.version",
    )
    .bind(id)
    .bind(state.name())
    .bind(state.owner_id())
    .bind(state.template_id())
    .bind(state.template_name())
    .bind(state.template_version() as i64)
    .bind(columns.progress)
    .bind(steps_json(&state, event)?)
    .bind(columns.step_count)
    .bind(columns.done_step_count)
    .bind(columns.current_step_key)
    .bind(columns.waiting_for)
    .bind(columns.current_approver_role_id)
    .bind(columns.current_due_at)
    .bind(columns.overdue)
    .bind(columns.approver_role_ids)
    .bind(started_at)
    .bind(columns.completed_at)
    .bind(at)
    .bind(event.sequence)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(kind)
}

/// What workflow instances mean to the notification centre (docs/notifications.md): a
/// step's approver role is asked to decide, and the owner is told the decision.
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "WorkflowInstance",
    activity: true,
    rules: &[
        Rule {
            event_type: "WorkflowStepDocumentAttached",
            when: APPROVAL_DOCUMENT,
            kind: "APPROVAL_REQUESTED",
            recipients: Recipients::RoleHolders,
            who: APPROVERS,
        },
        Rule {
            event_type: "WorkflowStepApprovalResubmitted",
            when: "",
            kind: "APPROVAL_REQUESTED",
            recipients: Recipients::RoleHolders,
            who: APPROVERS,
        },
        Rule {
            event_type: "WorkflowStepApprovalDecided",
            when: APPROVED,
            kind: "APPROVAL_APPROVED",
            recipients: Recipients::Owner,
            who: OWNER,
        },
        Rule {
            event_type: "WorkflowStepApprovalDecided",
            when: REJECTED,
            kind: "APPROVAL_REJECTED",
            recipients: Recipients::Owner,
            who: OWNER,
        },
    ],
    facts: instance_facts,
}];

const APPROVAL_DOCUMENT: &str = "the document is the step's approval document";
const APPROVED: &str = "approved";
const REJECTED: &str = "rejected";
const APPROVERS: &str = "every active holder of the step's approver role";
const OWNER: &str = "the workflow instance's owner";

/// The approver role of each step, keyed by the step's key.
fn step_roles(
    steps: &[staffhub_domain::workflows::StepPlan],
) -> serde_json::Map<String, serde_json::Value> {
    steps
        .iter()
        .map(|s| (s.key.to_string(), s.approver_role_id.into()))
        .collect()
}

fn instance_facts<'a>(
    conn: &'a mut PgConnection,
    event: &'a JournalEvent,
) -> futures::future::BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async move {
        let mut facts = Facts::default();
        let Ok(instance_id) = Uuid::parse_str(&event.aggregate_id) else {
            return Ok(facts);
        };
        if !matches!(
            event.event_type.as_str(),
            "WorkflowInstanceStarted"
                | "WorkflowStepsGenerated"
                | "WorkflowStepApproverReassigned"
                | "WorkflowStepDocumentAttached"
                | "WorkflowStepApprovalResubmitted"
                | "WorkflowStepApprovalDecided"
        ) {
            return Ok(facts);
        }
        match event
            .decode::<WorkflowInstanceEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?
        {
            WorkflowInstanceEvent::WorkflowInstanceStarted {
                owner_id, steps, ..
            } => {
                notifications::set_subject(conn, instance_id, Some(owner_id), step_roles(&steps))
                    .await?;
            }
            WorkflowInstanceEvent::WorkflowStepsGenerated { steps, .. } => {
                notifications::add_roles(conn, instance_id, step_roles(&steps)).await?;
            }
            WorkflowInstanceEvent::WorkflowStepApproverReassigned {
                step_key,
                to_role_id,
                ..
            } => {
                // Later approval requests go to the new role's holders.
                let mut roles = serde_json::Map::new();
                roles.insert(step_key.to_string(), to_role_id.into());
                notifications::add_roles(conn, instance_id, roles).await?;
            }
            WorkflowInstanceEvent::WorkflowStepDocumentAttached {
                step_key,
                is_approval,
                ..
            } => {
                if is_approval {
                    facts.conditions.push(APPROVAL_DOCUMENT);
                }
                facts.role_id =
                    notifications::role_of(conn, instance_id, &step_key.to_string()).await?;
            }
            WorkflowInstanceEvent::WorkflowStepApprovalResubmitted { step_key, .. } => {
                facts.role_id =
                    notifications::role_of(conn, instance_id, &step_key.to_string()).await?;
            }
            WorkflowInstanceEvent::WorkflowStepApprovalDecided {
                is_approve,
                comment,
                ..
            } => {
                facts
                    .conditions
                    .push(if is_approve { APPROVED } else { REJECTED });
                facts.excerpt = comment.as_deref().and_then(notifications::excerpt);
            }
            _ => {}
        }
        Ok(facts)
    })
}
