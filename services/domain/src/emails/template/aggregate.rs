use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{EmailTemplateCommand, EmailTemplateEvent, EmailTemplateStatus};
use crate::emails::{MAX_NAME_CHARS, MAX_SUBJECT_CHARS, valid_html};
use crate::text;

/// Why an email template command was rejected. Each variant maps to one catalogue code at the
/// edge; the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmailTemplateError {
    /// Spec §8 "Not found: … Template".
    #[error("Template not found")]
    NotFound,
    #[error("Template already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid subject")]
    InvalidSubject,
    /// A blank body, or one over [`MAX_HTML_BYTES`](crate::emails::MAX_HTML_BYTES).
    #[error("Invalid html")]
    InvalidHtml,
    /// Spec §5: updates equal to current data are rejected (§8 'Nothing changed').
    #[error("Nothing changed")]
    NothingChanged,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    StatusUnchanged,
    /// Issue 35: only a deleted template is restored.
    #[error("The template is not deleted")]
    NotDeleted,
    /// Issue 35 (as issue 37 §1 for organizations): a template that a job still to be sent
    /// uses is not deleted from under it; the edge shows what depends on it.
    #[error("Template is in use")]
    InUse(EmailTemplateDependents),
    #[error("template lookup failed: {0}")]
    Lookup(String),
}

/// What depends on a template, counted by the edge when a delete is asked for (issue 35):
/// the jobs that use it and are not sent yet, drafts and scheduled ones (spec §4: draft 6,
/// scheduled 1), single and batch apart. A job that was sent (queued 2, completed 4) does not
/// count: it recorded its own subject and HTML when it was written (`EmailContent`, which the
/// sender renders), so the template's deletion changes nothing it sent or reports. A job still
/// to be sent does: a draft asks its template again when it is edited or scheduled, and would
/// be stopped by 'Template not found' (spec §8), so its author's work would break unseen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmailTemplateDependents {
    /// Single email jobs (spec §2 `/email-jobs`) not yet sent that use the template.
    pub email_jobs: i64,
    /// Batch email jobs (spec §2 `/batch-email-jobs`) not yet sent that use the template.
    pub batch_email_jobs: i64,
}

impl EmailTemplateDependents {
    pub fn total(&self) -> i64 {
        self.email_jobs + self.batch_email_jobs
    }
}

/// Lookups the template rules need. Implemented at the edge.
#[async_trait::async_trait]
pub trait EmailTemplateLookup: Send + Sync {
    /// What depends on the template (asked before deleting it).
    async fn dependents(&self, template_id: Uuid) -> Result<EmailTemplateDependents, String>;
}

/// The services a template command may use. A name's uniqueness is claimed at the edge, and
/// whether a job may use the template is the job's question; a deletion asks what depends on
/// the template.
#[derive(Clone)]
pub struct EmailTemplateServices {
    pub lookup: Arc<dyn EmailTemplateLookup>,
}

/// An email template's state, as far as its rules need it. Before creation `id` is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct EmailTemplate {
    id: Option<Uuid>,
    author_id: Uuid,
    name: String,
    subject: String,
    html: String,
    status: EmailTemplateStatus,
    /// The markdown source of a template written in markdown (issue 37 §6); `None` for HTML.
    #[serde(default)]
    markdown: Option<String>,
    /// In the trash (issue 35): every command but a restore finds no template. A state
    /// serialized before the trash reads as not deleted.
    #[serde(default)]
    deleted: bool,
}

impl EmailTemplate {
    /// Whether the template was created and is not in the trash.
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// In the trash (issue 35).
    pub fn is_deleted(&self) -> bool {
        self.deleted
    }

    /// Draft before creation (see [`exists`](Self::exists)).
    pub fn status(&self) -> EmailTemplateStatus {
        self.status
    }

    /// Trimmed; empty before creation.
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    pub fn author_id(&self) -> Uuid {
        self.author_id
    }

    pub fn subject(&self) -> &str {
        &self.subject
    }

    pub fn html(&self) -> &str {
        &self.html
    }

    /// The markdown the HTML was rendered from, for a template written in markdown.
    pub fn markdown(&self) -> Option<&str> {
        self.markdown.as_deref()
    }
}

/// A template's texts as they are recorded: name and subject trimmed, the HTML as sent (see
/// [`valid_html`]). Checked in the form's field order. A markdown source must say something and
/// fit the HTML's limit too: it is the body the author writes (its HTML could be shorter).
fn validate(
    name: &str,
    subject: &str,
    html: String,
    markdown: &Option<String>,
) -> Result<(String, String, String), EmailTemplateError> {
    let name = text::required_text(name, MAX_NAME_CHARS).ok_or(EmailTemplateError::InvalidName)?;
    let subject =
        text::header_text(subject, MAX_SUBJECT_CHARS).ok_or(EmailTemplateError::InvalidSubject)?;
    if !valid_html(&html)
        || markdown
            .as_deref()
            .is_some_and(|source| !valid_html(source))
    {
        return Err(EmailTemplateError::InvalidHtml);
    }
    Ok((name, subject, html))
}

impl EmailTemplate {
    /// The one event `command` makes, or why it is refused.
    fn decide(
        &self,
        command: EmailTemplateCommand,
    ) -> Result<EmailTemplateEvent, EmailTemplateError> {
        if let EmailTemplateCommand::Create {
            template_id,
            author_id,
            name,
            subject,
            html,
            status,
            markdown,
        } = command
        {
            // A template in the trash still holds its id.
            if self.id.is_some() {
                return Err(EmailTemplateError::AlreadyExists);
            }
            let (name, subject, html) = validate(&name, &subject, html, &markdown)?;
            return Ok(EmailTemplateEvent::EmailTemplateCreated {
                template_id,
                author_id,
                name,
                subject,
                html,
                status,
                markdown,
            });
        }
        if !self.exists() {
            return Err(EmailTemplateError::NotFound);
        }
        Ok(match command {
            EmailTemplateCommand::Create { .. }
            | EmailTemplateCommand::Delete
            | EmailTemplateCommand::Restore => unreachable!("handled in `handle`"),
            EmailTemplateCommand::Edit {
                name,
                subject,
                html,
                markdown,
            } => {
                let (name, subject, html) = validate(&name, &subject, html, &markdown)?;
                if name == self.name
                    && subject == self.subject
                    && html == self.html
                    && markdown == self.markdown
                {
                    return Err(EmailTemplateError::NothingChanged);
                }
                EmailTemplateEvent::EmailTemplateEdited {
                    name,
                    subject,
                    html,
                    markdown,
                }
            }
            EmailTemplateCommand::ChangeStatus { status } => {
                if status == self.status {
                    return Err(EmailTemplateError::StatusUnchanged);
                }
                EmailTemplateEvent::EmailTemplateStatusChanged {
                    from: self.status,
                    to: status,
                }
            }
        })
    }
}

impl Aggregate for EmailTemplate {
    const TYPE: &'static str = "EmailTemplate";
    type Command = EmailTemplateCommand;
    type Event = EmailTemplateEvent;
    type Error = EmailTemplateError;
    type Services = EmailTemplateServices;

    async fn handle(
        &mut self,
        command: EmailTemplateCommand,
        services: &EmailTemplateServices,
        sink: &EventSink<Self>,
    ) -> Result<(), EmailTemplateError> {
        let event = match command {
            EmailTemplateCommand::Restore => {
                if self.id.is_none() {
                    return Err(EmailTemplateError::NotFound);
                }
                if !self.deleted {
                    return Err(EmailTemplateError::NotDeleted);
                }
                EmailTemplateEvent::EmailTemplateRestored {}
            }
            EmailTemplateCommand::Delete => {
                let id = self
                    .id
                    .filter(|_| !self.deleted)
                    .ok_or(EmailTemplateError::NotFound)?;
                let dependents = services
                    .lookup
                    .dependents(id)
                    .await
                    .map_err(EmailTemplateError::Lookup)?;
                if dependents.total() > 0 {
                    return Err(EmailTemplateError::InUse(dependents));
                }
                EmailTemplateEvent::EmailTemplateDeleted {}
            }
            command => self.decide(command)?,
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: EmailTemplateEvent) {
        match event {
            EmailTemplateEvent::EmailTemplateCreated {
                template_id,
                author_id,
                name,
                subject,
                html,
                status,
                markdown,
            } => {
                *self = EmailTemplate {
                    id: Some(template_id),
                    author_id,
                    name,
                    subject,
                    html,
                    status,
                    markdown,
                    deleted: false,
                };
            }
            EmailTemplateEvent::EmailTemplateEdited {
                name,
                subject,
                html,
                markdown,
            } => {
                self.name = name;
                self.subject = subject;
                self.html = html;
                self.markdown = markdown;
            }
            EmailTemplateEvent::EmailTemplateStatusChanged { to, .. } => self.status = to,
            EmailTemplateEvent::EmailTemplateDeleted {} => self.deleted = true,
            EmailTemplateEvent::EmailTemplateRestored {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
