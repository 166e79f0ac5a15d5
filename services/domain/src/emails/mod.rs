//! Email jobs and templates (spec §2 `/email-jobs`, `/batch-email-jobs`, `/email-templates`,
//! `/draft-email-templates`; §3 "email send job and batch email send job (events/reports),
//! email template (statuses)"; issue 17).
//!
//! One area, three aggregates:
//! - [`template`]: a reusable subject and HTML body, draft or active.
//! - [`job`]: one send, single (to/cc/bcc addresses typed in) or batch (organization members
//!   chosen by deal status and tags), from draft through scheduled and queued to completed.
//! - [`delivery`]: what happened to one recipient of a queued job, as the SMTP sender and the
//!   provider's reports tell it (spec §4's eight delivery event types). One aggregate per
//!   recipient, so reports about different recipients never contend for one stream.
//!
//! The types the three share (a job's content and audience, the recipients it was queued to,
//! the spec's numeric ids) live here; every public name is re-exported from this module.

pub mod delivery;
pub mod job;
pub mod template;

use std::collections::HashSet;
use std::hash::Hash;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

pub use delivery::{
    EmailDelivery, EmailDeliveryCommand, EmailDeliveryError, EmailDeliveryEvent,
    EmailDeliveryServices, ProviderEventKind,
};
pub use job::{
    EmailJob, EmailJobCommand, EmailJobError, EmailJobEvent, EmailJobLookup, EmailJobServices,
    send_time, validate_content,
};
pub use template::{
    EmailTemplate, EmailTemplateCommand, EmailTemplateDependents, EmailTemplateError,
    EmailTemplateEvent, EmailTemplateLookup, EmailTemplateServices,
};

/// Longest template name or sender name, in characters (trimmed).
pub const MAX_NAME_CHARS: usize = 200;
/// Longest subject, in characters (trimmed).
pub const MAX_SUBJECT_CHARS: usize = 300;
/// Largest HTML body, in bytes (UTF-8): the size that goes over the wire, well inside a
/// provider's 25 MB message limit once attachments are added.
pub const MAX_HTML_BYTES: usize = 512 * 1024;
/// Most tag names (spec §3 `tagNames`) one job may carry, after de-duplication.
pub const MAX_TAG_NAMES: usize = 20;

/// A template's status (spec §3 "email template (statuses)"; `/draft-email-templates` lists
/// the drafts). Only an active template may be used by a job (spec §8 'Template is not
/// active'). New templates are drafts unless created active.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum EmailTemplateStatus {
    #[default]
    Draft,
    Active,
}

/// Single jobs send to addresses typed in (spec §2 'New Individual Email Job'); batch jobs to
/// the organization members their conditions select ('New Batch Email Job').
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum EmailJobKind {
    #[default]
    Single,
    Batch,
}

/// Spec §4 ids: scheduled 1, queued 2, completed 4, draft 6.
///
/// A job is created as a draft, scheduled when the user asks to send (now or at
/// `scheduledSendTime`), queued when the sender has fixed its recipients, and completed when
/// every delivery was handed over. Cancelling a scheduled job makes it a draft again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum EmailJobStatus {
    Scheduled,
    Queued,
    Completed,
    #[default]
    Draft,
}

impl EmailJobStatus {
    /// In the spec's id order.
    pub const ALL: [EmailJobStatus; 4] =
        [Self::Scheduled, Self::Queued, Self::Completed, Self::Draft];

    pub fn id(self) -> i32 {
        match self {
            Self::Scheduled => 1,
            Self::Queued => 2,
            Self::Completed => 4,
            Self::Draft => 6,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// Spec §4 delivery event type ids: accepted 1, clicked 2, opened 3, delivered 4,
/// unsubscribed 5, permanent fail 6, temporary fail 7, complained 8. (Mailgun's event names,
/// which the spec follows.) See [`EmailDeliveryEvent::event_type_id`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EmailEventType {
    Accepted,
    Clicked,
    Opened,
    Delivered,
    Unsubscribed,
    PermanentFail,
    TemporaryFail,
    Complained,
}

impl EmailEventType {
    /// In the spec's id order.
    pub const ALL: [EmailEventType; 8] = [
        Self::Accepted,
        Self::Clicked,
        Self::Opened,
        Self::Delivered,
        Self::Unsubscribed,
        Self::PermanentFail,
        Self::TemporaryFail,
        Self::Complained,
    ];

    pub fn id(self) -> i32 {
        match self {
            Self::Accepted => 1,
            Self::Clicked => 2,
            Self::Opened => 3,
            Self::Delivered => 4,
            Self::Unsubscribed => 5,
            Self::PermanentFail => 6,
            Self::TemporaryFail => 7,
            Self::Complained => 8,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// What a job sends (spec §3 named fields `senderEmail`, `senderName`, `subject`, `html`,
/// `attachmentIds`, `tagNames`), and the template it started from, if any. As recorded: the
/// sender email lower-cased, texts trimmed (the HTML as sent), lists without repeats in
/// first-seen order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct EmailContent {
    pub sender_email: String,
    pub sender_name: String,
    pub subject: String,
    pub html: String,
    pub template_id: Option<Uuid>,
    #[serde(default)]
    pub attachment_ids: Vec<Uuid>,
    #[serde(default)]
    pub tag_names: Vec<String>,
}

/// Which organization members a batch job sends to (spec §3 `conditions`; §2: the new-batch
/// page loads organization deal statuses): those of organizations in one of the deal stages
/// (spec §4 ids 1 … 9) and, when tags are given, carrying one of the tags.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct EmailConditions {
    #[serde(default)]
    pub deal_status_ids: Vec<i32>,
    #[serde(default)]
    pub tag_ids: Vec<Uuid>,
}

/// Who a job is for; its variant matches the job's [`EmailJobKind`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum EmailAudience {
    /// Spec §3 `targetEmails`, `ccEmails`, `bccEmails`: each list lower-cased and without
    /// repeats, in first-seen order (one address may appear in two lists).
    Single {
        #[serde(default)]
        target_emails: Vec<String>,
        #[serde(default)]
        cc_emails: Vec<String>,
        #[serde(default)]
        bcc_emails: Vec<String>,
    },
    Batch {
        conditions: EmailConditions,
    },
}

impl EmailAudience {
    /// The kind of job this audience belongs to.
    pub fn kind(&self) -> EmailJobKind {
        match self {
            Self::Single { .. } => EmailJobKind::Single,
            Self::Batch { .. } => EmailJobKind::Batch,
        }
    }

    /// How many addresses a single job names (to, cc and bcc; 0 for a batch job, whose
    /// recipients are known only when it is sent).
    pub fn address_count(&self) -> usize {
        match self {
            Self::Single {
                target_emails,
                cc_emails,
                bcc_emails,
            } => target_emails.len() + cc_emails.len() + bcc_emails.len(),
            Self::Batch { .. } => 0,
        }
    }
}

/// One recipient of a queued job. `delivery_id` is the id of its [`EmailDelivery`]; the
/// organization fields are filled for batch jobs (the member's organization, for reports).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmailRecipient {
    pub delivery_id: Uuid,
    pub email: String,
    pub name: Option<String>,
    pub organization_id: Option<Uuid>,
    pub organization_name: Option<String>,
}

/// Why an address was left out when a job was queued: an earlier delivery to it ended in one
/// of these (listmonk's and the providers' suppression rule; sending again harms the sender's
/// reputation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SkipReason {
    Unsubscribed,
    Complained,
    PermanentFail,
}

/// An address left out of a queued job, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkippedRecipient {
    pub email: String,
    pub reason: SkipReason,
}

/// Who reported a delivery event: the SMTP sender itself, our open/click/unsubscribe tracking
/// endpoints, or the provider's webhook.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EventSource {
    Smtp,
    Tracking,
    Webhook,
}

/// An HTML body must say something and fit [`MAX_HTML_BYTES`]. It is kept as sent: leading
/// whitespace in HTML can matter (a `<pre>`), and trimming would make an edit of only that
/// look like a change that was not made.
fn valid_html(html: &str) -> bool {
    !html.trim().is_empty() && html.len() <= MAX_HTML_BYTES
}

/// `items` without repeats, in first-seen order (the order the form showed them).
fn unique<T: Eq + Hash + Clone>(items: Vec<T>) -> Vec<T> {
    let mut seen = HashSet::with_capacity(items.len());
    items
        .into_iter()
        .filter(|item| seen.insert(item.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn job_statuses_and_delivery_event_types_carry_the_spec_ids() {
        let statuses: Vec<i32> = EmailJobStatus::ALL.map(EmailJobStatus::id).into();
        assert_eq!(statuses, [1, 2, 4, 6]);
        for status in EmailJobStatus::ALL {
            assert_eq!(EmailJobStatus::from_id(status.id()), Some(status));
        }
        assert_eq!(EmailJobStatus::from_id(3), None);
        assert_eq!(EmailJobStatus::from_id(5), None);
        assert_eq!(EmailJobStatus::default(), EmailJobStatus::Draft);

        let types: Vec<i32> = EmailEventType::ALL.map(EmailEventType::id).into();
        assert_eq!(types, [1, 2, 3, 4, 5, 6, 7, 8]);
        for kind in EmailEventType::ALL {
            assert_eq!(EmailEventType::from_id(kind.id()), Some(kind));
        }
        assert_eq!(EmailEventType::from_id(0), None);
        assert_eq!(EmailEventType::from_id(9), None);
    }

    #[test]
    fn lists_lose_their_repeats_in_first_seen_order() {
        assert_eq!(unique(vec![3, 1, 3, 2, 1]), vec![3, 1, 2]);
    }

    #[test]
    fn html_must_be_non_blank_and_fit_the_byte_limit() {
        assert!(valid_html("<p>Hi</p>"));
        assert!(valid_html(&"x".repeat(MAX_HTML_BYTES)));
        assert!(!valid_html(" \n\t"));
        assert!(!valid_html(&"x".repeat(MAX_HTML_BYTES + 1)));
        // Bytes, not characters: three bytes each.
        assert!(!valid_html(&"あ".repeat(MAX_HTML_BYTES / 3 + 1)));
    }

    #[test]
    fn older_content_and_audience_shapes_without_lists_still_parse() {
        let content: EmailContent = serde_json::from_value(serde_json::json!({
            "sender_email": "news@example.com",
            "sender_name": "News",
            "subject": "Hello",
            "html": "<p>Hi</p>",
            "template_id": null,
        }))
        .unwrap();
        assert!(content.attachment_ids.is_empty() && content.tag_names.is_empty());
        let audience: EmailAudience =
            serde_json::from_value(serde_json::json!({ "Batch": { "conditions": {} } })).unwrap();
        assert_eq!(
            audience,
            EmailAudience::Batch {
                conditions: EmailConditions::default()
            }
        );
    }
}
