//! Projection "email_outbox" (issue 17): the sender's work list, kept from the journal like
//! any read model, so the sender (`staffhub_api::mail::sender`) needs no state of its own and
//! a rebuild gives it back.
//!
//! - `email_outbox_jobs`: every job not yet completed, with the content the sender renders and
//!   its status and scheduled time (the sender queues a scheduled job when it is due).
//! - `email_outbox`: one row per recipient of a queued job until it has a final outcome
//!   (accepted, or failed permanently). A temporary failure moves its due time to the retry
//!   time the event carries, so the backoff is decided once, by the sender, and replays agree.
//!
//! It publishes no change notices: people read the `emails` projection, which sees the same
//! events.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::emails::{EmailDeliveryEvent, EmailJobEvent, EmailJobStatus, EventSource};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::emails::{CONTENT_COLUMNS, content_assignments, job_fields, kind_id};
use crate::{ChangeNotice, Projection, ProjectionError, guarded};

pub struct EmailOutboxProjection;

const NAME: &str = "email_outbox";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

impl EmailOutboxProjection {
    async fn job(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<(), ProjectionError> {
        let decoded = event
            .decode::<EmailJobEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let job_id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        let status = |s: EmailJobStatus| s.id() as i16;
        match decoded {
            // A draft restored from the trash (issue 35 §1) is taken up again as it was.
            EmailJobEvent::EmailJobCreated {
                kind,
                content,
                audience,
                scheduled_send_time,
                ..
            }
            | EmailJobEvent::EmailJobRestored {
                kind,
                content,
                audience,
                scheduled_send_time,
            } => {
                let columns = CONTENT_COLUMNS.join(", ");
                let sql = format!(
                    "INSERT INTO email_outbox_jobs (job_id, kind, status, scheduled_send_time,
                         version, {columns})
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                         $16, $17)
                     ON CONFLICT (job_id) DO NOTHING"
                );
                let query = sqlx::query(&sql)
                    .bind(job_id)
                    .bind(kind_id(kind))
                    .bind(status(EmailJobStatus::Draft))
                    .bind(scheduled_send_time)
                    .bind(event.sequence);
                job_fields(content, audience)
                    .bind(query)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
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
                    "email_outbox_jobs",
                    "job_id",
                    &assignments,
                    |q| job_fields(content, audience).bind(q.bind(scheduled_send_time)),
                )
                .await?;
            }
            EmailJobEvent::EmailJobScheduled { at: send_at } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_outbox_jobs",
                    "job_id",
                    "status = $4, scheduled_send_time = $5",
                    |q| q.bind(status(EmailJobStatus::Scheduled)).bind(send_at),
                )
                .await?;
            }
            EmailJobEvent::EmailJobCancelled {} => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "email_outbox_jobs",
                    "job_id",
                    "status = $4",
                    |q| q.bind(status(EmailJobStatus::Draft)),
                )
                .await?;
            }
            EmailJobEvent::EmailJobQueued { recipients, .. } => {
                let applied: Option<i64> = sqlx::query_scalar(
                    "UPDATE email_outbox_jobs SET status = $2, version = $3
                     WHERE job_id = $1 AND version < $3 RETURNING version",
                )
                .bind(job_id)
                .bind(status(EmailJobStatus::Queued))
                .bind(event.sequence)
                .fetch_optional(&mut *conn)
                .await
                .map_err(db)?;
                if applied.is_some() {
                    let mut ids = Vec::with_capacity(recipients.len());
                    let mut emails = Vec::with_capacity(recipients.len());
                    let mut names = Vec::with_capacity(recipients.len());
                    let mut organizations = Vec::with_capacity(recipients.len());
                    for r in recipients {
                        ids.push(r.delivery_id);
                        emails.push(r.email);
                        names.push(r.name);
                        organizations.push(r.organization_name);
                    }
                    sqlx::query(
                        "INSERT INTO email_outbox (delivery_id, job_id, email, name,
                             organization_name, due_at)
                         SELECT d, $1, e, n, o, $2
                         FROM UNNEST($3::uuid[], $4::text[], $5::text[], $6::text[])
                              AS t(d, e, n, o)
                         ON CONFLICT (delivery_id) DO NOTHING",
                    )
                    .bind(job_id)
                    .bind(at)
                    .bind(ids)
                    .bind(emails)
                    .bind(names)
                    .bind(organizations)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                }
            }
            EmailJobEvent::EmailJobCompleted {} | EmailJobEvent::EmailJobDeleted {} => {
                sqlx::query("DELETE FROM email_outbox_jobs WHERE job_id = $1")
                    .bind(job_id)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
            }
        }
        Ok(())
    }

    async fn delivery(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<(), ProjectionError> {
        let delivery_id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        // Only the sender's outcomes move the work list; opens, clicks and provider reports
        // come after the recipient has left it.
        if !matches!(
            event.event_type.as_str(),
            "EmailAccepted" | "EmailPermanentlyFailed" | "EmailTemporarilyFailed"
        ) {
            return Ok(());
        }
        let decoded = event
            .decode::<EmailDeliveryEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        match decoded {
            EmailDeliveryEvent::EmailAccepted { .. }
            | EmailDeliveryEvent::EmailPermanentlyFailed { .. } => {
                sqlx::query("DELETE FROM email_outbox WHERE delivery_id = $1")
                    .bind(delivery_id)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
            }
            EmailDeliveryEvent::EmailTemporarilyFailed {
                attempt,
                retry_at: Some(retry_at),
                source: EventSource::Smtp,
                ..
            } => {
                sqlx::query(
                    "UPDATE email_outbox SET due_at = $2, attempts = $3, version = $4
                     WHERE delivery_id = $1 AND version < $4",
                )
                .bind(delivery_id)
                .bind(retry_at)
                .bind(attempt as i32)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
            }
            _ => {}
        }
        Ok(())
    }
}

#[async_trait]
impl Projection for EmailOutboxProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["EmailJob", "EmailDelivery"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["email_outbox_jobs", "email_outbox"]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        match event.aggregate_type.as_str() {
            "EmailJob" => self.job(conn, event).await?,
            "EmailDelivery" => self.delivery(conn, event).await?,
            _ => {}
        }
        Ok(None)
    }
}
