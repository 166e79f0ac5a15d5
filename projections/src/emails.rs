//! Projection "emails" (issue 17): `email_templates`, `email_jobs` with their report counts,
//! `email_deliveries` (one row per recipient), `email_events` (the report's rows, spec §4's
//! eight delivery event types) and `email_suppressions` (who later jobs skip).
//!
//! A job's counts are distinct recipients per outcome (the funnel: accepted → delivered →
//! opened → clicked), moved when a recipient's row first gets that outcome, so a report never
//! counts and a second open is an event but not a second opener. Every delivery event first
//! reads its recipient's row: a row already at the event's version means a replay, and
//! nothing is written again, counts included.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use sqlx::PgConnection;
use staffhub_domain::emails::{
    EmailAudience, EmailContent, EmailDeliveryEvent, EmailJobEvent, EmailJobKind, EmailJobStatus,
    EmailTemplateEvent, EmailTemplateStatus, EventSource, SkipReason,
};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::notifications::{self, Facts, Recipients, Rule, Source};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError, guarded};

pub struct EmailsProjection;

const NAME: &str = "emails";

/// Where a deleted email template waits (issue 35). Jobs keep their own copy of what they
/// send, so nothing of theirs moves with it.
pub const TEMPLATE_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "EmailTemplate",
    trash: "email_template_trash",
    table: "email_templates",
    id_column: "template_id",
    title_column: "name",
    children: &[],
};

/// Where a deleted draft waits (issue 35 §1; only a draft is deleted, so it has no
/// deliveries to take along).
pub const JOB_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "EmailJob",
    trash: "email_job_trash",
    table: "email_jobs",
    id_column: "job_id",
    title_column: "subject",
    children: &[],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// The read model's numbers for the domain's enums (the job status is the spec's own id).
pub fn template_status_id(status: EmailTemplateStatus) -> i16 {
    match status {
        EmailTemplateStatus::Draft => 1,
        EmailTemplateStatus::Active => 2,
    }
}

pub fn kind_id(kind: EmailJobKind) -> i16 {
    match kind {
        EmailJobKind::Single => 1,
        EmailJobKind::Batch => 2,
    }
}

/// Delivery status in `email_deliveries`.
pub const PENDING: i16 = 1;
pub const ACCEPTED: i16 = 2;
pub const FAILED: i16 = 3;
pub const SKIPPED: i16 = 4;

pub fn skip_reason_name(reason: &SkipReason) -> &'static str {
    match reason {
        SkipReason::Unsubscribed => "unsubscribed",
        SkipReason::Complained => "complained",
        SkipReason::PermanentFail => "permanent_fail",
    }
}

pub fn source_name(source: &EventSource) -> &'static str {
    match source {
        EventSource::Smtp => "smtp",
        EventSource::Tracking => "tracking",
        EventSource::Webhook => "webhook",
    }
}

/// The id a skipped recipient's row gets: skipped recipients have no delivery aggregate, and
/// the id must come from the events alone so that a rebuild gives the same rows.
pub fn skipped_delivery_id(job_id: Uuid, email: &str) -> Uuid {
    Uuid::new_v5(&job_id, email.as_bytes())
}

/// The columns a job's content and audience fill, shared by creation, edits and the outbox.
pub(crate) struct JobFields {
    sender_email: String,
    sender_name: String,
    subject: String,
    html: String,
    template_id: Option<Uuid>,
    attachment_ids: Vec<Uuid>,
    tag_names: Vec<String>,
    target_emails: Vec<String>,
    cc_emails: Vec<String>,
    bcc_emails: Vec<String>,
    deal_status_ids: Option<Vec<i32>>,
    condition_tag_ids: Option<Vec<Uuid>>,
}

pub(crate) fn job_fields(content: EmailContent, audience: EmailAudience) -> JobFields {
    let (target_emails, cc_emails, bcc_emails, deal_status_ids, condition_tag_ids) = match audience
    {
        EmailAudience::Single {
            target_emails,
            cc_emails,
            bcc_emails,
        } => (target_emails, cc_emails, bcc_emails, None, None),
        EmailAudience::Batch { conditions } => (
            Vec::new(),
            Vec::new(),
            Vec::new(),
            Some(conditions.deal_status_ids),
            Some(conditions.tag_ids),
        ),
    };
    JobFields {
        sender_email: content.sender_email,
        sender_name: content.sender_name,
        subject: content.subject,
        html: content.html,
        template_id: content.template_id,
        attachment_ids: content.attachment_ids,
        tag_names: content.tag_names,
        target_emails,
        cc_emails,
        bcc_emails,
        deal_status_ids,
        condition_tag_ids,
    }
}

impl JobFields {
    /// Binds the twelve content columns in [`CONTENT_COLUMNS`] order.
    pub(crate) fn bind<'q>(self, query: guarded::PgQuery<'q>) -> guarded::PgQuery<'q> {
        let f = self;
        query
            .bind(f.sender_email)
            .bind(f.sender_name)
            .bind(f.subject)
            .bind(f.html)
            .bind(f.template_id)
            .bind(f.attachment_ids)
            .bind(f.tag_names)
            .bind(f.target_emails)
            .bind(f.cc_emails)
            .bind(f.bcc_emails)
            .bind(f.deal_status_ids)
            .bind(f.condition_tag_ids)
    }
}

/// The content columns, in the order [`JobFields::bind`] binds them.
pub(crate) const CONTENT_COLUMNS: [&str; 12] = [
    "sender_email",
    "sender_name",
    "subject",
    "html",
    "template_id",
    "attachment_ids",
    "tag_names",
    "target_emails",
    "cc_emails",
    "bcc_emails",
    "deal_status_ids",
    "condition_tag_ids",
];

/// `col = $n, …` for the content columns, numbered from `first`.
pub(crate) fn content_assignments(first: usize, skip: &[&str]) -> String {
    CONTENT_COLUMNS
        .iter()
        .filter(|c| !skip.contains(c))
        .enumerate()
        .map(|(i, c)| format!("{c} = ${}", first + i))
        .collect::<Vec<_>>()
        .join(", ")
}

fn notice(event: &JournalEvent, kind: ChangeKind) -> ChangeNotice {
    ChangeNotice {
        entity_type: event.aggregate_type.clone(),
        entity_id: event.aggregate_id.clone(),
        version: event.sequence,
        kind,
        correlation_id: event.metadata.correlation_id,
    }
}

fn aggregate_id(event: &JournalEvent) -> Uuid {
    Uuid::parse_str(&event.aggregate_id).unwrap_or_default()
}

impl EmailsProjection {
    async fn template(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<EmailTemplateEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let kind = match decoded {
            EmailTemplateEvent::EmailTemplateCreated {
                template_id,
                author_id,
                name,
                subject,
                html,
                status,
                markdown,
            } => {
                sqlx::query(
                    "INSERT INTO email_templates (template_id, name, subject, html, status,
                         author_id, created_at, updated_at, version, markdown)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)
                     ON CONFLICT (template_id) DO NOTHING",
                )
                .bind(template_id)
                .bind(name)
                .bind(subject)
                .bind(html)
                .bind(template_status_id(status))
                .bind(author_id)
                .bind(at)
                .bind(event.sequence)
                .bind(markdown)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            EmailTemplateEvent::EmailTemplateEdited {
                name,
                subject,
                html,
                markdown,
            } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_templates",
                    "template_id",
                    "name = $4, subject = $5, html = $6, markdown = $7",
                    |q| q.bind(name).bind(subject).bind(html).bind(markdown),
                )
                .await?;
                ChangeKind::Updated
            }
            EmailTemplateEvent::EmailTemplateStatusChanged { to, .. } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_templates",
                    "template_id",
                    "status = $4",
                    |q| q.bind(template_status_id(to)),
                )
                .await?;
                ChangeKind::Updated
            }
            EmailTemplateEvent::EmailTemplateDeleted {} => {
                TEMPLATE_TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            EmailTemplateEvent::EmailTemplateRestored {} => {
                TEMPLATE_TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        };
        Ok(Some(notice(event, kind)))
    }

    async fn job(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<EmailJobEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let job_id = aggregate_id(event);
        let kind = match decoded {
            EmailJobEvent::EmailJobCreated {
                job_id,
                author_id,
                kind,
                content,
                audience,
                scheduled_send_time,
            } => {
                let columns = CONTENT_COLUMNS.join(", ");
                let sql = format!(
                    "INSERT INTO email_jobs (job_id, kind, status, author_id, scheduled_send_time,
                         created_at, updated_at, version, {columns})
                     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14,
                         $15, $16, $17, $18, $19)
                     ON CONFLICT (job_id) DO NOTHING"
                );
                let query = sqlx::query(&sql)
                    .bind(job_id)
                    .bind(kind_id(kind))
                    .bind(EmailJobStatus::Draft.id() as i16)
                    .bind(author_id)
                    .bind(scheduled_send_time)
                    .bind(at)
                    .bind(event.sequence);
                job_fields(content, audience)
                    .bind(query)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                ChangeKind::Created
            }
            EmailJobEvent::EmailJobEdited {
                content,
                audience,
                scheduled_send_time,
            } => {
                let assignments =
                    format!("scheduled_send_time = $4, {}", content_assignments(5, &[]));
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_jobs",
                    "job_id",
                    &assignments,
                    |q| job_fields(content, audience).bind(q.bind(scheduled_send_time)),
                )
                .await?;
                ChangeKind::Updated
            }
            EmailJobEvent::EmailJobScheduled { at: send_at } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_jobs",
                    "job_id",
                    "status = $4, scheduled_send_time = $5",
                    |q| q.bind(EmailJobStatus::Scheduled.id() as i16).bind(send_at),
                )
                .await?;
                ChangeKind::Updated
            }
            EmailJobEvent::EmailJobCancelled {} => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_jobs",
                    "job_id",
                    "status = $4",
                    |q| q.bind(EmailJobStatus::Draft.id() as i16),
                )
                .await?;
                ChangeKind::Updated
            }
            EmailJobEvent::EmailJobQueued {
                recipients,
                skipped,
            } => {
                let applied: Option<i64> = sqlx::query_scalar(
                    "UPDATE email_jobs SET status = $2, queued_at = $3, updated_at = $3,
                         recipients = $4, skipped = $5, pending = $4, version = $6
                     WHERE job_id = $1 AND version < $6
                     RETURNING version",
                )
                .bind(job_id)
                .bind(EmailJobStatus::Queued.id() as i16)
                .bind(at)
                .bind(recipients.len() as i32)
                .bind(skipped.len() as i32)
                .bind(event.sequence)
                .fetch_optional(&mut *conn)
                .await
                .map_err(db)?;
                if applied.is_some() {
                    let count = recipients.len();
                    let mut ids = Vec::with_capacity(count + skipped.len());
                    let mut positions = Vec::with_capacity(ids.capacity());
                    let mut emails = Vec::with_capacity(ids.capacity());
                    let mut names = Vec::with_capacity(ids.capacity());
                    let mut organization_ids = Vec::with_capacity(ids.capacity());
                    let mut organization_names = Vec::with_capacity(ids.capacity());
                    let mut statuses = Vec::with_capacity(ids.capacity());
                    let mut reasons: Vec<Option<&'static str>> = Vec::with_capacity(ids.capacity());
                    for (i, r) in recipients.into_iter().enumerate() {
                        ids.push(r.delivery_id);
                        positions.push(i as i32);
                        emails.push(r.email);
                        names.push(r.name);
                        organization_ids.push(r.organization_id);
                        organization_names.push(r.organization_name);
                        statuses.push(PENDING);
                        reasons.push(None);
                    }
                    for (i, s) in skipped.into_iter().enumerate() {
                        ids.push(skipped_delivery_id(job_id, &s.email));
                        positions.push((count + i) as i32);
                        emails.push(s.email);
                        names.push(None);
                        organization_ids.push(None);
                        organization_names.push(None);
                        statuses.push(SKIPPED);
                        reasons.push(Some(skip_reason_name(&s.reason)));
                    }
                    sqlx::query(
                        "INSERT INTO email_deliveries (delivery_id, job_id, position, email, name,
                             organization_id, organization_name, status, skip_reason)
                         SELECT d, $1, p, e, n, o, onm, s, r
                         FROM UNNEST($2::uuid[], $3::int[], $4::text[], $5::text[], $6::uuid[],
                                     $7::text[], $8::smallint[], $9::text[])
                              AS t(d, p, e, n, o, onm, s, r)
                         ON CONFLICT (delivery_id) DO NOTHING",
                    )
                    .bind(job_id)
                    .bind(ids)
                    .bind(positions)
                    .bind(emails)
                    .bind(names)
                    .bind(organization_ids)
                    .bind(organization_names)
                    .bind(statuses)
                    .bind(reasons)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                }
                ChangeKind::Updated
            }
            EmailJobEvent::EmailJobCompleted {} => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_jobs",
                    "job_id",
                    "status = $4, completed_at = $2",
                    |q| q.bind(EmailJobStatus::Completed.id() as i16),
                )
                .await?;
                ChangeKind::Updated
            }
            // A deleted draft leaves the lists for the trash (issue 37 §6, issue 35 §1); its
            // history is the journal's.
            EmailJobEvent::EmailJobDeleted {} => {
                JOB_TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            EmailJobEvent::EmailJobRestored { .. } => {
                JOB_TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        };
        Ok(Some(notice(event, kind)))
    }

    async fn delivery(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<EmailDeliveryEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let delivery_id = aggregate_id(event);
        let job_id = decoded.job_id();
        // The recipient's row; absent only if its job's queueing was never applied (which the
        // journal's order rules out) — then there is nothing to count against.
        let row: Option<DeliveryRow> = sqlx::query_as(
            "SELECT status, version, accepted_at, delivered_at, opened_at, clicked_at,
                    unsubscribed_at, complained_at, failed_at, temporarily_failed
             FROM email_deliveries WHERE delivery_id = $1",
        )
        .bind(delivery_id)
        .fetch_optional(&mut *conn)
        .await
        .map_err(db)?;
        let Some(row) = row else {
            return Ok(None);
        };
        if row.version >= event.sequence {
            return Ok(None);
        }
        let mut change = Change::new(&decoded);
        match &decoded {
            EmailDeliveryEvent::EmailAccepted {
                at,
                message_id,
                response,
                headers,
                ..
            } => {
                change.set("status", Value::from(ACCEPTED));
                change.set("message_id", Value::from(message_id.clone()));
                change.set_time("accepted_at", *at);
                if row.accepted_at.is_none() {
                    change.count("accepted", 1);
                }
                if row.status == PENDING {
                    change.count("pending", -1);
                }
                change.raw = json!({ "response": response });
                change.headers = Some(Value::Object(
                    headers
                        .iter()
                        .map(|(k, v)| (k.clone(), Value::from(v.clone())))
                        .collect(),
                ));
            }
            EmailDeliveryEvent::EmailTemporarilyFailed {
                reason,
                attempt,
                retry_at,
                source,
                raw,
                ..
            } => {
                change.set("last_error", Value::from(reason.clone()));
                change.set("temporarily_failed", Value::from(true));
                if matches!(source, EventSource::Smtp) {
                    change.set("attempts", Value::from(*attempt as i64));
                }
                if !row.temporarily_failed {
                    change.count("temporary_failures", 1);
                }
                change.reason = Some(reason.clone());
                change.raw = merge(raw, json!({ "attempt": attempt, "retryAt": retry_at }));
            }
            EmailDeliveryEvent::EmailPermanentlyFailed {
                at, reason, raw, ..
            } => {
                change.set("status", Value::from(FAILED));
                change.set("last_error", Value::from(reason.clone()));
                if row.failed_at.is_none() {
                    change.set_time("failed_at", *at);
                    change.count("permanent_failures", 1);
                }
                if row.status == PENDING {
                    change.count("pending", -1);
                }
                change.reason = Some(reason.clone());
                change.raw = raw.clone();
                change.suppress = Some("permanent_fail");
            }
            EmailDeliveryEvent::EmailDelivered { at, raw, .. } => {
                change.first(&row.delivered_at, "delivered_at", "delivered", *at);
                change.raw = raw.clone();
            }
            EmailDeliveryEvent::EmailOpened { at, raw, .. } => {
                change.first(&row.opened_at, "opened_at", "opened", *at);
                change.raw = raw.clone();
            }
            EmailDeliveryEvent::EmailClicked { at, url, raw, .. } => {
                change.first(&row.clicked_at, "clicked_at", "clicked", *at);
                change.url = Some(url.clone());
                change.raw = raw.clone();
            }
            EmailDeliveryEvent::EmailUnsubscribed { at, raw, .. } => {
                change.first(&row.unsubscribed_at, "unsubscribed_at", "unsubscribed", *at);
                change.raw = raw.clone();
                change.suppress = Some("unsubscribed");
            }
            EmailDeliveryEvent::EmailComplained { at, raw, .. } => {
                change.first(&row.complained_at, "complained_at", "complained", *at);
                change.raw = raw.clone();
                change.suppress = Some("complained");
            }
        }
        change.write(conn, event, delivery_id, job_id).await?;
        Ok(Some(ChangeNotice {
            entity_type: "EmailJob".to_owned(),
            entity_id: job_id.to_string(),
            version: event.sequence,
            kind: ChangeKind::Updated,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

#[derive(sqlx::FromRow)]
struct DeliveryRow {
    status: i16,
    version: i64,
    accepted_at: Option<DateTime<Utc>>,
    delivered_at: Option<DateTime<Utc>>,
    opened_at: Option<DateTime<Utc>>,
    clicked_at: Option<DateTime<Utc>>,
    unsubscribed_at: Option<DateTime<Utc>>,
    complained_at: Option<DateTime<Utc>>,
    failed_at: Option<DateTime<Utc>>,
    temporarily_failed: bool,
}

/// What one delivery event writes: the recipient's columns, the job's counts, the report's
/// row and, for unsubscribes, complaints and permanent failures, the suppression.
struct Change {
    event_id: Uuid,
    email: String,
    type_id: i16,
    at: DateTime<Utc>,
    source: &'static str,
    columns: Vec<(&'static str, Value)>,
    counts: Vec<(&'static str, i32)>,
    url: Option<String>,
    reason: Option<String>,
    raw: Value,
    headers: Option<Value>,
    suppress: Option<&'static str>,
}

fn merge(raw: &Value, extra: Value) -> Value {
    match (raw, extra) {
        (Value::Object(base), Value::Object(more)) => {
            let mut out = base.clone();
            for (k, v) in more {
                out.entry(k).or_insert(v);
            }
            Value::Object(out)
        }
        (Value::Null, extra) => extra,
        (raw, _) => raw.clone(),
    }
}

impl Change {
    fn new(event: &EmailDeliveryEvent) -> Self {
        let (email, at, source) = match event {
            EmailDeliveryEvent::EmailAccepted { email, at, .. } => (email, at, "smtp"),
            EmailDeliveryEvent::EmailTemporarilyFailed {
                email, at, source, ..
            }
            | EmailDeliveryEvent::EmailPermanentlyFailed {
                email, at, source, ..
            }
            | EmailDeliveryEvent::EmailDelivered {
                email, at, source, ..
            }
            | EmailDeliveryEvent::EmailOpened {
                email, at, source, ..
            }
            | EmailDeliveryEvent::EmailClicked {
                email, at, source, ..
            }
            | EmailDeliveryEvent::EmailUnsubscribed {
                email, at, source, ..
            }
            | EmailDeliveryEvent::EmailComplained {
                email, at, source, ..
            } => (email, at, source_name(source)),
        };
        Self {
            event_id: event.event_id(),
            email: email.clone(),
            type_id: event.event_type_id().id() as i16,
            at: *at,
            source,
            columns: Vec::new(),
            counts: Vec::new(),
            url: None,
            reason: None,
            raw: Value::Object(Default::default()),
            headers: None,
            suppress: None,
        }
    }

    fn set(&mut self, column: &'static str, value: Value) {
        self.columns.push((column, value));
    }

    fn set_time(&mut self, column: &'static str, at: DateTime<Utc>) {
        self.columns.push((column, Value::from(at.to_rfc3339())));
    }

    fn count(&mut self, column: &'static str, by: i32) {
        self.counts.push((column, by));
    }

    /// A first-time outcome: its time on the recipient, and one more recipient in the count.
    fn first(
        &mut self,
        current: &Option<DateTime<Utc>>,
        column: &'static str,
        count: &'static str,
        at: DateTime<Utc>,
    ) {
        if current.is_none() {
            self.set_time(column, at);
            self.count(count, 1);
        }
    }

    async fn write(
        self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        delivery_id: Uuid,
        job_id: Uuid,
    ) -> Result<(), ProjectionError> {
        // The recipient's columns travel as one JSON object and are read back per column with
        // its type, so every event kind is one statement of the same shape.
        let mut assignments = vec!["version = $2".to_owned()];
        let mut values = serde_json::Map::new();
        for (column, value) in self.columns {
            let cast = match column {
                "status" => "::smallint",
                "attempts" => "::int",
                "temporarily_failed" => "::boolean",
                c if c.ends_with("_at") => "::timestamptz",
                _ => "",
            };
            assignments.push(format!("{column} = ($3::jsonb ->> '{column}'){cast}"));
            values.insert(column.to_owned(), value);
        }
        sqlx::query(&format!(
            "UPDATE email_deliveries SET {} WHERE delivery_id = $1",
            assignments.join(", ")
        ))
        .bind(delivery_id)
        .bind(event.sequence)
        .bind(Value::Object(values))
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        if !self.counts.is_empty() {
            let sets = self
                .counts
                .iter()
                .map(|(column, by)| format!("{column} = {column} + ({by})"))
                .collect::<Vec<_>>()
                .join(", ");
            sqlx::query(&format!(
                "UPDATE email_jobs SET {sets}, updated_at = GREATEST(updated_at, $2)
                 WHERE job_id = $1"
            ))
            .bind(job_id)
            .bind(self.at)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        }
        sqlx::query(
            "INSERT INTO email_events (event_id, job_id, delivery_id, email, type_id,
                 occurred_at, sequence, source, url, reason, raw, headers)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
             ON CONFLICT (event_id) DO NOTHING",
        )
        .bind(self.event_id)
        .bind(job_id)
        .bind(delivery_id)
        .bind(&self.email)
        .bind(self.type_id)
        .bind(self.at)
        .bind(event.position.global_position)
        .bind(self.source)
        .bind(self.url)
        .bind(self.reason)
        .bind(self.raw)
        .bind(self.headers)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        if let Some(reason) = self.suppress {
            sqlx::query(
                "INSERT INTO email_suppressions (email, reason, job_id, at)
                 VALUES (lower($1), $2, $3, $4) ON CONFLICT (email) DO NOTHING",
            )
            .bind(&self.email)
            .bind(reason)
            .bind(job_id)
            .bind(self.at)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        }
        Ok(())
    }
}

#[async_trait]
impl Projection for EmailsProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["EmailTemplate", "EmailJob", "EmailDelivery"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "email_templates",
            "email_jobs",
            "email_deliveries",
            "email_events",
            "email_suppressions",
            "email_template_trash",
            "email_job_trash",
        ]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        match event.aggregate_type.as_str() {
            "EmailTemplate" => self.template(conn, event).await,
            "EmailJob" => self.job(conn, event).await,
            "EmailDelivery" => self.delivery(conn, event).await,
            _ => Ok(None),
        }
    }
}

/// What email jobs mean to the notification centre (docs/notifications.md): the author is
/// told when a job completes, and whether some recipients failed for good.
static NOTIFICATIONS: [Source; 2] = [
    Source {
        aggregate_type: "EmailJob",
        activity: true,
        rules: &[
            Rule {
                event_type: "EmailJobCompleted",
                when: NO_FAILURES,
                kind: "EMAIL_JOB_COMPLETED",
                recipients: Recipients::Owner,
                who: "the email job's author",
            },
            Rule {
                event_type: "EmailJobCompleted",
                when: SOME_FAILURES,
                kind: "EMAIL_JOB_FAILED",
                recipients: Recipients::Owner,
                who: "the email job's author",
            },
        ],
        facts: job_facts,
    },
    Source {
        aggregate_type: "EmailDelivery",
        activity: false,
        rules: &[],
        facts: delivery_facts,
    },
];

const NO_FAILURES: &str = "no recipient failed permanently";
const SOME_FAILURES: &str = "some recipients failed permanently";

fn job_facts<'a>(
    conn: &'a mut PgConnection,
    event: &'a JournalEvent,
) -> futures::future::BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async move {
        let mut facts = Facts::default();
        match event.event_type.as_str() {
            "EmailJobCreated" => {
                if let EmailJobEvent::EmailJobCreated {
                    job_id, author_id, ..
                } = event
                    .decode::<EmailJobEvent>()
                    .map_err(|e| ProjectionError::decode(event, e))?
                {
                    notifications::set_subject(conn, job_id, Some(author_id), Default::default())
                        .await?;
                }
            }
            "EmailJobCompleted" => {
                if let Ok(job_id) = Uuid::parse_str(&event.aggregate_id) {
                    let failures = notifications::failures_of(conn, job_id).await?;
                    facts.conditions.push(if failures > 0 {
                        SOME_FAILURES
                    } else {
                        NO_FAILURES
                    });
                }
            }
            _ => {}
        }
        Ok(facts)
    })
}

fn delivery_facts<'a>(
    conn: &'a mut PgConnection,
    event: &'a JournalEvent,
) -> futures::future::BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async move {
        // Only failures count; other outcomes are not worth a decode of their raw reports.
        if event.event_type == "EmailPermanentlyFailed"
            && let EmailDeliveryEvent::EmailPermanentlyFailed { job_id, .. } = event
                .decode::<EmailDeliveryEvent>()
                .map_err(|e| ProjectionError::decode(event, e))?
        {
            notifications::count_failure(conn, job_id).await?;
        }
        Ok(Facts::default())
    })
}
