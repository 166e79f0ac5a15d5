use std::collections::HashSet;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    EmailAudience, EmailConditions, EmailContent, EmailJobCommand, EmailJobEvent, EmailJobKind,
    EmailJobStatus, EmailRecipient, EmailTemplateStatus, SkippedRecipient,
};
use crate::emails::{MAX_NAME_CHARS, MAX_SUBJECT_CHARS, MAX_TAG_NAMES, unique, valid_html};
use crate::organizations::DealStatus;
use crate::text;

/// Why an email job command was rejected. Each variant maps to one catalogue code at the
/// edge; the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmailJobError {
    #[error("Email job not found")]
    NotFound,
    /// Issue 35 §1: only a deleted draft is restored.
    #[error("The email job is not deleted")]
    NotDeleted,
    /// A send time more than [`SEND_TIME_GRACE`] in the past, or more than
    /// [`SEND_TIME_HORIZON`] ahead (issue 37 §9: spec §8 'Invalid send time').
    #[error("Invalid send time")]
    InvalidSendTime,
    #[error("Email job already exists")]
    AlreadyExists,
    /// A single job's audience for a batch job, or the other way round.
    #[error("Invalid audience")]
    InvalidAudience,
    /// The sender's or a recipient's address, as sent.
    #[error("Invalid email: {email}")]
    InvalidEmail { email: String },
    #[error("Invalid sender name")]
    InvalidSenderName,
    #[error("Invalid subject")]
    InvalidSubject,
    /// A blank body, or one over [`MAX_HTML_BYTES`](crate::emails::MAX_HTML_BYTES).
    #[error("Invalid html")]
    InvalidHtml,
    /// More than [`MAX_TAG_NAMES`] distinct tag names.
    #[error("Too many tags")]
    TooManyTags,
    /// A batch job without deal stages, or with a stage that is not one of spec §4's.
    #[error("Invalid conditions")]
    InvalidConditions,
    /// Spec §8, class 205.
    #[error("Too many recipients specified")]
    TooManyRecipients,
    #[error("No recipients")]
    NoRecipients,
    #[error("Template not found")]
    TemplateNotFound,
    /// Spec §8: a job may only use an active template.
    #[error("Template is not active")]
    TemplateNotActive,
    #[error("Only a draft can be changed")]
    NotDraft,
    #[error("Only a scheduled job can be cancelled")]
    NotScheduled,
    #[error("Only a queued job can be completed")]
    NotQueued,
    /// Spec §5: updates equal to current data are rejected (§8 'Nothing changed').
    #[error("Nothing changed")]
    NothingChanged,
    /// A queue whose deliveries share an id, or that names one address twice.
    #[error("Invalid recipients")]
    InvalidRecipients,
}

/// Lookups the job rules need, answered at the edge from the write side.
#[async_trait::async_trait]
pub trait EmailJobLookup: Send + Sync {
    /// The template's status, `None` when there is no such template.
    async fn template_status(&self, id: Uuid) -> Option<EmailTemplateStatus>;
}

/// The services an email job command may use.
#[derive(Clone)]
pub struct EmailJobServices {
    pub lookup: Arc<dyn EmailJobLookup>,
}

/// An email job's state, as far as its rules need it. Before creation `id` is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct EmailJob {
    id: Option<Uuid>,
    author_id: Uuid,
    kind: EmailJobKind,
    status: EmailJobStatus,
    content: EmailContent,
    /// `None` only before creation.
    audience: Option<EmailAudience>,
    scheduled_send_time: Option<DateTime<Utc>>,
    /// When a scheduled job is to be sent.
    scheduled_at: Option<DateTime<Utc>>,
    recipient_count: usize,
    skipped_count: usize,
    /// A deleted draft (issue 37 §6): it takes no more commands.
    #[serde(default)]
    deleted: bool,
}

impl EmailJob {
    /// Whether the job was created and not deleted.
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// Whether the job was a draft that was deleted.
    pub fn is_deleted(&self) -> bool {
        self.deleted
    }

    /// Draft before creation (see [`exists`](Self::exists)).
    pub fn status(&self) -> EmailJobStatus {
        self.status
    }

    pub fn kind(&self) -> EmailJobKind {
        self.kind
    }

    /// How many deliveries the job was queued with; 0 until it is queued.
    pub fn recipient_count(&self) -> usize {
        self.recipient_count
    }

    /// How many addresses were left out when the job was queued; 0 until it is queued.
    pub fn skipped_count(&self) -> usize {
        self.skipped_count
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    pub fn author_id(&self) -> Uuid {
        self.author_id
    }

    pub fn content(&self) -> &EmailContent {
        &self.content
    }

    /// `None` before creation.
    pub fn audience(&self) -> Option<&EmailAudience> {
        self.audience.as_ref()
    }

    /// The send time the form asked for, if any.
    pub fn scheduled_send_time(&self) -> Option<DateTime<Utc>> {
        self.scheduled_send_time
    }

    /// When the job is to be sent: set while scheduled, and kept once it is queued.
    pub fn scheduled_at(&self) -> Option<DateTime<Utc>> {
        self.scheduled_at
    }
}

/// An address as recorded (trimmed, lower-cased), or the rejection naming it as sent.
fn valid_email(email: &str) -> Result<String, EmailJobError> {
    text::email(email).ok_or_else(|| EmailJobError::InvalidEmail {
        email: email.to_owned(),
    })
}

/// A list of addresses, each valid and lower-cased, without repeats in first-seen order (so
/// `Ada@example.com` and `ada@example.com` are one address).
fn valid_emails(emails: Vec<String>) -> Result<Vec<String>, EmailJobError> {
    let emails = emails
        .iter()
        .map(|email| valid_email(email))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(unique(emails))
}

/// The content checks, in the form's field order (also those of a test message, which is
/// not a job but must pass what a job would).
pub fn validate_content(content: EmailContent) -> Result<EmailContent, EmailJobError> {
    let sender_email = valid_email(&content.sender_email)?;
    let sender_name = text::header_text(&content.sender_name, MAX_NAME_CHARS)
        .ok_or(EmailJobError::InvalidSenderName)?;
    let subject = text::header_text(&content.subject, MAX_SUBJECT_CHARS)
        .ok_or(EmailJobError::InvalidSubject)?;
    if !valid_html(&content.html) {
        return Err(EmailJobError::InvalidHtml);
    }
    // Tag names label the sends at the provider (`o:tag`); a blank one labels nothing.
    let tag_names = unique(
        content
            .tag_names
            .iter()
            .map(|name| name.trim())
            .filter(|name| !name.is_empty())
            .map(str::to_owned)
            .collect(),
    );
    if tag_names.len() > MAX_TAG_NAMES {
        return Err(EmailJobError::TooManyTags);
    }
    Ok(EmailContent {
        sender_email,
        sender_name,
        subject,
        html: content.html,
        template_id: content.template_id,
        attachment_ids: unique(content.attachment_ids),
        tag_names,
    })
}

/// The audience checks for a job of `kind`. A single job's addresses are lower-cased and
/// without repeats within each list; together they may not exceed the limit. A draft may name
/// no address yet: that is checked when it is scheduled. A batch job's deal stages are spec
/// §4's ids, at least one, without repeats.
fn validate_audience(
    kind: EmailJobKind,
    audience: EmailAudience,
    recipient_limit: usize,
) -> Result<EmailAudience, EmailJobError> {
    match (kind, audience) {
        (
            EmailJobKind::Single,
            EmailAudience::Single {
                target_emails,
                cc_emails,
                bcc_emails,
            },
        ) => {
            let audience = EmailAudience::Single {
                target_emails: valid_emails(target_emails)?,
                cc_emails: valid_emails(cc_emails)?,
                bcc_emails: valid_emails(bcc_emails)?,
            };
            if audience.address_count() > recipient_limit {
                return Err(EmailJobError::TooManyRecipients);
            }
            Ok(audience)
        }
        (EmailJobKind::Batch, EmailAudience::Batch { conditions }) => {
            let known = |id: &i32| DealStatus::from_id(*id).is_some();
            if conditions.deal_status_ids.is_empty()
                || !conditions.deal_status_ids.iter().all(known)
            {
                return Err(EmailJobError::InvalidConditions);
            }
            Ok(EmailAudience::Batch {
                conditions: EmailConditions {
                    deal_status_ids: unique(conditions.deal_status_ids),
                    tag_ids: unique(conditions.tag_ids),
                },
            })
        }
        _ => Err(EmailJobError::InvalidAudience),
    }
}

/// The checks `Create` and `Edit` share that need no lookup: the audience must fit the kind
/// before anything else is worth reporting.
fn validate(
    kind: EmailJobKind,
    content: EmailContent,
    audience: EmailAudience,
    recipient_limit: usize,
) -> Result<(EmailContent, EmailAudience), EmailJobError> {
    if audience.kind() != kind {
        return Err(EmailJobError::InvalidAudience);
    }
    let content = validate_content(content)?;
    let audience = validate_audience(kind, audience, recipient_limit)?;
    Ok((content, audience))
}

/// Spec §8: a job may only use an active template. Asked whenever a job with a template is
/// created, edited or scheduled: a template taken back to draft meanwhile stops the job.
async fn require_active_template(
    services: &EmailJobServices,
    template_id: Option<Uuid>,
) -> Result<(), EmailJobError> {
    let Some(template_id) = template_id else {
        return Ok(());
    };
    match services.lookup.template_status(template_id).await {
        None => Err(EmailJobError::TemplateNotFound),
        Some(EmailTemplateStatus::Draft) => Err(EmailJobError::TemplateNotActive),
        Some(EmailTemplateStatus::Active) => Ok(()),
    }
}

/// A queue's recipients: each delivery its own id, and each address once across recipients
/// and skipped (compared lower-cased, as addresses are): two deliveries to one address would
/// send it twice.
fn valid_queue(
    recipients: &[EmailRecipient],
    skipped: &[SkippedRecipient],
) -> Result<(), EmailJobError> {
    let mut ids = HashSet::with_capacity(recipients.len());
    if !recipients.iter().all(|r| ids.insert(r.delivery_id)) {
        return Err(EmailJobError::InvalidRecipients);
    }
    let mut emails = HashSet::with_capacity(recipients.len() + skipped.len());
    let addresses = recipients
        .iter()
        .map(|r| &r.email)
        .chain(skipped.iter().map(|s| &s.email));
    for email in addresses {
        if !emails.insert(email.trim().to_lowercase()) {
            return Err(EmailJobError::InvalidRecipients);
        }
    }
    Ok(())
}

impl EmailJob {
    fn require_status(&self, status: EmailJobStatus) -> Result<(), EmailJobError> {
        if self.status == status {
            return Ok(());
        }
        Err(match status {
            EmailJobStatus::Draft => EmailJobError::NotDraft,
            EmailJobStatus::Scheduled => EmailJobError::NotScheduled,
            EmailJobStatus::Queued | EmailJobStatus::Completed => EmailJobError::NotQueued,
        })
    }

    /// The one event `command` makes, or why it is refused.
    async fn decide(
        &self,
        command: EmailJobCommand,
        services: &EmailJobServices,
    ) -> Result<EmailJobEvent, EmailJobError> {
        if let EmailJobCommand::Create {
            job_id,
            author_id,
            kind,
            content,
            audience,
            scheduled_send_time,
            recipient_limit,
        } = command
        {
            if self.id.is_some() {
                return Err(EmailJobError::AlreadyExists);
            }
            let (content, audience) = validate(kind, content, audience, recipient_limit)?;
            require_active_template(services, content.template_id).await?;
            return Ok(EmailJobEvent::EmailJobCreated {
                job_id,
                author_id,
                kind,
                content,
                audience,
                scheduled_send_time,
            });
        }
        if let EmailJobCommand::Duplicate {
            job_id,
            author_id,
            kind,
            content,
            audience,
            recipient_limit,
        } = command
        {
            if self.id.is_some() {
                return Err(EmailJobError::AlreadyExists);
            }
            let (mut content, audience) = validate(kind, content, audience, recipient_limit)?;
            // The copy keeps what the source says; the link to a template that is no longer
            // active goes, since a job may only use an active one.
            if require_active_template(services, content.template_id)
                .await
                .is_err()
            {
                content.template_id = None;
            }
            return Ok(EmailJobEvent::EmailJobCreated {
                job_id,
                author_id,
                kind,
                content,
                audience,
                scheduled_send_time: None,
            });
        }
        // Only a deleted draft is restored (issue 35 §1); it is the one command a deleted job
        // takes.
        if let EmailJobCommand::Restore = command {
            if self.id.is_none() {
                return Err(EmailJobError::NotFound);
            }
            if !self.deleted {
                return Err(EmailJobError::NotDeleted);
            }
            return Ok(EmailJobEvent::EmailJobRestored {
                kind: self.kind,
                content: self.content.clone(),
                audience: self.audience.clone().ok_or(EmailJobError::NotFound)?,
                scheduled_send_time: self.scheduled_send_time,
            });
        }
        if !self.exists() {
            return Err(EmailJobError::NotFound);
        }
        Ok(match command {
            EmailJobCommand::Create { .. }
            | EmailJobCommand::Duplicate { .. }
            | EmailJobCommand::Restore => {
                unreachable!("handled above")
            }
            EmailJobCommand::Edit {
                content,
                audience,
                scheduled_send_time,
                recipient_limit,
            } => {
                self.require_status(EmailJobStatus::Draft)?;
                let (content, audience) = validate(self.kind, content, audience, recipient_limit)?;
                if content == self.content
                    && Some(&audience) == self.audience.as_ref()
                    && scheduled_send_time == self.scheduled_send_time
                {
                    return Err(EmailJobError::NothingChanged);
                }
                require_active_template(services, content.template_id).await?;
                EmailJobEvent::EmailJobEdited {
                    content,
                    audience,
                    scheduled_send_time,
                }
            }
            EmailJobCommand::Schedule {
                at,
                now,
                recipient_count,
                recipient_limit,
            } => {
                self.require_status(EmailJobStatus::Draft)?;
                let at = send_time(at, now)?;
                if let Some(EmailAudience::Single { target_emails, .. }) = &self.audience
                    && target_emails.is_empty()
                {
                    return Err(EmailJobError::NoRecipients);
                }
                if recipient_count > recipient_limit {
                    return Err(EmailJobError::TooManyRecipients);
                }
                if self.kind == EmailJobKind::Batch && recipient_count == 0 {
                    return Err(EmailJobError::NoRecipients);
                }
                require_active_template(services, self.content.template_id).await?;
                EmailJobEvent::EmailJobScheduled { at }
            }
            EmailJobCommand::Cancel => {
                self.require_status(EmailJobStatus::Scheduled)?;
                EmailJobEvent::EmailJobCancelled {}
            }
            EmailJobCommand::Queue {
                recipients,
                skipped,
                recipient_limit,
            } => {
                self.require_status(EmailJobStatus::Scheduled)?;
                if recipients.len() + skipped.len() > recipient_limit {
                    return Err(EmailJobError::TooManyRecipients);
                }
                valid_queue(&recipients, &skipped)?;
                EmailJobEvent::EmailJobQueued {
                    recipients,
                    skipped,
                }
            }
            EmailJobCommand::Complete => {
                self.require_status(EmailJobStatus::Queued)?;
                EmailJobEvent::EmailJobCompleted {}
            }
            EmailJobCommand::Delete => {
                self.require_status(EmailJobStatus::Draft)?;
                EmailJobEvent::EmailJobDeleted {}
            }
        })
    }
}

/// How far in the past a send time may be and still mean "now": the minutes a person spends
/// between picking the time and pressing Send. Earlier than that is a mistake (a wrong day or
/// month), and sending a batch at once on a mistaken date cannot be taken back, so it is
/// refused rather than sent.
pub const SEND_TIME_GRACE: chrono::TimeDelta = chrono::TimeDelta::minutes(5);
/// The furthest ahead a job may be scheduled.
pub const SEND_TIME_HORIZON: chrono::TimeDelta = chrono::TimeDelta::days(366);

/// The time a job is scheduled for: `at`, or `now` when `at` passed a moment ago.
pub fn send_time(at: DateTime<Utc>, now: DateTime<Utc>) -> Result<DateTime<Utc>, EmailJobError> {
    if at < now - SEND_TIME_GRACE || at > now + SEND_TIME_HORIZON {
        return Err(EmailJobError::InvalidSendTime);
    }
    Ok(at.max(now))
}

impl Aggregate for EmailJob {
    const TYPE: &'static str = "EmailJob";
    type Command = EmailJobCommand;
    type Event = EmailJobEvent;
    type Error = EmailJobError;
    type Services = EmailJobServices;

    async fn handle(
        &mut self,
        command: EmailJobCommand,
        services: &EmailJobServices,
        sink: &EventSink<Self>,
    ) -> Result<(), EmailJobError> {
        let event = self.decide(command, services).await?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: EmailJobEvent) {
        match event {
            EmailJobEvent::EmailJobCreated {
                job_id,
                author_id,
                kind,
                content,
                audience,
                scheduled_send_time,
            } => {
                *self = EmailJob {
                    id: Some(job_id),
                    author_id,
                    kind,
                    status: EmailJobStatus::Draft,
                    content,
                    audience: Some(audience),
                    scheduled_send_time,
                    scheduled_at: None,
                    recipient_count: 0,
                    skipped_count: 0,
                    deleted: false,
                };
            }
            EmailJobEvent::EmailJobEdited {
                content,
                audience,
                scheduled_send_time,
            } => {
                self.content = content;
                self.audience = Some(audience);
                self.scheduled_send_time = scheduled_send_time;
            }
            EmailJobEvent::EmailJobScheduled { at } => {
                self.status = EmailJobStatus::Scheduled;
                self.scheduled_at = Some(at);
            }
            EmailJobEvent::EmailJobCancelled {} => {
                self.status = EmailJobStatus::Draft;
                self.scheduled_at = None;
            }
            EmailJobEvent::EmailJobQueued {
                recipients,
                skipped,
            } => {
                self.status = EmailJobStatus::Queued;
                self.recipient_count = recipients.len();
                self.skipped_count = skipped.len();
            }
            EmailJobEvent::EmailJobCompleted {} => self.status = EmailJobStatus::Completed,
            EmailJobEvent::EmailJobDeleted {} => self.deleted = true,
            EmailJobEvent::EmailJobRestored { .. } => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
