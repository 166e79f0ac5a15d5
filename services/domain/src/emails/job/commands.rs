use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{EmailAudience, EmailContent, EmailJobKind, EmailRecipient, SkippedRecipient};

/// What a caller asks of an email job. Content and audience arrive as sent, so that the
/// aggregate, not the edge, decides whether they are valid. `recipient_limit` is the
/// configured most recipients one job may reach (spec §8 'Too many recipients specified'); it
/// travels with the command because it is configuration, not state.
#[derive(Debug, Clone, PartialEq)]
pub enum EmailJobCommand {
    /// The new-job forms (`/email-jobs/new`, `/batch-email-jobs/new`); `author_id` is the
    /// signed-in employee. Always recorded as a draft.
    Create {
        job_id: Uuid,
        author_id: Uuid,
        kind: EmailJobKind,
        content: EmailContent,
        audience: EmailAudience,
        scheduled_send_time: Option<DateTime<Utc>>,
        recipient_limit: usize,
    },
    /// The edit form, of a draft: everything, as it should be. The kind cannot change.
    Edit {
        content: EmailContent,
        audience: EmailAudience,
        scheduled_send_time: Option<DateTime<Utc>>,
        recipient_limit: usize,
    },
    /// Send the draft at `at` (now, or its `scheduledSendTime`). `recipient_count` is the
    /// edge's count of who it would reach today; `now` is when this is asked (the domain reads
    /// no clock).
    Schedule {
        at: DateTime<Utc>,
        now: DateTime<Utc>,
        recipient_count: usize,
        recipient_limit: usize,
    },
    /// Take a scheduled job back to draft before it is sent.
    Cancel,
    /// The sender, at the scheduled time: these are the recipients (each with the id of its
    /// delivery), and these addresses were left out.
    Queue {
        recipients: Vec<EmailRecipient>,
        skipped: Vec<SkippedRecipient>,
        recipient_limit: usize,
    },
    /// The sender handed every delivery over.
    Complete,
    /// A copy of another job (issue 37 §6): a new draft of the same kind, content and audience
    /// by `author_id`, without a send time. A copy of a job whose template is no longer active
    /// keeps the content and drops the link (a job may only use an active template).
    Duplicate {
        job_id: Uuid,
        author_id: Uuid,
        kind: EmailJobKind,
        content: EmailContent,
        audience: EmailAudience,
        recipient_limit: usize,
    },
    /// Delete a draft (issue 37 §6): it leaves the lists for the trash; its history stays.
    Delete,
    /// Bring a deleted draft back from the trash (issue 35 §1), as it was.
    Restore,
}

impl crate::Command for EmailJobCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Create { .. } => "CreateEmailJob",
            Self::Edit { .. } => "EditEmailJob",
            Self::Schedule { .. } => "ScheduleEmailJob",
            Self::Cancel => "CancelEmailJob",
            Self::Queue { .. } => "QueueEmailJob",
            Self::Complete => "CompleteEmailJob",
            Self::Duplicate { .. } => "DuplicateEmailJob",
            Self::Delete => "DeleteEmailJob",
            Self::Restore => "RestoreEmailJob",
        }
    }
}
