use uuid::Uuid;

use super::{Attachment, GeneratedBy};

/// What a caller asks of a document. Statuses and access levels arrive raw (as the spec's
/// numeric ids) and id lists as sent, so that the aggregate, not the edge, decides whether
/// they are valid.
#[derive(Debug, Clone, PartialEq)]
pub enum DocumentCommand {
    CreateDocument {
        document_id: Uuid,
        author_id: Uuid,
        title: String,
        body: String,
        category_id: Option<Uuid>,
        permission_category_id: Option<Uuid>,
        tag_ids: Vec<Uuid>,
        status_id: i32,
        /// Saved from an AI answer (`saveGeneratedDocument`); `None` for a written document.
        generated_by: Option<GeneratedBy>,
    },
    /// The edit form: content and tags. Every save is a new revision.
    EditDocument {
        title: String,
        body: String,
        tag_ids: Vec<Uuid>,
    },
    /// Makes an old revision's title and body current again, as a new revision.
    RestoreRevision {
        revision: u32,
    },
    ChangeStatus {
        status_id: i32,
    },
    /// `None` leaves the document uncategorised.
    AssignCategory {
        category_id: Option<Uuid>,
    },
    /// `None`: only the document's own role assignments apply.
    ChangePermissionCategory {
        permission_category_id: Option<Uuid>,
    },
    /// Assigns `role_id` the access `access_id`, replacing any other access it had.
    AssignRole {
        role_id: i32,
        access_id: i32,
    },
    UnassignRole {
        role_id: i32,
    },
    AddAttachment {
        attachment: Attachment,
    },
    RemoveAttachment {
        attachment_id: Uuid,
    },
    /// Moves the document to the trash (issue 35).
    DeleteDocument,
    /// Brings a deleted document back as it was.
    RestoreDocument,
}

impl crate::Command for DocumentCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateDocument { .. } => "CreateDocument",
            Self::EditDocument { .. } => "EditDocument",
            Self::RestoreRevision { .. } => "RestoreRevision",
            Self::ChangeStatus { .. } => "ChangeStatus",
            Self::AssignCategory { .. } => "AssignCategory",
            Self::ChangePermissionCategory { .. } => "ChangePermissionCategory",
            Self::AssignRole { .. } => "AssignRole",
            Self::UnassignRole { .. } => "UnassignRole",
            Self::AddAttachment { .. } => "AddAttachment",
            Self::RemoveAttachment { .. } => "RemoveAttachment",
            Self::DeleteDocument => "DeleteDocument",
            Self::RestoreDocument => "RestoreDocument",
        }
    }
}
