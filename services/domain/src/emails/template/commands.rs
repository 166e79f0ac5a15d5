use uuid::Uuid;

use super::EmailTemplateStatus;

/// What a caller asks of an email template. Texts arrive as sent, so that the aggregate, not
/// the edge, decides whether they are valid. (Whether the name is already taken is decided at
/// the edge, by the unique name claim, before the command: spec §8 'Name already exists'.)
#[derive(Debug, Clone, PartialEq)]
pub enum EmailTemplateCommand {
    /// The new-template form (`/email-templates/new`); `author_id` is the signed-in employee.
    /// A template may be saved as a draft or made active at once.
    Create {
        template_id: Uuid,
        author_id: Uuid,
        name: String,
        subject: String,
        html: String,
        status: EmailTemplateStatus,
        /// The markdown the HTML was rendered from, for a template written in markdown (issue
        /// 37 §6); the edge renders it, so the HTML sent is always the one that is mailed.
        markdown: Option<String>,
    },
    /// The edit form (`/email-templates/{id}/edit`): all the texts, as they should be.
    Edit {
        name: String,
        subject: String,
        html: String,
        markdown: Option<String>,
    },
    /// Publishing a draft, or taking an active template back to draft.
    ChangeStatus {
        status: EmailTemplateStatus,
    },
    /// Issue 35: to the trash (refused while a job that is still to be sent uses it), and
    /// back.
    Delete,
    Restore,
}

impl crate::Command for EmailTemplateCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Create { .. } => "CreateEmailTemplate",
            Self::Edit { .. } => "EditEmailTemplate",
            Self::ChangeStatus { .. } => "ChangeEmailTemplateStatus",
            Self::Delete => "DeleteEmailTemplate",
            Self::Restore => "RestoreEmailTemplate",
        }
    }
}
