use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{Attachment, DocumentAccess, DocumentStatus, GeneratedBy};

/// What happened to a document. Names are past tense and stable; see `event_version`.
/// Content, status, category, permissions and attachments change in separate events so that
/// auditors' history shows what each action touched.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum DocumentEvent {
    /// Revision 1.
    DocumentCreated {
        document_id: Uuid,
        author_id: Uuid,
        title: String,
        body: String,
        category_id: Option<Uuid>,
        permission_category_id: Option<Uuid>,
        tag_ids: Vec<Uuid>,
        status: DocumentStatus,
        /// Saved from an AI answer. Added after documents were first stored: absent in older
        /// events (and left out when `None`), so they read as `None` and are written as
        /// before. An optional field with a default is not a new shape, so this stays version
        /// 1.0 and needs no upcaster.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        generated_by: Option<GeneratedBy>,
    },
    DocumentEdited {
        /// The new revision: the previous one plus one.
        revision: u32,
        title: String,
        body: String,
        tag_ids: Vec<Uuid>,
    },
    DocumentRevisionRestored {
        /// The new revision: the previous one plus one.
        revision: u32,
        /// The revision whose title and body became current again.
        restored_revision: u32,
        title: String,
        body: String,
    },
    DocumentStatusChanged {
        from: DocumentStatus,
        to: DocumentStatus,
    },
    DocumentCategoryAssigned {
        category_id: Option<Uuid>,
    },
    DocumentPermissionCategoryChanged {
        permission_category_id: Option<Uuid>,
    },
    DocumentRoleAssigned {
        role_id: i32,
        access: DocumentAccess,
    },
    DocumentRoleUnassigned {
        role_id: i32,
    },
    DocumentAttachmentAdded {
        attachment: Attachment,
    },
    DocumentAttachmentRemoved {
        attachment_id: Uuid,
    },
    /// To the trash (issue 35), with its versions: gone from every list, search and link,
    /// kept in the journal.
    DocumentDeleted {},
    /// Back from the trash, as it was.
    DocumentRestored {},
}

impl DocumentEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "DocumentCreated",
        "DocumentEdited",
        "DocumentRevisionRestored",
        "DocumentStatusChanged",
        "DocumentCategoryAssigned",
        "DocumentPermissionCategoryChanged",
        "DocumentRoleAssigned",
        "DocumentRoleUnassigned",
        "DocumentAttachmentAdded",
        "DocumentAttachmentRemoved",
        "DocumentDeleted",
        "DocumentRestored",
    ];
}

impl DomainEvent for DocumentEvent {
    fn event_type(&self) -> String {
        match self {
            Self::DocumentCreated { .. } => "DocumentCreated",
            Self::DocumentEdited { .. } => "DocumentEdited",
            Self::DocumentRevisionRestored { .. } => "DocumentRevisionRestored",
            Self::DocumentStatusChanged { .. } => "DocumentStatusChanged",
            Self::DocumentCategoryAssigned { .. } => "DocumentCategoryAssigned",
            Self::DocumentPermissionCategoryChanged { .. } => "DocumentPermissionCategoryChanged",
            Self::DocumentRoleAssigned { .. } => "DocumentRoleAssigned",
            Self::DocumentRoleUnassigned { .. } => "DocumentRoleUnassigned",
            Self::DocumentAttachmentAdded { .. } => "DocumentAttachmentAdded",
            Self::DocumentAttachmentRemoved { .. } => "DocumentAttachmentRemoved",
            Self::DocumentDeleted { .. } => "DocumentDeleted",
            Self::DocumentRestored { .. } => "DocumentRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
