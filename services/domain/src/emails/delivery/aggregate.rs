use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{EmailDeliveryCommand, EmailDeliveryEvent, EventSource, ProviderEventKind};

/// Why a delivery report was refused. Reports arrive from the sender, tracking endpoints and
/// webhooks, which may repeat themselves (a webhook retried, a sender restarted); these
/// refusals keep each outcome recorded once.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmailDeliveryError {
    #[error("Email already accepted")]
    AlreadyAccepted,
    #[error("Email already failed permanently")]
    AlreadyFailed,
    /// Tracking and webhook reports are about a message the SMTP server took.
    #[error("Email not accepted yet")]
    NotAccepted,
    /// A delivery, unsubscribe, complaint or permanent failure reported a second time.
    #[error("Event already recorded")]
    AlreadyRecorded,
    /// A temporary SMTP failure without a time to retry at.
    #[error("Invalid retry time")]
    InvalidRetry,
}

/// The delivery rules ask nothing of other aggregates.
#[derive(Debug, Clone, Copy, Default)]
pub struct EmailDeliveryServices;

/// One delivery's state, as far as its rules need it. Before the first report `job_id` is
/// `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct EmailDelivery {
    job_id: Option<Uuid>,
    email: String,
    accepted: bool,
    permanently_failed: bool,
    /// Temporary failures reported by the SMTP sender.
    attempts: u32,
    delivered: bool,
    unsubscribed: bool,
    complained: bool,
    opens: u32,
    clicks: u32,
}

impl EmailDelivery {
    /// Whether the SMTP server took the message.
    pub fn is_accepted(&self) -> bool {
        self.accepted
    }

    /// Whether sending is over: accepted, or failed permanently. Until then the sender may
    /// (re)try.
    pub fn is_final(&self) -> bool {
        self.accepted || self.permanently_failed
    }

    /// `None` before the first report.
    pub fn job_id(&self) -> Option<Uuid> {
        self.job_id
    }

    /// The recipient's address; empty before the first report.
    pub fn email(&self) -> &str {
        &self.email
    }

    /// How many times the SMTP sender failed temporarily (the provider's own temporary
    /// failures are its retries, not ours, and are not counted).
    pub fn attempts(&self) -> u32 {
        self.attempts
    }

    pub fn is_permanently_failed(&self) -> bool {
        self.permanently_failed
    }

    pub fn is_delivered(&self) -> bool {
        self.delivered
    }

    pub fn is_unsubscribed(&self) -> bool {
        self.unsubscribed
    }

    pub fn is_complained(&self) -> bool {
        self.complained
    }

    /// How many opens were reported (one recipient may open many times).
    pub fn opens(&self) -> u32 {
        self.opens
    }

    /// How many clicks were reported.
    pub fn clicks(&self) -> u32 {
        self.clicks
    }
}

impl EmailDelivery {
    /// The SMTP sender may only report while sending is not over.
    fn require_not_final(&self) -> Result<(), EmailDeliveryError> {
        if self.accepted {
            Err(EmailDeliveryError::AlreadyAccepted)
        } else if self.permanently_failed {
            Err(EmailDeliveryError::AlreadyFailed)
        } else {
            Ok(())
        }
    }

    /// The one event `command` makes, or why it is refused.
    fn decide(
        &self,
        command: EmailDeliveryCommand,
    ) -> Result<EmailDeliveryEvent, EmailDeliveryError> {
        match command {
            EmailDeliveryCommand::RecordAccepted {
                event_id,
                job_id,
                email,
                at,
                message_id,
                response,
                headers,
            } => {
                self.require_not_final()?;
                Ok(EmailDeliveryEvent::EmailAccepted {
                    event_id,
                    job_id,
                    email,
                    at,
                    message_id,
                    response,
                    headers,
                })
            }
            EmailDeliveryCommand::RecordSendFailure {
                event_id,
                job_id,
                email,
                at,
                reason,
                permanent,
                attempt,
                retry_at,
            } => {
                self.require_not_final()?;
                let source = EventSource::Smtp;
                // SMTP failures have no report of their own to keep; the attempt is what the
                // report's details show.
                let raw = serde_json::json!({ "attempt": attempt });
                if permanent {
                    return Ok(EmailDeliveryEvent::EmailPermanentlyFailed {
                        event_id,
                        job_id,
                        email,
                        at,
                        reason,
                        source,
                        raw,
                    });
                }
                if retry_at.is_none() {
                    return Err(EmailDeliveryError::InvalidRetry);
                }
                Ok(EmailDeliveryEvent::EmailTemporarilyFailed {
                    event_id,
                    job_id,
                    email,
                    at,
                    reason,
                    attempt,
                    retry_at,
                    source,
                    raw,
                })
            }
            EmailDeliveryCommand::RecordProviderEvent {
                event_id,
                at,
                kind,
                source,
                raw,
            } => {
                let job_id = match self.job_id {
                    Some(job_id) if self.accepted => job_id,
                    _ => return Err(EmailDeliveryError::NotAccepted),
                };
                let email = self.email.clone();
                Ok(match kind {
                    ProviderEventKind::Delivered => {
                        once(self.delivered)?;
                        EmailDeliveryEvent::EmailDelivered {
                            event_id,
                            job_id,
                            email,
                            at,
                            source,
                            raw,
                        }
                    }
                    // Opens and clicks repeat: each is a report; reports count recipients.
                    ProviderEventKind::Opened { .. } => EmailDeliveryEvent::EmailOpened {
                        event_id,
                        job_id,
                        email,
                        at,
                        source,
                        raw,
                    },
                    ProviderEventKind::Clicked { url } => EmailDeliveryEvent::EmailClicked {
                        event_id,
                        job_id,
                        email,
                        at,
                        url,
                        source,
                        raw,
                    },
                    ProviderEventKind::Unsubscribed => {
                        once(self.unsubscribed)?;
                        EmailDeliveryEvent::EmailUnsubscribed {
                            event_id,
                            job_id,
                            email,
                            at,
                            source,
                            raw,
                        }
                    }
                    ProviderEventKind::Complained => {
                        once(self.complained)?;
                        EmailDeliveryEvent::EmailComplained {
                            event_id,
                            job_id,
                            email,
                            at,
                            source,
                            raw,
                        }
                    }
                    ProviderEventKind::Failed {
                        permanent: true,
                        reason,
                    } => {
                        once(self.permanently_failed)?;
                        EmailDeliveryEvent::EmailPermanentlyFailed {
                            event_id,
                            job_id,
                            email,
                            at,
                            reason,
                            source,
                            raw,
                        }
                    }
                    // The provider retries on its own: no attempt of ours, no time of ours.
                    ProviderEventKind::Failed {
                        permanent: false,
                        reason,
                    } => EmailDeliveryEvent::EmailTemporarilyFailed {
                        event_id,
                        job_id,
                        email,
                        at,
                        reason,
                        attempt: 0,
                        retry_at: None,
                        source,
                        raw,
                    },
                })
            }
        }
    }
}

/// Outcomes that happen at most once per delivery: a repeated report is refused.
fn once(recorded: bool) -> Result<(), EmailDeliveryError> {
    if recorded {
        Err(EmailDeliveryError::AlreadyRecorded)
    } else {
        Ok(())
    }
}

impl Aggregate for EmailDelivery {
    const TYPE: &'static str = "EmailDelivery";
    type Command = EmailDeliveryCommand;
    type Event = EmailDeliveryEvent;
    type Error = EmailDeliveryError;
    type Services = EmailDeliveryServices;

    async fn handle(
        &mut self,
        command: EmailDeliveryCommand,
        _: &EmailDeliveryServices,
        sink: &EventSink<Self>,
    ) -> Result<(), EmailDeliveryError> {
        let event = self.decide(command)?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: EmailDeliveryEvent) {
        if self.job_id.is_none() {
            self.job_id = Some(event.job_id());
            self.email = event.email().to_owned();
        }
        match event {
            EmailDeliveryEvent::EmailAccepted { .. } => self.accepted = true,
            EmailDeliveryEvent::EmailTemporarilyFailed { source, .. } => {
                if source == EventSource::Smtp {
                    self.attempts = self.attempts.saturating_add(1);
                }
            }
            EmailDeliveryEvent::EmailPermanentlyFailed { .. } => self.permanently_failed = true,
            EmailDeliveryEvent::EmailDelivered { .. } => self.delivered = true,
            EmailDeliveryEvent::EmailOpened { .. } => self.opens = self.opens.saturating_add(1),
            EmailDeliveryEvent::EmailClicked { .. } => self.clicks = self.clicks.saturating_add(1),
            EmailDeliveryEvent::EmailUnsubscribed { .. } => self.unsubscribed = true,
            EmailDeliveryEvent::EmailComplained { .. } => self.complained = true,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
