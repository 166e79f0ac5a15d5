//! The `notifications` and `activity` read models (projection "notifications", issue 21).
//!
//! Both name a subject by its aggregate type and id. A row is served only while its subject
//! exists and the reader may read it: the subject's area's read rule (passed in as the types
//! the reader may read at all) and, for areas with row-level access, the area's own SQL
//! condition, all inside the query, so neither a list, a count nor the unread badge reveals
//! a subject the reader could not open.

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::documents::{self, Viewer as DocumentViewer};
use super::pool::ReadPool;
use super::questions::{self, Viewer as QuestionViewer};
use super::workflows::{self, WorkflowViewer};

/// What the reader may read, as the subject conditions need it.
#[derive(Debug, Clone)]
pub struct SubjectAccess {
    /// Subject types whose area's read rule the reader passes.
    pub types: Vec<String>,
    pub documents: DocumentViewer,
    pub questions: QuestionViewer,
    pub workflows: WorkflowViewer,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct NotificationRow {
    pub notification_id: Uuid,
    pub recipient_id: Uuid,
    pub kind: String,
    pub subject_type: String,
    pub subject_id: Uuid,
    pub subject_title: String,
    pub actor_id: Option<Uuid>,
    pub excerpt: Option<String>,
    pub read: bool,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ActivityRow {
    pub activity_id: Uuid,
    pub subject_type: String,
    pub subject_id: Uuid,
    pub subject_title: String,
    pub event_type: String,
    pub actor_id: Option<Uuid>,
    pub at: DateTime<Utc>,
}

#[derive(Debug, Clone)]
pub struct NotificationFilter {
    pub recipient_id: Uuid,
    pub unread_only: bool,
    pub access: SubjectAccess,
}

/// The subject's current title from its own read model (NULL once it is gone).
const SUBJECT_TITLE: &str = "CASE x.subject_type \
    WHEN 'Task' THEN (SELECT s.title FROM task_list s WHERE s.task_id = x.subject_id) \
    WHEN 'Issue' THEN (SELECT s.title FROM issue_list s WHERE s.issue_id = x.subject_id) \
    WHEN 'Project' THEN (SELECT s.name FROM project_list s WHERE s.project_id = x.subject_id) \
    WHEN 'Organization' THEN (SELECT s.name FROM organization_list s WHERE s.organization_id = x.subject_id) \
    WHEN 'Document' THEN (SELECT s.title FROM document_list s WHERE s.document_id = x.subject_id) \
    WHEN 'Question' THEN (SELECT s.title FROM question_list s WHERE s.question_id = x.subject_id) \
    WHEN 'WorkflowInstance' THEN (SELECT s.name FROM workflow_instances s WHERE s.instance_id = x.subject_id) \
    WHEN 'EmailJob' THEN (SELECT s.subject FROM email_jobs s WHERE s.job_id = x.subject_id) \
    END";

/// The access condition on `x` (a row with `subject_type`, `subject_id`).
fn push_access(query: &mut QueryBuilder<'_, Postgres>, access: &SubjectAccess) {
    let plain: Vec<String> = access
        .types
        .iter()
        .filter(|t| !matches!(t.as_str(), "Document" | "Question" | "WorkflowInstance"))
        .cloned()
        .collect();
    let may = |t: &str| access.types.iter().any(|a| a == t);
    query
        .push(" AND (x.subject_type = ANY(")
        .push_bind(plain)
        .push("::text[])");
    if may("Document") {
        query.push(
            " OR (x.subject_type = 'Document' AND EXISTS (SELECT 1 FROM document_list d \
             WHERE d.document_id = x.subject_id",
        );
        documents::push_access(query, Some(&access.documents));
        query.push("))");
    }
    if may("Question") {
        query.push(
            " OR (x.subject_type = 'Question' AND EXISTS (SELECT 1 FROM question_list q \
             WHERE q.question_id = x.subject_id",
        );
        questions::push_access(query, Some(access.questions));
        query.push("))");
    }
    if may("WorkflowInstance") {
        query.push(
            " OR (x.subject_type = 'WorkflowInstance' AND EXISTS (SELECT 1 FROM workflow_instances i \
             WHERE i.instance_id = x.subject_id",
        );
        workflows::push_instance_access(query, &access.workflows);
        query.push("))");
    }
    query.push(")");
}

/// `SELECT … FROM (notifications of the recipient, with titles) x WHERE <visible>`.
fn push_notifications(query: &mut QueryBuilder<'_, Postgres>, filter: &NotificationFilter) {
    query
        .push(
            "FROM (SELECT n.*, t.subject_title FROM notifications n \
             CROSS JOIN LATERAL (SELECT ",
        )
        .push(SUBJECT_TITLE.replace("x.", "n."))
        .push(" AS subject_title) t WHERE n.recipient_id = ")
        .push_bind(filter.recipient_id);
    if filter.unread_only {
        query.push(" AND NOT n.read");
    }
    query.push(") x WHERE x.subject_title IS NOT NULL");
    push_access(query, &filter.access);
}

/// The recipient's notifications, newest first (the journal's order).
pub async fn list(
    pool: &ReadPool,
    filter: &NotificationFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<NotificationRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(
        "SELECT x.notification_id, x.recipient_id, x.kind, x.subject_type, x.subject_id, \
         x.subject_title, x.actor_id, x.excerpt, x.read, x.created_at ",
    );
    push_notifications(&mut query, filter);
    query
        .push(" ORDER BY x.tx DESC, x.pos DESC LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &NotificationFilter) -> Result<i64, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT count(*) ");
    push_notifications(&mut query, filter);
    pool.fetch_scalar(query.build_query_scalar()).await
}

/// These notifications of the recipient that the recipient may still see, any order.
pub async fn by_ids(
    pool: &ReadPool,
    filter: &NotificationFilter,
    ids: &[Uuid],
) -> Result<Vec<NotificationRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(
        "SELECT x.notification_id, x.recipient_id, x.kind, x.subject_type, x.subject_id, \
         x.subject_title, x.actor_id, x.excerpt, x.read, x.created_at ",
    );
    push_notifications(&mut query, filter);
    query
        .push(" AND x.notification_id = ANY(")
        .push_bind(ids.to_vec())
        .push(")");
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the notification is the recipient's (seen or not), whatever its subject now is:
/// "mark all up to" accepts any of one's own.
pub async fn belongs_to(
    pool: &ReadPool,
    notification_id: Uuid,
    recipient_id: Uuid,
) -> Result<bool, sqlx::Error> {
    pool.fetch_scalar(
        sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM notifications WHERE notification_id = $1 AND recipient_id = $2)",
        )
        .bind(notification_id)
        .bind(recipient_id),
    )
    .await
}

/// Recent activity the reader may see, newest first.
pub async fn activity(
    pool: &ReadPool,
    access: &SubjectAccess,
    offset: i64,
    limit: i64,
) -> Result<Vec<ActivityRow>, sqlx::Error> {
    if access.types.is_empty() {
        return Ok(Vec::new());
    }
    let mut query = QueryBuilder::new(
        "SELECT x.activity_id, x.subject_type, x.subject_id, x.subject_title, x.event_type, \
         x.actor_id, x.at FROM (SELECT a.*, t.subject_title FROM activity a \
         CROSS JOIN LATERAL (SELECT ",
    );
    query
        .push(SUBJECT_TITLE.replace("x.", "a."))
        .push(" AS subject_title) t WHERE a.subject_type = ANY(")
        .push_bind(access.types.clone())
        .push("::text[])) x WHERE x.subject_title IS NOT NULL");
    push_access(&mut query, access);
    query
        .push(" ORDER BY x.tx DESC, x.pos DESC LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}
