//! Projection "notifications" (issue 21): the notification centre and home's recent activity.
//!
//! Notifications are derived, not commanded: [`RULES`] is the one table of which event tells
//! whom of what (docs/notifications.md shows it; a test compares). Nobody is told of their own
//! doing. What a rule needs and its event does not say (who holds a role today, a step's
//! approver role, a question's asker, an email job's author and failures, a comment's earlier
//! mentions) this projection keeps in tables of its own, so `apply` stays a pure function of
//! the event stream. Marks (read) are the `NotificationInbox` aggregate's events.
//!
//! Titles are not stored: readers join the subject's own read model, so a notification shows
//! its subject as it now is, and only to a reader who may read it (`read::notifications`).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::emails::delivery::EmailDeliveryEvent;
use staffhub_domain::emails::job::EmailJobEvent;
use staffhub_domain::issues::issue::IssueEvent;
use staffhub_domain::members::employee::EmployeeEvent;
use staffhub_domain::notifications::NotificationInboxEvent;
use staffhub_domain::questions::QuestionEvent;
use staffhub_domain::tasks::TaskEvent;
use staffhub_domain::workflows::instance::WorkflowInstanceEvent;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct NotificationsProjection;

const NAME: &str = "notifications";

/// The entity type of the change notices a recipient's subscription listens to (entity id:
/// the recipient's employee id).
pub const INBOX: &str = "NotificationInbox";
/// The entity type of the change notices for home's recent activity (entity id: the subject).
pub const ACTIVITY: &str = "Activity";

/// The aggregate types home's recent activity shows, with the subject each event is about
/// (the aggregate itself).
pub const ACTIVITY_TYPES: &[&str] = &[
    "Task",
    "Issue",
    "Project",
    "Organization",
    "Document",
    "Question",
    "WorkflowInstance",
    "EmailJob",
];

/// Who is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recipients {
    /// The task's new assignee.
    TaskAssignee,
    /// The issue's new assignees.
    IssueAssignees,
    /// Employees a comment mentions (on an edit: only those it did not mention before).
    Mentioned,
    /// Every active holder of the step's approver role.
    ApproverRoleHolders,
    /// The workflow instance's owner.
    InstanceOwner,
    /// Whoever asked the question.
    Asker,
    /// The email job's author.
    JobAuthor,
}

/// When a rule applies, beyond its event type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    Always,
    /// An approval document attached as the step's approval (not a plain document).
    ApprovalDocument,
    Approved,
    Rejected,
    /// The job's recipients all got their message (none failed permanently).
    NoFailures,
    SomeFailures,
}

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    pub event_type: &'static str,
    pub when: When,
    /// `NotificationKind` in GraphQL.
    pub kind: &'static str,
    pub recipients: Recipients,
}

const fn rule(
    event_type: &'static str,
    when: When,
    kind: &'static str,
    recipients: Recipients,
) -> Rule {
    Rule {
        event_type,
        when,
        kind,
        recipients,
    }
}

/// Which events notify whom (issue 21). The actor is never told of their own doing.
pub const RULES: &[Rule] = &[
    rule(
        "TaskCreated",
        When::Always,
        "TASK_ASSIGNED",
        Recipients::TaskAssignee,
    ),
    rule(
        "TaskAssigned",
        When::Always,
        "TASK_ASSIGNED",
        Recipients::TaskAssignee,
    ),
    rule(
        "IssueCreated",
        When::Always,
        "ISSUE_ASSIGNED",
        Recipients::IssueAssignees,
    ),
    rule(
        "IssueEmployeeAssigned",
        When::Always,
        "ISSUE_ASSIGNED",
        Recipients::IssueAssignees,
    ),
    rule(
        "IssueCommentAdded",
        When::Always,
        "MENTIONED",
        Recipients::Mentioned,
    ),
    rule(
        "IssueCommentEdited",
        When::Always,
        "MENTIONED",
        Recipients::Mentioned,
    ),
    rule(
        "WorkflowStepDocumentAttached",
        When::ApprovalDocument,
        "APPROVAL_REQUESTED",
        Recipients::ApproverRoleHolders,
    ),
    rule(
        "WorkflowStepApprovalResubmitted",
        When::Always,
        "APPROVAL_REQUESTED",
        Recipients::ApproverRoleHolders,
    ),
    rule(
        "WorkflowStepApprovalDecided",
        When::Approved,
        "APPROVAL_APPROVED",
        Recipients::InstanceOwner,
    ),
    rule(
        "WorkflowStepApprovalDecided",
        When::Rejected,
        "APPROVAL_REJECTED",
        Recipients::InstanceOwner,
    ),
    rule(
        "QuestionAnswered",
        When::Always,
        "QUESTION_ANSWERED",
        Recipients::Asker,
    ),
    rule(
        "EmailJobCompleted",
        When::NoFailures,
        "EMAIL_JOB_COMPLETED",
        Recipients::JobAuthor,
    ),
    rule(
        "EmailJobCompleted",
        When::SomeFailures,
        "EMAIL_JOB_FAILED",
        Recipients::JobAuthor,
    ),
];

/// The subject type of each rule's event (its aggregate type).
pub fn subject_type(event_type: &str) -> Option<&'static str> {
    Some(match event_type {
        "TaskCreated" | "TaskAssigned" => "Task",
        "IssueCreated" | "IssueEmployeeAssigned" | "IssueCommentAdded" | "IssueCommentEdited" => {
            "Issue"
        }
        "WorkflowStepDocumentAttached"
        | "WorkflowStepApprovalResubmitted"
        | "WorkflowStepApprovalDecided" => "WorkflowInstance",
        "QuestionAnswered" => "Question",
        "EmailJobCompleted" => "EmailJob",
        _ => return None,
    })
}

/// Longest excerpt kept, in characters.
pub const EXCERPT_MAX_CHARS: usize = 200;

/// Stable ids: a replay derives the same ones.
const ID_NAMESPACE: Uuid = Uuid::from_u128(0x5a1f_0b21_7c4e_4d0a_9f3e_21a0_0000_0021);

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

fn excerpt(text: &str) -> Option<String> {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.is_empty() {
        return None;
    }
    let mut cut: String = flat.chars().take(EXCERPT_MAX_CHARS).collect();
    if flat.chars().count() > EXCERPT_MAX_CHARS {
        cut.pop();
        cut.push('…');
    }
    Some(cut)
}

/// What an event says that the rules ask about.
#[derive(Default)]
struct Facts {
    /// Named recipients (assignees, mentions) before the actor is left out.
    named: Vec<Uuid>,
    approval_document: bool,
    approved: Option<bool>,
    step_key: Option<Uuid>,
    excerpt: Option<String>,
}

#[async_trait]
impl Projection for NotificationsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &[
            "Task",
            "Issue",
            "Project",
            "Organization",
            "Document",
            "Question",
            "WorkflowInstance",
            "EmailJob",
            "EmailDelivery",
            "Employee",
            "NotificationInbox",
        ]
    }

    /// Only a mark waits for this read model: an assignment's answer does not wait for the
    /// notification it causes (that reaches the recipient live).
    fn awaited_for(&self) -> &'static [&'static str] {
        &["NotificationInbox"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "notifications",
            "activity",
            "notification_role_holders",
            "notification_subjects",
            "notification_mentions",
        ]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        Ok(self.apply_one(conn, event).await?.into_iter().next())
    }

    async fn apply_batch(
        &self,
        conn: &mut PgConnection,
        events: &[&JournalEvent],
    ) -> Result<Vec<ChangeNotice>, ProjectionError> {
        let mut notices = Vec::new();
        for event in events {
            notices.extend(self.apply_one(conn, event).await?);
        }
        Ok(notices)
    }
}

impl NotificationsProjection {
    async fn apply_one(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Vec<ChangeNotice>, ProjectionError> {
        let mut notices = Vec::new();
        let decode = |e| ProjectionError::decode(event, e);
        let aggregate_id = Uuid::parse_str(&event.aggregate_id).ok();
        if ACTIVITY_TYPES.contains(&event.aggregate_type.as_str())
            && let Some(subject_id) = aggregate_id
        {
            self.record_activity(conn, event, subject_id).await?;
            notices.push(notice(event, ACTIVITY, subject_id, ChangeKind::Created));
        }
        let mut facts = Facts::default();
        match event.aggregate_type.as_str() {
            "Task" => match event.decode::<TaskEvent>().map_err(decode)? {
                TaskEvent::TaskCreated { assignee_id, .. }
                | TaskEvent::TaskAssigned { assignee_id } => {
                    facts.named.extend(assignee_id);
                }
                _ => {}
            },
            "Issue" => match event.decode::<IssueEvent>().map_err(decode)? {
                IssueEvent::IssueCreated { assignee_ids, .. } => facts.named = assignee_ids,
                IssueEvent::IssueEmployeeAssigned { employee_id } => {
                    facts.named = vec![employee_id]
                }
                IssueEvent::IssueCommentAdded {
                    comment_id,
                    body,
                    mention_ids,
                    ..
                } => {
                    self.remember_mentions(conn, comment_id, &mention_ids)
                        .await?;
                    facts.named = mention_ids;
                    facts.excerpt = excerpt(&body);
                }
                IssueEvent::IssueCommentEdited {
                    comment_id,
                    body,
                    mention_ids,
                } => {
                    let before = self.mentions_of(conn, comment_id).await?;
                    self.remember_mentions(conn, comment_id, &mention_ids)
                        .await?;
                    facts.named = mention_ids
                        .into_iter()
                        .filter(|id| !before.contains(id))
                        .collect();
                    facts.excerpt = excerpt(&body);
                }
                _ => {}
            },
            "WorkflowInstance" => {
                let Some(instance_id) = aggregate_id else {
                    return Ok(notices);
                };
                match event.decode::<WorkflowInstanceEvent>().map_err(decode)? {
                    WorkflowInstanceEvent::WorkflowInstanceStarted {
                        owner_id, steps, ..
                    } => {
                        let steps: serde_json::Map<String, serde_json::Value> = steps
                            .iter()
                            .map(|s| (s.key.to_string(), s.approver_role_id.into()))
                            .collect();
                        self.set_subject(conn, instance_id, Some(owner_id), Some(steps))
                            .await?;
                    }
                    WorkflowInstanceEvent::WorkflowStepsGenerated { steps, .. } => {
                        let steps: serde_json::Map<String, serde_json::Value> = steps
                            .iter()
                            .map(|s| (s.key.to_string(), s.approver_role_id.into()))
                            .collect();
                        sqlx::query(
                            "UPDATE notification_subjects SET steps = steps || $2 WHERE subject_id = $1",
                        )
                        .bind(instance_id)
                        .bind(serde_json::Value::Object(steps))
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                    }
                    WorkflowInstanceEvent::WorkflowStepApproverReassigned {
                        step_key,
                        to_role_id,
                        ..
                    } => {
                        // Later approval requests go to the new role's holders.
                        sqlx::query(
                            "UPDATE notification_subjects SET steps = steps || jsonb_build_object($2::text, $3::int)
                             WHERE subject_id = $1",
                        )
                        .bind(instance_id)
                        .bind(step_key.to_string())
                        .bind(to_role_id)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                    }
                    WorkflowInstanceEvent::WorkflowStepDocumentAttached {
                        step_key,
                        is_approval,
                        ..
                    } => {
                        facts.step_key = Some(step_key);
                        facts.approval_document = is_approval;
                    }
                    WorkflowInstanceEvent::WorkflowStepApprovalResubmitted { step_key, .. } => {
                        facts.step_key = Some(step_key);
                    }
                    WorkflowInstanceEvent::WorkflowStepApprovalDecided {
                        is_approve,
                        comment,
                        ..
                    } => {
                        facts.approved = Some(is_approve);
                        facts.excerpt = comment.as_deref().and_then(excerpt);
                    }
                    _ => {}
                }
            }
            "Question" => match event.decode::<QuestionEvent>().map_err(decode)? {
                QuestionEvent::QuestionAsked {
                    question_id,
                    asker_id,
                    ..
                } => self.set_subject(conn, question_id, asker_id, None).await?,
                QuestionEvent::QuestionAnswered { answer, .. } => {
                    facts.excerpt = excerpt(&answer);
                }
                _ => {}
            },
            "EmailJob" => {
                if let EmailJobEvent::EmailJobCreated {
                    job_id, author_id, ..
                } = event.decode::<EmailJobEvent>().map_err(decode)?
                {
                    self.set_subject(conn, job_id, Some(author_id), None)
                        .await?;
                }
            }
            "EmailDelivery" => {
                // Only failures count; other outcomes are not worth a decode of their raw
                // reports.
                if event.event_type == "EmailPermanentlyFailed"
                    && let EmailDeliveryEvent::EmailPermanentlyFailed { job_id, .. } =
                        event.decode::<EmailDeliveryEvent>().map_err(decode)?
                {
                    sqlx::query(
                        "UPDATE notification_subjects SET failures = failures + 1 WHERE subject_id = $1",
                    )
                    .bind(job_id)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                }
                return Ok(notices);
            }
            "Employee" => {
                self.apply_employee(conn, event).await?;
                return Ok(notices);
            }
            "NotificationInbox" => {
                notices.extend(self.apply_inbox(conn, event).await?);
                return Ok(notices);
            }
            _ => {}
        }
        let Some(subject_type) = subject_type(&event.event_type) else {
            return Ok(notices);
        };
        let Some(subject_id) = aggregate_id else {
            return Ok(notices);
        };
        for rule in RULES.iter().filter(|r| r.event_type == event.event_type) {
            let applies = match rule.when {
                When::Always => true,
                When::ApprovalDocument => facts.approval_document,
                When::Approved => facts.approved == Some(true),
                When::Rejected => facts.approved == Some(false),
                When::NoFailures | When::SomeFailures => {
                    let failures = self.failures_of(conn, subject_id).await?;
                    (failures > 0) == (rule.when == When::SomeFailures)
                }
            };
            if !applies {
                continue;
            }
            let recipients = match rule.recipients {
                Recipients::TaskAssignee | Recipients::IssueAssignees | Recipients::Mentioned => {
                    facts.named.clone()
                }
                Recipients::ApproverRoleHolders => match facts.step_key {
                    Some(step) => self.approvers_of(conn, subject_id, step).await?,
                    None => Vec::new(),
                },
                Recipients::InstanceOwner | Recipients::Asker | Recipients::JobAuthor => {
                    self.owner_of(conn, subject_id).await?.into_iter().collect()
                }
            };
            let mut told = Vec::new();
            for recipient in recipients {
                if Some(recipient) == event.metadata.actor_id || told.contains(&recipient) {
                    continue;
                }
                told.push(recipient);
                self.notify(
                    conn,
                    event,
                    rule,
                    subject_type,
                    subject_id,
                    recipient,
                    &facts,
                )
                .await?;
                notices.push(notice(event, INBOX, recipient, ChangeKind::Updated));
            }
        }
        Ok(notices)
    }

    async fn record_activity(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        subject_id: Uuid,
    ) -> Result<(), ProjectionError> {
        let id = Uuid::new_v5(
            &ID_NAMESPACE,
            format!(
                "{}/{}/{}",
                event.aggregate_type, event.aggregate_id, event.sequence
            )
            .as_bytes(),
        );
        sqlx::query(
            "INSERT INTO activity (activity_id, subject_type, subject_id, event_type, actor_id, tx, pos, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (activity_id) DO NOTHING",
        )
        .bind(id)
        .bind(&event.aggregate_type)
        .bind(subject_id)
        .bind(&event.event_type)
        .bind(event.metadata.actor_id)
        .bind(event.position.transaction_id)
        .bind(event.position.global_position)
        .bind(event.metadata.occurred_at_or(event.recorded_at))
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn notify(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        rule: &Rule,
        subject_type: &str,
        subject_id: Uuid,
        recipient: Uuid,
        facts: &Facts,
    ) -> Result<(), ProjectionError> {
        let id = Uuid::new_v5(
            &ID_NAMESPACE,
            format!(
                "{}/{}/{}/{}",
                event.aggregate_type, event.aggregate_id, event.sequence, recipient
            )
            .as_bytes(),
        );
        sqlx::query(
            "INSERT INTO notifications (notification_id, recipient_id, kind, subject_type, subject_id,
                 actor_id, excerpt, tx, pos, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (notification_id) DO NOTHING",
        )
        .bind(id)
        .bind(recipient)
        .bind(rule.kind)
        .bind(subject_type)
        .bind(subject_id)
        .bind(event.metadata.actor_id)
        .bind(&facts.excerpt)
        .bind(event.position.transaction_id)
        .bind(event.position.global_position)
        .bind(event.recorded_at)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    async fn set_subject(
        &self,
        conn: &mut PgConnection,
        subject_id: Uuid,
        owner_id: Option<Uuid>,
        steps: Option<serde_json::Map<String, serde_json::Value>>,
    ) -> Result<(), ProjectionError> {
        sqlx::query(
            "INSERT INTO notification_subjects (subject_id, owner_id, steps) VALUES ($1, $2, $3)
             ON CONFLICT (subject_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, steps = EXCLUDED.steps",
        )
        .bind(subject_id)
        .bind(owner_id)
        .bind(serde_json::Value::Object(steps.unwrap_or_default()))
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    async fn owner_of(
        &self,
        conn: &mut PgConnection,
        subject_id: Uuid,
    ) -> Result<Option<Uuid>, ProjectionError> {
        let owner: Option<Option<Uuid>> =
            sqlx::query_scalar("SELECT owner_id FROM notification_subjects WHERE subject_id = $1")
                .bind(subject_id)
                .fetch_optional(&mut *conn)
                .await
                .map_err(db)?;
        Ok(owner.flatten())
    }

    async fn failures_of(
        &self,
        conn: &mut PgConnection,
        subject_id: Uuid,
    ) -> Result<i32, ProjectionError> {
        let failures: Option<i32> =
            sqlx::query_scalar("SELECT failures FROM notification_subjects WHERE subject_id = $1")
                .bind(subject_id)
                .fetch_optional(&mut *conn)
                .await
                .map_err(db)?;
        Ok(failures.unwrap_or(0))
    }

    /// The active holders of the step's approver role, as the journal has them now.
    async fn approvers_of(
        &self,
        conn: &mut PgConnection,
        instance_id: Uuid,
        step_key: Uuid,
    ) -> Result<Vec<Uuid>, ProjectionError> {
        sqlx::query_scalar(
            "SELECT h.employee_id FROM notification_subjects s
             JOIN notification_role_holders h
               ON h.active AND h.role_ids @> ARRAY[(s.steps ->> $2::text)::int]
             WHERE s.subject_id = $1 AND jsonb_typeof(s.steps -> $2::text) = 'number'
             ORDER BY h.employee_id",
        )
        .bind(instance_id)
        .bind(step_key.to_string())
        .fetch_all(&mut *conn)
        .await
        .map_err(db)
    }

    async fn mentions_of(
        &self,
        conn: &mut PgConnection,
        comment_id: Uuid,
    ) -> Result<Vec<Uuid>, ProjectionError> {
        let ids: Option<Vec<Uuid>> = sqlx::query_scalar(
            "SELECT mention_ids FROM notification_mentions WHERE comment_id = $1",
        )
        .bind(comment_id)
        .fetch_optional(&mut *conn)
        .await
        .map_err(db)?;
        Ok(ids.unwrap_or_default())
    }

    async fn remember_mentions(
        &self,
        conn: &mut PgConnection,
        comment_id: Uuid,
        mention_ids: &[Uuid],
    ) -> Result<(), ProjectionError> {
        sqlx::query(
            "INSERT INTO notification_mentions (comment_id, mention_ids) VALUES ($1, $2)
             ON CONFLICT (comment_id) DO UPDATE SET mention_ids = EXCLUDED.mention_ids",
        )
        .bind(comment_id)
        .bind(mention_ids)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    async fn apply_employee(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<(), ProjectionError> {
        let Ok(employee_id) = Uuid::parse_str(&event.aggregate_id) else {
            return Ok(());
        };
        let sql = match event
            .decode::<EmployeeEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?
        {
            EmployeeEvent::EmployeeRegistered { role_ids, .. }
            | EmployeeEvent::EmployeeRolesChanged { role_ids } => sqlx::query(
                "INSERT INTO notification_role_holders (employee_id, role_ids, active)
                 VALUES ($1, $2, true)
                 ON CONFLICT (employee_id) DO UPDATE SET role_ids = EXCLUDED.role_ids",
            )
            .bind(employee_id)
            .bind(role_ids),
            EmployeeEvent::EmployeeDeactivated => sqlx::query(
                "UPDATE notification_role_holders SET active = false WHERE employee_id = $1",
            )
            .bind(employee_id),
            EmployeeEvent::EmployeeReactivated => sqlx::query(
                "UPDATE notification_role_holders SET active = true WHERE employee_id = $1",
            )
            .bind(employee_id),
            _ => return Ok(()),
        };
        sql.execute(&mut *conn).await.map_err(db)?;
        Ok(())
    }

    async fn apply_inbox(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let employee_id = match event
            .decode::<NotificationInboxEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?
        {
            NotificationInboxEvent::NotificationsRead {
                employee_id,
                notification_ids,
            } => {
                sqlx::query(
                    "UPDATE notifications SET read = true
                     WHERE recipient_id = $1 AND notification_id = ANY($2) AND NOT read",
                )
                .bind(employee_id)
                .bind(notification_ids)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                employee_id
            }
            NotificationInboxEvent::AllNotificationsRead { employee_id, up_to } => {
                // Up to the named one in the journal's order: one derived after the reader
                // last looked stays unread.
                sqlx::query(
                    "UPDATE notifications n SET read = true
                     WHERE n.recipient_id = $1 AND NOT n.read
                       AND ($2::uuid IS NULL OR (n.tx, n.pos) <= (
                           SELECT b.tx, b.pos FROM notifications b
                           WHERE b.notification_id = $2 AND b.recipient_id = $1))",
                )
                .bind(employee_id)
                .bind(up_to)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                employee_id
            }
        };
        Ok(Some(notice(event, INBOX, employee_id, ChangeKind::Updated)))
    }
}

fn notice(event: &JournalEvent, entity_type: &str, id: Uuid, kind: ChangeKind) -> ChangeNotice {
    ChangeNotice {
        entity_type: entity_type.to_owned(),
        entity_id: id.to_string(),
        version: event.sequence,
        kind,
        correlation_id: event.metadata.correlation_id,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_names_an_event_its_subject_type_knows() {
        for rule in RULES {
            assert!(
                subject_type(rule.event_type).is_some(),
                "{} has no subject type",
                rule.event_type
            );
        }
    }

    #[test]
    fn every_rule_reads_an_aggregate_type_the_projection_reads() {
        for rule in RULES {
            let subject = subject_type(rule.event_type).unwrap();
            assert!(NotificationsProjection.aggregate_types().contains(&subject));
        }
    }

    fn when(when: When) -> &'static str {
        match when {
            When::Always => "always",
            When::ApprovalDocument => "the document is the step's approval document",
            When::Approved => "approved",
            When::Rejected => "rejected",
            When::NoFailures => "no recipient failed permanently",
            When::SomeFailures => "some recipients failed permanently",
        }
    }

    fn who(recipients: Recipients) -> &'static str {
        match recipients {
            Recipients::TaskAssignee => "the task's assignee",
            Recipients::IssueAssignees => "the issue's new assignees",
            Recipients::Mentioned => {
                "employees the comment mentions (on an edit, only those not mentioned before)"
            }
            Recipients::ApproverRoleHolders => "every active holder of the step's approver role",
            Recipients::InstanceOwner => "the workflow instance's owner",
            Recipients::Asker => "whoever asked the question",
            Recipients::JobAuthor => "the email job's author",
        }
    }

    #[test]
    fn the_docs_table_is_the_rules_table() {
        let docs = include_str!("../../docs/notifications.md");
        let rows: Vec<String> = docs
            .lines()
            .filter(|l| l.starts_with("| `"))
            .map(str::to_owned)
            .collect();
        let expected: Vec<String> = RULES
            .iter()
            .map(|r| {
                format!(
                    "| `{}` | {} | `{}` | {} |",
                    r.event_type,
                    when(r.when),
                    r.kind,
                    who(r.recipients)
                )
            })
            .collect();
        assert_eq!(rows, expected, "docs/notifications.md differs from RULES");
    }

    #[test]
    fn an_excerpt_is_flattened_and_cut_with_an_ellipsis() {
        assert_eq!(excerpt("  a\n\n b  ").as_deref(), Some("a b"));
        assert_eq!(excerpt(" \n "), None);
        let long = "あ".repeat(EXCERPT_MAX_CHARS + 5);
        let cut = excerpt(&long).unwrap();
        assert_eq!(cut.chars().count(), EXCERPT_MAX_CHARS);
        assert!(cut.ends_with('…'));
    }
}
