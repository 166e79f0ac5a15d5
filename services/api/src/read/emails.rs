//! The email read models (projections "emails" and "email_outbox"): templates, jobs with
//! their report counts, recipients, the report's events, the suppression list, and who a
//! job would reach now (the batch page's count and the sender's queueing share it).

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use staffhub_domain::emails::{EmailRecipient, SkipReason, SkippedRecipient};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;

// ---------------------------------------------------------------- templates

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TemplateRow {
    pub template_id: Uuid,
    pub name: String,
    pub subject: String,
    pub html: String,
    /// 1 draft, 2 active (projections/src/emails.rs)
    pub status: i16,
    pub author_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
    /// The source of a template written in markdown (issue 37 §6); `None` for HTML.
    pub markdown: Option<String>,
}

const TEMPLATE_COLUMNS: &str = "t.template_id, t.name, t.subject, t.html, t.status, \
    t.author_id, t.created_at, t.updated_at, t.version, t.markdown";

#[derive(Debug, Clone, Default)]
pub struct TemplateFilter {
    pub keyword: Option<String>,
    pub status: Option<i16>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TemplateSortField {
    UpdatedAt,
    CreatedAt,
    Name,
}

pub async fn template_by_id(
    pool: &ReadPool,
    template_id: Uuid,
) -> Result<Option<TemplateRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {TEMPLATE_COLUMNS} FROM email_templates t WHERE t.template_id = $1"
        ))
        .bind(template_id),
    )
    .await
}

fn push_template_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &TemplateFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        // Same expression as the trigram index (schema …13_emails.sql).
        query
            .push(" AND (t.name || ' ' || t.subject) ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
    if let Some(status) = filter.status {
        query.push(" AND t.status = ").push_bind(status);
    }
}

pub async fn templates(
    pool: &ReadPool,
    filter: &TemplateFilter,
    field: TemplateSortField,
    descending: bool,
    offset: i64,
    limit: i64,
) -> Result<Vec<TemplateRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {TEMPLATE_COLUMNS} FROM email_templates t WHERE true"
    ));
    push_template_filter(&mut query, filter);
    let direction = if descending { "DESC" } else { "ASC" };
    let column = match field {
        TemplateSortField::UpdatedAt => "t.updated_at",
        TemplateSortField::CreatedAt => "t.created_at",
        TemplateSortField::Name => "lower(t.name)",
    };
    query
        .push(format!(
            " ORDER BY {column} {direction}, t.template_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the template is in the list with `filter` as it is now (issue 32: a live list asks
/// the list's own SQL rather than a matcher of its own).
pub async fn template_in_list(
    pool: &ReadPool,
    template_id: Uuid,
    filter: &TemplateFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "email_templates t",
        "t.template_id",
        template_id,
        |query| push_template_filter(query, filter),
    )
    .await
}

pub async fn template_count(
    pool: &ReadPool,
    filter: &TemplateFilter,
) -> Result<Total, sqlx::Error> {
    total(pool, "email_templates t WHERE true", |query| {
        push_template_filter(query, filter)
    })
    .await
}

/// Whether another template already has this name (case-insensitively).
pub async fn template_name_taken(
    pool: &ReadPool,
    name: &str,
    except: Option<Uuid>,
) -> Result<bool, sqlx::Error> {
    pool.fetch_scalar(
        sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM email_templates
                            WHERE lower(name) = lower($1) AND template_id IS DISTINCT FROM $2)",
        )
        .bind(name.trim())
        .bind(except),
    )
    .await
}

// ---------------------------------------------------------------- jobs

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct JobRow {
    pub job_id: Uuid,
    /// 1 single, 2 batch
    pub kind: i16,
    /// spec §4 ids
    pub status: i16,
    pub author_id: Option<Uuid>,
    pub sender_email: String,
    pub sender_name: String,
    pub subject: String,
    pub html: String,
    pub template_id: Option<Uuid>,
    pub attachment_ids: Vec<Uuid>,
    pub tag_names: Vec<String>,
    pub target_emails: Vec<String>,
    pub cc_emails: Vec<String>,
    pub bcc_emails: Vec<String>,
    pub deal_status_ids: Option<Vec<i32>>,
    pub condition_tag_ids: Option<Vec<Uuid>>,
    pub scheduled_send_time: Option<DateTime<Utc>>,
    pub queued_at: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
    pub recipients: i32,
    pub skipped: i32,
    pub pending: i32,
    pub accepted: i32,
    pub delivered: i32,
    pub opened: i32,
    pub clicked: i32,
    pub unsubscribed: i32,
    pub complained: i32,
    pub permanent_failures: i32,
    pub temporary_failures: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

const JOB_COLUMNS: &str = "j.job_id, j.kind, j.status, j.author_id, j.sender_email, \
    j.sender_name, j.subject, j.html, j.template_id, j.attachment_ids, j.tag_names, \
    j.target_emails, j.cc_emails, j.bcc_emails, j.deal_status_ids, j.condition_tag_ids, \
    j.scheduled_send_time, j.queued_at, j.completed_at, j.recipients, j.skipped, j.pending, \
    j.accepted, j.delivered, j.opened, j.clicked, j.unsubscribed, j.complained, \
    j.permanent_failures, j.temporary_failures, j.created_at, j.updated_at, j.version";

#[derive(Debug, Clone, Default)]
pub struct JobFilter {
    pub kind: Option<i16>,
    pub statuses: Vec<i16>,
    pub keyword: Option<String>,
    pub tag_name: Option<String>,
    pub author_id: Option<Uuid>,
    pub queued_since: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobSortField {
    UpdatedAt,
    CreatedAt,
    ScheduledSendTime,
}

pub async fn job_by_id(pool: &ReadPool, job_id: Uuid) -> Result<Option<JobRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {JOB_COLUMNS} FROM email_jobs j WHERE j.job_id = $1"
        ))
        .bind(job_id),
    )
    .await
}

fn push_job_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &JobFilter) {
    if let Some(kind) = filter.kind {
        query.push(" AND j.kind = ").push_bind(kind);
    }
    if !filter.statuses.is_empty() {
        query
            .push(" AND j.status = ANY(")
            .push_bind(filter.statuses.clone())
            .push(")");
    }
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        // Subject and sender, and the recipients (issue 37 §6): the addresses a single job
        // names, and everyone a queued job went to, by address or name.
        let pattern = super::like_pattern(keyword);
        query
            .push(" AND ((j.subject || ' ' || j.sender_name || ' ' || j.sender_email) ILIKE ")
            .push_bind(pattern.clone())
            .push(" OR array_to_string(j.target_emails || j.cc_emails || j.bcc_emails, ' ') ILIKE ")
            .push_bind(pattern.clone())
            .push(
                " OR EXISTS (SELECT 1 FROM email_deliveries d WHERE d.job_id = j.job_id
                   AND (d.email ILIKE ",
            )
            .push_bind(pattern.clone())
            .push(" OR d.name ILIKE ")
            .push_bind(pattern)
            .push(")))");
    }
    if let Some(author) = filter.author_id {
        query.push(" AND j.author_id = ").push_bind(author);
    }
    if let Some(since) = filter.queued_since {
        query.push(" AND j.queued_at >= ").push_bind(since);
    }
    if let Some(tag) = filter.tag_name.as_deref().filter(|t| !t.is_empty()) {
        query
            .push(" AND j.tag_names @> ARRAY[")
            .push_bind(tag.trim().to_owned())
            .push("]::text[]");
    }
}

pub async fn jobs(
    pool: &ReadPool,
    filter: &JobFilter,
    field: JobSortField,
    descending: bool,
    offset: i64,
    limit: i64,
) -> Result<Vec<JobRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {JOB_COLUMNS} FROM email_jobs j WHERE true"));
    push_job_filter(&mut query, filter);
    let direction = if descending { "DESC" } else { "ASC" };
    let column = match field {
        JobSortField::UpdatedAt => "j.updated_at".to_owned(),
        JobSortField::CreatedAt => "j.created_at".to_owned(),
        JobSortField::ScheduledSendTime => {
            format!("j.scheduled_send_time {direction} NULLS LAST, j.created_at")
        }
    };
    query
        .push(format!(
            " ORDER BY {column} {direction}, j.job_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the job is in the list with `filter` as it is now (issue 32).
pub async fn job_in_list(
    pool: &ReadPool,
    job_id: Uuid,
    filter: &JobFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "email_jobs j", "j.job_id", job_id, |query| {
        push_job_filter(query, filter)
    })
    .await
}

pub async fn job_count(pool: &ReadPool, filter: &JobFilter) -> Result<Total, sqlx::Error> {
    total(pool, "email_jobs j WHERE true", |query| {
        push_job_filter(query, filter)
    })
    .await
}

// ---------------------------------------------------------------- recipients and events

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DeliveryRow {
    pub delivery_id: Uuid,
    pub job_id: Uuid,
    pub email: String,
    pub name: Option<String>,
    pub organization_name: Option<String>,
    /// 1 pending, 2 accepted, 3 failed, 4 skipped
    pub status: i16,
    pub skip_reason: Option<String>,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub message_id: Option<String>,
    pub accepted_at: Option<DateTime<Utc>>,
    pub delivered_at: Option<DateTime<Utc>>,
    pub opened_at: Option<DateTime<Utc>>,
    pub clicked_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Default)]
pub struct DeliveryFilter {
    pub job_id: Uuid,
    pub recipient: Option<String>,
    pub statuses: Vec<i16>,
}

fn push_delivery_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &DeliveryFilter) {
    if let Some(recipient) = filter.recipient.as_deref().filter(|r| !r.is_empty()) {
        query
            .push(" AND (lower(d.email) LIKE ")
            .push_bind(format!("%{}%", escape_like(&recipient.to_lowercase())))
            .push(" OR d.name ILIKE ")
            .push_bind(super::like_pattern(recipient))
            .push(")");
    }
    if !filter.statuses.is_empty() {
        query
            .push(" AND d.status = ANY(")
            .push_bind(filter.statuses.clone())
            .push(")");
    }
}

fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

pub async fn deliveries(
    pool: &ReadPool,
    filter: &DeliveryFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<DeliveryRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(
        "SELECT d.delivery_id, d.job_id, d.email, d.name, d.organization_name, d.status,
                d.skip_reason, d.attempts, d.last_error, d.message_id, d.accepted_at,
                d.delivered_at, d.opened_at, d.clicked_at
         FROM email_deliveries d WHERE d.job_id = ",
    );
    query.push_bind(filter.job_id);
    push_delivery_filter(&mut query, filter);
    query
        .push(" ORDER BY d.position, d.delivery_id LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn delivery_count(
    pool: &ReadPool,
    filter: &DeliveryFilter,
) -> Result<Total, sqlx::Error> {
    total(pool, "email_deliveries d", |query| {
        query.push(" WHERE d.job_id = ").push_bind(filter.job_id);
        push_delivery_filter(query, filter);
    })
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EventRow {
    pub event_id: Uuid,
    pub job_id: Uuid,
    pub delivery_id: Uuid,
    pub email: String,
    pub type_id: i16,
    pub occurred_at: DateTime<Utc>,
    pub sequence: i64,
    pub source: String,
    pub url: Option<String>,
    pub reason: Option<String>,
    pub raw: serde_json::Value,
    pub headers: Option<serde_json::Value>,
}

const EVENT_COLUMNS: &str = "e.event_id, e.job_id, e.delivery_id, e.email, e.type_id, \
    e.occurred_at, e.sequence, e.source, e.url, e.reason, e.raw, e.headers";

#[derive(Debug, Clone, Default)]
pub struct EventFilter {
    pub job_id: Uuid,
    pub type_ids: Vec<i16>,
    pub recipient: Option<String>,
}

fn push_event_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &EventFilter) {
    if !filter.type_ids.is_empty() {
        query
            .push(" AND e.type_id = ANY(")
            .push_bind(filter.type_ids.clone())
            .push(")");
    }
    if let Some(recipient) = filter.recipient.as_deref().filter(|r| !r.is_empty()) {
        query
            .push(" AND lower(e.email) LIKE ")
            .push_bind(format!("%{}%", escape_like(&recipient.to_lowercase())));
    }
}

pub async fn event_by_id(pool: &ReadPool, event_id: Uuid) -> Result<Option<EventRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {EVENT_COLUMNS} FROM email_events e WHERE e.event_id = $1"
        ))
        .bind(event_id),
    )
    .await
}

/// A job's events, newest first.
pub async fn events(
    pool: &ReadPool,
    filter: &EventFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<EventRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {EVENT_COLUMNS} FROM email_events e WHERE e.job_id = "
    ));
    query.push_bind(filter.job_id);
    push_event_filter(&mut query, filter);
    query
        .push(" ORDER BY e.sequence DESC, e.event_id DESC LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn event_count(pool: &ReadPool, filter: &EventFilter) -> Result<Total, sqlx::Error> {
    total(pool, "email_events e", |query| {
        query.push(" WHERE e.job_id = ").push_bind(filter.job_id);
        push_event_filter(query, filter);
    })
    .await
}

/// A job's events after `sequence` (a live report's next rows), oldest first, at most `limit`.
pub async fn events_after(
    pool: &ReadPool,
    job_id: Uuid,
    sequence: i64,
    limit: i64,
) -> Result<Vec<EventRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT * FROM (SELECT {EVENT_COLUMNS} FROM email_events e
                            WHERE e.job_id = $1 AND e.sequence > $2
                            ORDER BY e.sequence DESC LIMIT $3) newest
             ORDER BY sequence"
        ))
        .bind(job_id)
        .bind(sequence)
        .bind(limit),
    )
    .await
}

/// Which of `event_ids` the events list with `filter` shows (a live list's notice, issue 32):
/// asked of the list's own conditions, so a live list holds what a fresh load would.
pub async fn events_in_list(
    pool: &ReadPool,
    filter: &EventFilter,
    event_ids: &[Uuid],
) -> Result<std::collections::HashSet<Uuid>, sqlx::Error> {
    if event_ids.is_empty() {
        return Ok(Default::default());
    }
    let mut query = QueryBuilder::new("SELECT e.event_id FROM email_events e WHERE e.job_id = ");
    query
        .push_bind(filter.job_id)
        .push(" AND e.event_id = ANY(")
        .push_bind(event_ids.to_vec())
        .push(")");
    push_event_filter(&mut query, filter);
    let rows: Vec<(Uuid,)> = pool.fetch_all(query.build_query_as()).await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// The newest event's sequence of a job (0 when it has none).
pub async fn last_event_sequence(pool: &ReadPool, job_id: Uuid) -> Result<i64, sqlx::Error> {
    pool.fetch_scalar(
        sqlx::query_scalar(
            "SELECT COALESCE(max(sequence), 0)::bigint FROM email_events WHERE job_id = $1",
        )
        .bind(job_id),
    )
    .await
}

// ---------------------------------------------------------------- attachments

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AttachmentRow {
    pub attachment_id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size: i64,
    pub storage_key: String,
}

pub async fn attachments(pool: &ReadPool, ids: &[Uuid]) -> Result<Vec<AttachmentRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "SELECT a.attachment_id, a.name, a.content_type, a.size, a.storage_key
             FROM unnest($1::uuid[]) WITH ORDINALITY AS wanted(id, place)
             JOIN email_attachments a ON a.attachment_id = wanted.id
             ORDER BY wanted.place",
        )
        .bind(ids.to_vec()),
    )
    .await
}

// ---------------------------------------------------------------- the sender's reads

/// What the sender renders for a job (from its own work list).
#[derive(Debug, Clone)]
pub struct OutboxContent {
    pub sender_email: String,
    pub sender_name: String,
    pub subject: String,
    pub html: String,
    pub tag_names: Vec<String>,
    pub cc_emails: Vec<String>,
    pub bcc_emails: Vec<String>,
    pub attachments: Vec<AttachmentRow>,
}

pub async fn outbox_content(
    pool: &ReadPool,
    job_id: Uuid,
) -> crate::error::ApiResult<OutboxContent> {
    #[derive(sqlx::FromRow)]
    struct Row {
        sender_email: String,
        sender_name: String,
        subject: String,
        html: String,
        tag_names: Vec<String>,
        cc_emails: Vec<String>,
        bcc_emails: Vec<String>,
        attachment_ids: Vec<Uuid>,
    }
    let row: Row = pool
        .fetch_optional(
            sqlx::query_as(
                "SELECT sender_email, sender_name, subject, html, tag_names, cc_emails,
                        bcc_emails, attachment_ids
                 FROM email_outbox_jobs WHERE job_id = $1",
            )
            .bind(job_id),
        )
        .await?
        .ok_or_else(|| {
            crate::error::ApiError::internal(
                "a queued job's content is missing from the work list",
                std::io::Error::other(job_id.to_string()),
            )
        })?;
    let attachments = attachments(pool, &row.attachment_ids).await?;
    Ok(OutboxContent {
        sender_email: row.sender_email,
        sender_name: row.sender_name,
        subject: row.subject,
        html: row.html,
        tag_names: row.tag_names,
        cc_emails: row.cc_emails,
        bcc_emails: row.bcc_emails,
        attachments,
    })
}

/// One person a job would reach, and why it would skip them, if it would.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AudienceRow {
    pub email: String,
    pub name: Option<String>,
    pub organization_id: Option<Uuid>,
    pub organization_name: Option<String>,
    /// 'unsubscribed', 'complained' or 'permanent_fail'
    pub suppressed: Option<String>,
}

#[derive(Debug, Clone, Default)]
pub struct Audience {
    pub rows: Vec<AudienceRow>,
}

impl Audience {
    pub fn reachable(&self) -> usize {
        self.rows.iter().filter(|r| r.suppressed.is_none()).count()
    }

    pub fn suppressed(&self) -> usize {
        self.rows.len() - self.reachable()
    }

    /// The queue command's lists: a fresh delivery id for each reachable recipient.
    pub fn into_recipients(self) -> (Vec<EmailRecipient>, Vec<SkippedRecipient>) {
        let mut recipients = Vec::new();
        let mut skipped = Vec::new();
        for row in self.rows {
            match row.suppressed.as_deref() {
                None => recipients.push(EmailRecipient {
                    delivery_id: Uuid::now_v7(),
                    email: row.email,
                    name: row.name,
                    organization_id: row.organization_id,
                    organization_name: row.organization_name,
                }),
                Some(reason) => skipped.push(SkippedRecipient {
                    email: row.email,
                    reason: match reason {
                        "unsubscribed" => SkipReason::Unsubscribed,
                        "complained" => SkipReason::Complained,
                        _ => SkipReason::PermanentFail,
                    },
                }),
            }
        }
        (recipients, skipped)
    }
}

/// The members of the organizations in these deal stages (with any of the tags, when given),
/// one per address, each with the organization it was found in.
pub async fn batch_audience(
    pool: &ReadPool,
    deal_status_ids: &[i32],
    tag_ids: &[Uuid],
) -> Result<Audience, sqlx::Error> {
    let rows = pool
        .fetch_all(
            sqlx::query_as(
                "SELECT DISTINCT ON (lower(m.email)) lower(m.email) AS email, m.name,
                    o.organization_id, o.name AS organization_name, s.reason AS suppressed
             FROM organization_list o
             JOIN organization_members m ON m.organization_id = o.organization_id
             LEFT JOIN email_suppressions s ON s.email = lower(m.email)
             WHERE o.deal_status = ANY($1::int[])
               AND (cardinality($2::uuid[]) = 0 OR o.tag_ids && $2::uuid[])
             ORDER BY lower(m.email), lower(o.name), o.organization_id",
            )
            .bind(deal_status_ids.to_vec())
            .bind(tag_ids.to_vec()),
        )
        .await?;
    Ok(Audience { rows })
}

/// A single job's targets, each with the suppression that would skip it and, when the address
/// is a saved contact (an organization's member), the contact's name and organization, so a
/// message to a contact greets them by name (issue 37 §6; the first organization by name when
/// the address belongs to several, as a batch finds it).
pub async fn single_audience(pool: &ReadPool, emails: &[String]) -> Result<Audience, sqlx::Error> {
    let rows = pool
        .fetch_all(
            sqlx::query_as(
                "SELECT wanted.email, c.name, c.organization_id, c.organization_name,
                        s.reason AS suppressed
                 FROM unnest($1::text[]) WITH ORDINALITY AS wanted(email, place)
                 LEFT JOIN LATERAL (
                     SELECT m.name, o.organization_id, o.name AS organization_name
                     FROM organization_members m
                     JOIN organization_list o ON o.organization_id = m.organization_id
                     WHERE lower(m.email) = lower(wanted.email)
                     ORDER BY lower(o.name), o.organization_id
                     LIMIT 1) c ON true
                 LEFT JOIN email_suppressions s ON s.email = lower(wanted.email)
                 ORDER BY wanted.place",
            )
            .bind(emails.to_vec()),
        )
        .await?;
    Ok(Audience { rows })
}
