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
}

/// The template rules ask nothing of other aggregates: a name's uniqueness is claimed at the
/// edge, and whether a job may use the template is the job's question.
#[derive(Debug, Clone, Copy, Default)]
pub struct EmailTemplateServices;

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
}

impl EmailTemplate {
    /// Whether the template was created.
    pub fn exists(&self) -> bool {
        self.id.is_some()
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
            if self.exists() {
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
            EmailTemplateCommand::Create { .. } => unreachable!("handled above"),
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
        _: &EmailTemplateServices,
        sink: &EventSink<Self>,
    ) -> Result<(), EmailTemplateError> {
        let event = self.decide(command)?;
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
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
