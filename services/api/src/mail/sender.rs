//! The sender (issue 17): a process manager that works through the `email_outbox` read model
//! and records every outcome as an event.
//!
//! - It holds a lease, a session advisory lock on a connection of its own, like a projection
//!   worker: one sender in a cluster sends; another node's waits and takes over when the
//!   lease's connection goes away (its process died).
//! - Its checkpoint is the `email_outbox` projection's: what is due is a read model of the
//!   journal (queued recipients minus final outcomes, a retry's due time from its event), so
//!   the sender keeps no state of its own that a crash could lose.
//! - It queues scheduled jobs when they are due (resolving a batch's recipients then, and
//!   skipping suppressed addresses), sends due messages paced by rate and concurrency
//!   (listmonk's two knobs), and completes a job once none of its recipients is left.
//!
//! *Invariant (at least once, with one small window):* a recipient leaves the work list only
//! through an event recorded after its message was handed over, so a crash never loses a
//! message. A message is sent twice only if the process dies after the relay accepted it and
//! before its `EmailAccepted` event commits: the time of one append (milliseconds), for the
//! messages in flight at that moment (at most twice `concurrency`: those being handed over and
//! those whose outcome is being appended). Both copies carry the same
//! Message-ID, so a receiving system can drop the second. Outcomes already appended but not
//! yet applied to the work list are remembered in memory until the projection passes them,
//! and a new lease holder first waits for the projection to reach the journal's head.

use std::collections::HashMap;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::{DateTime, Utc};
use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};
use sqlx::{Connection, PgConnection};
use staffhub_domain::emails::{
    EmailDelivery, EmailDeliveryCommand, EmailDeliveryError, EmailDeliveryServices, EmailJob,
    EmailJobCommand, EmailJobError,
};
use staffhub_journal::{ExecuteError, JournalPosition, Metadata};
use tokio::sync::{Semaphore, watch};
use tokio::task::{JoinHandle, JoinSet};
use uuid::Uuid;

use super::MailConfig;
use super::render::{self, AttachmentFile, Content, Recipient};
use super::tokens::Tokens;
use super::transport::Transport;
use crate::state::AppState;

/// The lease's advisory-lock key.
const LEASE: &str = "staffhub.email_sender";
/// How often an idle sender looks for due work.
const IDLE: Duration = Duration::from_millis(200);
/// Due recipients read per round.
const BATCH: i64 = 1000;

/// Everything the sender needs, shared by its send tasks.
pub struct Sender {
    state: AppState,
    config: MailConfig,
    transport: Arc<Transport>,
    tokens: Tokens,
    public_url: String,
    limiter: Option<DefaultDirectRateLimiter>,
    /// Messages being handed to the relay (`concurrency`).
    permits: Semaphore,
    /// Messages handed over whose outcome is being appended (also `concurrency`): a message
    /// gives back its relay slot once it holds one of these, so the relay's connections are
    /// not idle while the journal commits, and what is sent but not yet recorded stays
    /// bounded (the double-send window: at most twice `concurrency` messages).
    recording: Semaphore,
    /// Recipients being sent (None) or whose outcome was appended at a position the work list
    /// may not have reached yet.
    in_flight: Mutex<HashMap<Uuid, Option<JournalPosition>>>,
    contents: Mutex<HashMap<Uuid, Arc<Content>>>,
    /// Set on shutdown: messages not yet handed over stay in the work list for the next
    /// sender instead of being sent on the way out.
    stopping: std::sync::atomic::AtomicBool,
}

impl std::fmt::Debug for Sender {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sender")
            .field("transport", &self.transport)
            .finish_non_exhaustive()
    }
}

/// Starts the sender; it stops when `shutdown` says so.
pub fn spawn(
    state: AppState,
    config: MailConfig,
    transport: Arc<Transport>,
    tokens: Tokens,
    public_url: String,
    shutdown: watch::Receiver<bool>,
) -> JoinHandle<()> {
    let limiter = NonZeroU32::new(config.rate_per_second)
        .map(|rate| RateLimiter::direct(Quota::per_second(rate)));
    let sender = Arc::new(Sender {
        permits: Semaphore::new(config.concurrency),
        recording: Semaphore::new(config.concurrency),
        state,
        config,
        transport,
        tokens,
        public_url,
        limiter,
        in_flight: Mutex::new(HashMap::new()),
        contents: Mutex::new(HashMap::new()),
        stopping: std::sync::atomic::AtomicBool::new(false),
    });
    tokio::spawn(sender.run(shutdown))
}

#[derive(sqlx::FromRow)]
struct Due {
    delivery_id: Uuid,
    job_id: Uuid,
    email: String,
    name: Option<String>,
    organization_name: Option<String>,
    attempts: i32,
    version: i64,
}

#[derive(sqlx::FromRow)]
struct Scheduled {
    job_id: Uuid,
    kind: i16,
    target_emails: Vec<String>,
    deal_status_ids: Option<Vec<i32>>,
    condition_tag_ids: Option<Vec<Uuid>>,
}

impl Sender {
    async fn run(self: Arc<Self>, mut shutdown: watch::Receiver<bool>) {
        let mut sends = JoinSet::new();
        while !*shutdown.borrow() {
            let Some(mut lease) = self.lease().await else {
                tokio::select! {
                    _ = tokio::time::sleep(Duration::from_secs(1)) => {}
                    _ = shutdown.changed() => {}
                }
                continue;
            };
            tracing::info!("email sender holds the lease");
            self.in_flight.lock().expect("not poisoned").clear();
            if let Err(error) = self.catch_up(&mut shutdown).await {
                tracing::warn!(error = %error, "email sender could not read the work list's progress");
                continue;
            }
            loop {
                if *shutdown.borrow() {
                    break;
                }
                // A lease is only as good as its connection: if it broke, the lock is gone.
                if sqlx::query("SELECT 1").execute(&mut lease).await.is_err() {
                    tracing::warn!("email sender lost its lease connection");
                    break;
                }
                let busy = match self.round(&mut sends).await {
                    Ok(busy) => busy,
                    Err(error) => {
                        tracing::warn!(error = %error, "email sender round failed");
                        false
                    }
                };
                while sends.try_join_next().is_some() {}
                let pause = if busy {
                    Duration::from_millis(20)
                } else {
                    IDLE
                };
                tokio::select! {
                    _ = tokio::time::sleep(pause) => {}
                    _ = shutdown.changed() => {}
                }
            }
            let _ = lease.close().await;
        }
        // Messages being handed over finish and record their outcome before the process goes;
        // the ones still waiting for their turn are left for the next sender.
        self.stopping
            .store(true, std::sync::atomic::Ordering::Release);
        while sends.join_next().await.is_some() {}
    }

    /// A connection holding the lease, or None when another sender has it.
    async fn lease(&self) -> Option<PgConnection> {
        let connection = self.state.pool.acquire().await.ok()?;
        let mut connection = connection.detach();
        let held: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock(hashtext($1)::bigint)")
            .bind(LEASE)
            .fetch_one(&mut connection)
            .await
            .ok()?;
        if held {
            Some(connection)
        } else {
            let _ = connection.close().await;
            None
        }
    }

    /// Waits until the work list reflects every event appended before the lease was taken,
    /// so nothing a previous holder recorded is sent again.
    async fn catch_up(&self, shutdown: &mut watch::Receiver<bool>) -> Result<(), sqlx::Error> {
        let mut conn = self.state.pool.acquire().await?;
        let Some(head) = staffhub_journal::head_position(&mut conn).await? else {
            return Ok(());
        };
        loop {
            let at = staffhub_projections::read_checkpoint(&mut conn, "email_outbox").await?;
            if at >= head || *shutdown.borrow() {
                return Ok(());
            }
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_millis(50)) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// One round: queue due jobs, start due messages, complete finished jobs. True when it
    /// started anything (the next round comes sooner).
    async fn round(self: &Arc<Self>, sends: &mut JoinSet<()>) -> Result<bool, sqlx::Error> {
        let pool = &self.state.pool;
        // Outcomes the work list has applied need no remembering.
        let mut conn = pool.acquire().await?;
        let checkpoint = staffhub_projections::read_checkpoint(&mut conn, "email_outbox").await?;
        drop(conn);
        let skip: Vec<Uuid> = {
            let mut in_flight = self.in_flight.lock().expect("not poisoned");
            in_flight.retain(|_, at| at.is_none_or(|at| at > checkpoint));
            in_flight.keys().copied().collect()
        };

        let scheduled: Vec<Scheduled> = sqlx::query_as(
            "SELECT job_id, kind, target_emails, deal_status_ids, condition_tag_ids
             FROM email_outbox_jobs WHERE status = 1 AND scheduled_send_time <= now()
             ORDER BY scheduled_send_time LIMIT 20",
        )
        .fetch_all(pool)
        .await?;
        for job in scheduled {
            self.queue(job).await;
        }

        let due: Vec<Due> = sqlx::query_as(
            "SELECT o.delivery_id, o.job_id, o.email, o.name, o.organization_name, o.attempts,
                    o.version
             FROM email_outbox o
             JOIN email_outbox_jobs j ON j.job_id = o.job_id AND j.status = 2
             WHERE o.due_at <= now() AND NOT (o.delivery_id = ANY($1))
             ORDER BY o.due_at, o.delivery_id
             LIMIT $2",
        )
        .bind(&skip)
        .bind(BATCH)
        .fetch_all(pool)
        .await?;
        let busy = !due.is_empty();
        for row in due {
            let content = match self.content(row.job_id).await {
                Ok(content) => content,
                Err(error) => {
                    tracing::warn!(job_id = %row.job_id, error = %error, "email job content unavailable");
                    continue;
                }
            };
            self.in_flight
                .lock()
                .expect("not poisoned")
                .insert(row.delivery_id, None);
            let sender = self.clone();
            sends.spawn(async move { sender.send(content, row).await });
        }

        let finished: Vec<Uuid> = sqlx::query_scalar(
            "SELECT j.job_id FROM email_outbox_jobs j
             WHERE j.status = 2
               AND NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.job_id = j.job_id)",
        )
        .fetch_all(pool)
        .await?;
        for job_id in finished {
            self.job_command(job_id, EmailJobCommand::Complete).await;
            self.contents.lock().expect("not poisoned").remove(&job_id);
        }
        Ok(busy)
    }

    /// Resolves a due job's recipients and queues it. A job that grew past the limit since it
    /// was scheduled goes back to draft, where its author sees it.
    async fn queue(&self, job: Scheduled) {
        let audience = if job.kind == 2 {
            crate::read::emails::batch_audience(
                &self.state.reads,
                &job.deal_status_ids.unwrap_or_default(),
                &job.condition_tag_ids.unwrap_or_default(),
            )
            .await
        } else {
            crate::read::emails::single_audience(&self.state.reads, &job.target_emails).await
        };
        let audience = match audience {
            Ok(audience) => audience,
            Err(error) => {
                tracing::warn!(job_id = %job.job_id, error = %error, "resolving recipients failed");
                return;
            }
        };
        let (recipients, skipped) = audience.into_recipients();
        let queued = self
            .job_command(
                job.job_id,
                EmailJobCommand::Queue {
                    recipients,
                    skipped,
                    recipient_limit: self.config.recipient_limit,
                },
            )
            .await;
        if let Some(EmailJobError::TooManyRecipients) = queued {
            tracing::warn!(job_id = %job.job_id, "job has too many recipients now; back to draft");
            self.job_command(job.job_id, EmailJobCommand::Cancel).await;
        }
    }

    /// Runs a command on a job as the system; returns the rejection, if any.
    async fn job_command(&self, job_id: Uuid, command: EmailJobCommand) -> Option<EmailJobError> {
        match self
            .state
            .journal
            .execute::<EmailJob>(
                &job_id.to_string(),
                command,
                &self.state.email_job_services,
                &Metadata::system(),
            )
            .await
        {
            Ok(_) => None,
            Err(ExecuteError::Rejected(rejection)) => Some(rejection),
            Err(error) => {
                tracing::warn!(%job_id, error = %error, "email job command failed");
                None
            }
        }
    }

    /// The job's content with its attachments' bytes, read once per job.
    async fn content(&self, job_id: Uuid) -> Result<Arc<Content>, crate::error::ApiError> {
        if let Some(content) = self.contents.lock().expect("not poisoned").get(&job_id) {
            return Ok(content.clone());
        }
        let row = crate::read::emails::outbox_content(&self.state.reads, job_id).await?;
        let mut attachments = Vec::with_capacity(row.attachments.len());
        for file in row.attachments {
            let bytes = self
                .state
                .files
                .get(&file.storage_key)
                .await?
                .unwrap_or_default();
            attachments.push(AttachmentFile {
                name: file.name,
                content_type: file.content_type,
                bytes,
            });
        }
        let content = Arc::new(Content {
            job_id,
            sender_email: row.sender_email,
            sender_name: row.sender_name,
            subject: row.subject,
            html: row.html,
            tag_names: row.tag_names,
            cc_emails: row.cc_emails,
            bcc_emails: row.bcc_emails,
            attachments,
        });
        self.contents
            .lock()
            .expect("not poisoned")
            .insert(job_id, content.clone());
        Ok(content)
    }

    /// Hands one message over and records its outcome.
    async fn send(self: Arc<Self>, content: Arc<Content>, due: Due) {
        let Ok(sending) = self.permits.acquire().await else {
            return;
        };
        if let Some(limiter) = &self.limiter {
            limiter.until_ready().await;
        }
        if self.stopping.load(std::sync::atomic::Ordering::Acquire) {
            return;
        }
        let recipient = Recipient {
            delivery_id: due.delivery_id,
            email: due.email.clone(),
            name: due.name.clone(),
            organization_name: due.organization_name.clone(),
        };
        let now = Utc::now;
        let command = match render::render(&content, &recipient, &self.public_url, &self.tokens) {
            Err(error) => failure(&due, content.job_id, now(), true, error.to_string(), None),
            Ok(message) => match self.transport.send(due.delivery_id, &message).await {
                Ok(accepted) => EmailDeliveryCommand::RecordAccepted {
                    event_id: Uuid::now_v7(),
                    job_id: content.job_id,
                    email: due.email.clone(),
                    at: now(),
                    message_id: message.message_id,
                    response: accepted.response,
                    headers: message.headers,
                },
                Err(failed) => {
                    let attempt = due.attempts as u32 + 1;
                    if failed.permanent || attempt >= self.config.max_attempts {
                        let reason = if failed.permanent {
                            failed.reason
                        } else {
                            format!("gave up after {attempt} attempts: {}", failed.reason)
                        };
                        failure(&due, content.job_id, now(), true, reason, None)
                    } else {
                        let delay = self.config.retry_base * 2u32.pow(attempt.min(12) - 1);
                        let delay = delay.min(Duration::from_secs(6 * 60 * 60));
                        let retry_at = now()
                            + chrono::Duration::from_std(delay).unwrap_or(chrono::Duration::MAX);
                        failure(
                            &due,
                            content.job_id,
                            now(),
                            false,
                            failed.reason,
                            Some(retry_at),
                        )
                    }
                }
            },
        };
        let Ok(_recording) = self.recording.acquire().await else {
            return;
        };
        drop(sending);
        let position = match self
            .record(due.delivery_id, due.version == 0, command)
            .await
        {
            Some(position) => position,
            // Refused: the journal already has a final outcome the work list has not applied
            // yet; it is somewhere before the head.
            None => self.head().await,
        };
        self.in_flight
            .lock()
            .expect("not poisoned")
            .insert(due.delivery_id, Some(position));
    }

    /// The journal's newest position (the end, when it cannot be read: kept until it can).
    async fn head(&self) -> JournalPosition {
        let head = match self.state.pool.acquire().await {
            Ok(mut conn) => staffhub_journal::head_position(&mut conn)
                .await
                .ok()
                .flatten(),
            Err(_) => None,
        };
        head.unwrap_or(JournalPosition {
            transaction_id: i64::MAX,
            global_position: i64::MAX,
        })
    }

    /// Appends an outcome, retrying while the journal is unreachable: the message is out, and
    /// its outcome must not be lost while this process lives.
    async fn record(
        &self,
        delivery_id: Uuid,
        first: bool,
        command: EmailDeliveryCommand,
    ) -> Option<JournalPosition> {
        let id = delivery_id.to_string();
        if first {
            self.state.journal.expect_new::<EmailDelivery>(&id);
        }
        let mut pause = Duration::from_millis(100);
        loop {
            match self
                .state
                .journal
                .execute::<EmailDelivery>(
                    &id,
                    command.clone(),
                    &EmailDeliveryServices,
                    &Metadata::system(),
                )
                .await
            {
                Ok(committed) => return Some(committed.position),
                Err(ExecuteError::Rejected(
                    EmailDeliveryError::AlreadyAccepted | EmailDeliveryError::AlreadyFailed,
                )) => return None,
                Err(ExecuteError::Rejected(rejection)) => {
                    tracing::warn!(%delivery_id, error = %rejection, "outcome refused");
                    return None;
                }
                Err(error) => {
                    // On the way out it gives up after a few tries: the recipient stays in
                    // the work list and is sent again by the next sender (the double-send
                    // window, widened by the outage).
                    if self.stopping.load(std::sync::atomic::Ordering::Acquire)
                        && pause >= Duration::from_secs(1)
                    {
                        tracing::error!(%delivery_id, error = %error, "an outcome could not be recorded before shutdown");
                        return None;
                    }
                    tracing::warn!(%delivery_id, error = %error, "recording an outcome failed; retrying");
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_secs(5));
                }
            }
        }
    }
}

fn failure(
    due: &Due,
    job_id: Uuid,
    at: DateTime<Utc>,
    permanent: bool,
    reason: String,
    retry_at: Option<DateTime<Utc>>,
) -> EmailDeliveryCommand {
    EmailDeliveryCommand::RecordSendFailure {
        event_id: Uuid::now_v7(),
        job_id,
        email: due.email.clone(),
        at,
        reason,
        permanent,
        attempt: due.attempts as u32 + 1,
        retry_at,
    }
}
