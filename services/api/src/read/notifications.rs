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

use super::pool::ReadPool;
use crate::access::{Caller, ReadModel};

/// What the reader may read, as the subject conditions need it: the kinds of subject whose
/// area's read rule the reader passes, each with its read model as its area's descriptor
/// declares it (table, title, row-level rule), and the reader.
#[derive(Debug, Clone)]
pub struct SubjectAccess {
    pub subjects: Vec<Subject>,
    pub caller: Caller,
}

/// A kind of subject: its aggregate type and its read model.
#[derive(Debug, Clone, Copy)]
pub struct Subject {
    pub type_name: &'static str,
    pub model: ReadModel,
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

/// `CASE <subject_type> WHEN 'Task' THEN (SELECT title …) … END` over the kinds the reader may
/// read: the subject's current title from its own read model, NULL once it is gone (or when
/// the reader may not read its kind at all).
/// The aliases this file's statements give their own rows (notifications `n`, activity `a`,
/// either listed as `x`): an area's read-model alias must differ from each, or its subquery
/// would read its own row where it means this one (a test in `graphql::areas` holds it).
pub const OUTER_ALIASES: &[&str] = &["n", "a", "x"];

fn subject_title(access: &SubjectAccess, alias: &str) -> String {
    let mut sql = String::from("CASE ");
    sql.push_str(alias);
    sql.push_str(".subject_type");
    for subject in &access.subjects {
        let id = format!("{alias}.subject_id");
        sql.push_str(&format!(
            " WHEN '{}' THEN {}",
            subject.type_name,
            subject.model.title_sql(&id)
        ));
    }
    sql.push_str(" END");
    sql
}

/// The access condition on `x` (a row with `subject_type`, `subject_id`): a kind the reader
/// may read and, where its area has a row-level rule, that rule on the subject's row.
fn push_access(query: &mut QueryBuilder<'_, Postgres>, access: &SubjectAccess) {
    let plain: Vec<String> = access
        .subjects
        .iter()
        .filter(|s| s.model.condition.is_none())
        .map(|s| s.type_name.to_owned())
        .collect();
    query
        .push(" AND (x.subject_type = ANY(")
        .push_bind(plain)
        .push("::text[])");
    for subject in access
        .subjects
        .iter()
        .filter(|s| s.model.condition.is_some())
    {
        query.push(format!(
            " OR (x.subject_type = '{}' AND ",
            subject.type_name
        ));
        subject
            .model
            .push_exists(query, "x.subject_id", &access.caller);
        query.push(")");
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
        .push(subject_title(&filter.access, "n"))
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

/// The kinds the employee chose a delivery for (issue 35 §6): (kind, delivery) as stored; a kind
/// not listed follows its default.
pub async fn deliveries(
    pool: &ReadPool,
    employee_id: Uuid,
) -> Result<Vec<(String, String)>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as("SELECT kind, delivery FROM notification_deliveries WHERE employee_id = $1")
            .bind(employee_id),
    )
    .await
}

/// Recent activity the reader may see, newest first.
///
/// Planning this statement (a title and an access rule for every kind of subject) took about
/// 0.85 ms, and running it 0.14 ms (issue 33's P14: 336,688 activity rows). Each run was planned
/// anew: with the page's size a parameter, PostgreSQL's generic plan guesses that a tenth of
/// the rows are wanted, costs more than a plan made for the values, and is never chosen. So
/// the first page, the one home opens with, has its size written into the text (a number from
/// `connection::page`, never the caller's words) and no offset, and the title is computed once
/// (`OFFSET 0` keeps the lateral subquery from being copied into both the filter and the
/// output). Then the generic plan, the same walk of `activity_order`, is kept after five runs:
/// 0.02 ms of planning. One statement per page size (at most 100); a later page binds its
/// offset and is planned for its values each time, as before, so scrolling adds no statements.
pub async fn activity(
    pool: &ReadPool,
    access: &SubjectAccess,
    offset: i64,
    limit: i64,
) -> Result<Vec<ActivityRow>, sqlx::Error> {
    if access.subjects.is_empty() {
        return Ok(Vec::new());
    }
    let types: Vec<String> = access
        .subjects
        .iter()
        .map(|s| s.type_name.to_owned())
        .collect();
    let mut query = QueryBuilder::new(
        "SELECT x.activity_id, x.subject_type, x.subject_id, x.subject_title, x.event_type, \
         x.actor_id, x.at FROM (SELECT a.*, t.subject_title FROM activity a \
         CROSS JOIN LATERAL (SELECT ",
    );
    query
        .push(subject_title(access, "a"))
        .push(" AS subject_title OFFSET 0) t WHERE a.subject_type = ANY(")
        .push_bind(types)
        .push("::text[])) x WHERE x.subject_title IS NOT NULL");
    push_access(&mut query, access);
    query.push(format!(" ORDER BY x.tx DESC, x.pos DESC LIMIT {limit}"));
    if offset > 0 {
        query.push(" OFFSET ").push_bind(offset);
    }
    pool.fetch_all(query.build_query_as()).await
}
