use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    Attachment, DocumentCommand, DocumentEvent, DocumentServices, DocumentStatus, GeneratedBy,
    RoleAssignment,
};
use crate::documents::{
    BODY_MAX_CHARS, FILE_NAME_MAX_CHARS, MAX_ATTACHMENTS, MAX_TAGS, RoleRejection, TITLE_MAX_CHARS,
    added, decide_role_assignment, is_assigned, put_assignment, remove_assignment, same_members,
    unique_ids,
};
use crate::text;

/// Why a document command was rejected. Each variant maps to one catalogue code at the edge;
/// the messages are the spec's words (§8).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DocumentError {
    #[error("Document not found")]
    NotFound,
    /// Only a deleted document is restored (issue 35).
    #[error("The document is not deleted")]
    NotDeleted,
    #[error("Document already exists")]
    AlreadyExists,
    #[error("Invalid title")]
    InvalidTitle,
    #[error("Invalid body")]
    InvalidBody,
    /// An unknown status id, or one a document may not be created with (archived).
    #[error("Invalid status")]
    InvalidStatus,
    /// More distinct tags than [`MAX_TAGS`](crate::documents::MAX_TAGS).
    #[error("Invalid tag IDs")]
    InvalidTagIds,
    #[error("Invalid access")]
    InvalidAccess,
    #[error("Invalid file name")]
    InvalidFileName,
    #[error("Category not found")]
    CategoryNotFound,
    #[error("Permission not found")]
    PermissionCategoryNotFound,
    #[error("Tag not found")]
    TagNotFound,
    #[error("Role not found")]
    RoleNotFound,
    #[error("Document version not found")]
    RevisionNotFound,
    #[error("Assignment not found")]
    AssignmentNotFound,
    #[error("Attachment not found")]
    AttachmentNotFound,
    #[error("Attachment already exists")]
    AttachmentExists,
    /// Already [`MAX_ATTACHMENTS`](crate::documents::MAX_ATTACHMENTS).
    #[error("Too many attachments")]
    TooManyAttachments,
    #[error("Category assignment already exists")]
    CategoryAssignmentExists,
    #[error("Role assignment already exists")]
    RoleAssignmentExists,
    /// Spec §4: an archived document cannot be archived again.
    #[error("Document is already archived")]
    AlreadyArchived,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    SameStatus,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    #[error("document lookup failed: {0}")]
    Lookup(String),
}

impl From<RoleRejection> for DocumentError {
    fn from(rejection: RoleRejection) -> Self {
        match rejection {
            RoleRejection::InvalidAccess => Self::InvalidAccess,
            RoleRejection::RoleNotFound => Self::RoleNotFound,
            RoleRejection::RoleAssignmentExists => Self::RoleAssignmentExists,
            RoleRejection::Lookup(message) => Self::Lookup(message),
        }
    }
}

/// A document's state, as far as its rules need it. Also folded for auditors' history, hence
/// the plain field names.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Document {
    pub id: Option<Uuid>,
    pub title: String,
    pub body: String,
    pub category_id: Option<Uuid>,
    pub permission_category_id: Option<Uuid>,
    pub tag_ids: Vec<Uuid>,
    pub status: DocumentStatus,
    pub author_id: Option<Uuid>,
    /// 1 at creation, plus one for every edit and every restore.
    pub revision: u32,
    /// Kept sorted by role id.
    pub role_assignments: Vec<RoleAssignment>,
    pub attachments: Vec<Attachment>,
    /// Where a document written by AI came from; `None` for one an employee wrote.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generated_by: Option<GeneratedBy>,
    /// In the trash (issue 35): every command but a restore finds no document.
    #[serde(default)]
    pub deleted: bool,
}

/// Turns a lookup's answer into the rule's outcome: `missing` when an id is unknown.
fn require(known: Result<bool, String>, missing: DocumentError) -> Result<(), DocumentError> {
    if known.map_err(DocumentError::Lookup)? {
        Ok(())
    } else {
        Err(missing)
    }
}

struct ValidContent {
    title: String,
    body: String,
    tag_ids: Vec<Uuid>,
}

/// The content checks that need no lookup, in the form's field order. The title is trimmed;
/// the body is markdown and kept as sent (leading spaces can be meaningful).
fn validate_content(
    title: &str,
    body: String,
    tag_ids: Vec<Uuid>,
) -> Result<ValidContent, DocumentError> {
    let title = text::required_text(title, TITLE_MAX_CHARS).ok_or(DocumentError::InvalidTitle)?;
    // Counted like `text::optional_text`, without copying a body of up to 200,000 characters.
    if body.chars().count() > BODY_MAX_CHARS {
        return Err(DocumentError::InvalidBody);
    }
    let tag_ids = unique_ids(tag_ids, MAX_TAGS).ok_or(DocumentError::InvalidTagIds)?;
    Ok(ValidContent {
        title,
        body,
        tag_ids,
    })
}

impl Aggregate for Document {
    const TYPE: &'static str = "Document";
    type Command = DocumentCommand;
    type Event = DocumentEvent;
    type Error = DocumentError;
    type Services = DocumentServices;

    async fn handle(
        &mut self,
        command: DocumentCommand,
        services: &DocumentServices,
        sink: &EventSink<Self>,
    ) -> Result<(), DocumentError> {
        if let DocumentCommand::CreateDocument {
            document_id,
            author_id,
            title,
            body,
            category_id,
            permission_category_id,
            tag_ids,
            status_id,
            generated_by,
        } = command
        {
            if self.id.is_some() {
                return Err(DocumentError::AlreadyExists);
            }
            let valid = validate_content(&title, body, tag_ids)?;
            // A new document is published (active) or a draft; nothing is born archived.
            let status = DocumentStatus::from_id(status_id)
                .filter(|s| *s != DocumentStatus::Archived)
                .ok_or(DocumentError::InvalidStatus)?;
            let category_ids: Vec<Uuid> = category_id.into_iter().collect();
            require(
                services.knows_categories(&category_ids).await,
                DocumentError::CategoryNotFound,
            )?;
            let permission_category_ids: Vec<Uuid> = permission_category_id.into_iter().collect();
            require(
                services
                    .knows_permission_categories(&permission_category_ids)
                    .await,
                DocumentError::PermissionCategoryNotFound,
            )?;
            require(
                services.knows_tags(&valid.tag_ids).await,
                DocumentError::TagNotFound,
            )?;
            let event = DocumentEvent::DocumentCreated {
                document_id,
                author_id,
                title: valid.title,
                body: valid.body,
                category_id,
                permission_category_id,
                tag_ids: valid.tag_ids,
                status,
                generated_by,
            };
            sink.write(event, self).await;
            return Ok(());
        }
        let Some(document_id) = self.id else {
            return Err(DocumentError::NotFound);
        };
        if let DocumentCommand::RestoreDocument = command {
            if !self.deleted {
                return Err(DocumentError::NotDeleted);
            }
            sink.write(DocumentEvent::DocumentRestored {}, self).await;
            return Ok(());
        }
        if self.deleted {
            return Err(DocumentError::NotFound);
        }
        match command {
            DocumentCommand::CreateDocument { .. } | DocumentCommand::RestoreDocument => {
                unreachable!("handled above")
            }
            // Any status may be deleted: spec §4's one rule on archiving ("an archived document
            // cannot be archived again") says nothing of deletion, and an archived document is
            // the one most often cleared away; it comes back archived, as it was.
            DocumentCommand::DeleteDocument => {
                sink.write(DocumentEvent::DocumentDeleted {}, self).await;
            }
            DocumentCommand::EditDocument {
                title,
                body,
                tag_ids,
            } => {
                let valid = validate_content(&title, body, tag_ids)?;
                // Spec §5. Tags are a set: the same tags re-ordered are no change.
                if valid.title == self.title
                    && valid.body == self.body
                    && same_members(&valid.tag_ids, &self.tag_ids)
                {
                    return Err(DocumentError::Identical);
                }
                require(
                    services
                        .knows_tags(&added(&valid.tag_ids, &self.tag_ids))
                        .await,
                    DocumentError::TagNotFound,
                )?;
                // Editing an archived document is allowed: no rule in the spec forbids it.
                let event = DocumentEvent::DocumentEdited {
                    revision: self.revision + 1,
                    title: valid.title,
                    body: valid.body,
                    tag_ids: valid.tag_ids,
                };
                sink.write(event, self).await;
            }
            DocumentCommand::RestoreRevision { revision } => {
                if revision == 0 || revision > self.revision {
                    return Err(DocumentError::RevisionNotFound);
                }
                // The current revision's title and body are the current ones by definition
                // (only edits and restores change them, and each makes a new revision), so
                // restoring it is no change and needs no lookup.
                if revision == self.revision {
                    return Err(DocumentError::Identical);
                }
                let (title, body) = services
                    .lookup
                    .revision(document_id, revision)
                    .await
                    .map_err(DocumentError::Lookup)?
                    .ok_or(DocumentError::RevisionNotFound)?;
                // Spec §5: a revision whose content equals the current one changes nothing.
                if title == self.title && body == self.body {
                    return Err(DocumentError::Identical);
                }
                let event = DocumentEvent::DocumentRevisionRestored {
                    revision: self.revision + 1,
                    restored_revision: revision,
                    title,
                    body,
                };
                sink.write(event, self).await;
            }
            DocumentCommand::ChangeStatus { status_id } => {
                let to = DocumentStatus::from_id(status_id).ok_or(DocumentError::InvalidStatus)?;
                // Spec §4: "an archived document cannot be archived again" has its own
                // message, so it is checked before the general same-status rule.
                if to == DocumentStatus::Archived && self.status == DocumentStatus::Archived {
                    return Err(DocumentError::AlreadyArchived);
                }
                if to == self.status {
                    return Err(DocumentError::SameStatus);
                }
                // No workflow beyond that: any status may follow any other (a draft may be
                // archived, an archived document restored to active or back to draft).
                sink.write(
                    DocumentEvent::DocumentStatusChanged {
                        from: self.status,
                        to,
                    },
                    self,
                )
                .await;
            }
            DocumentCommand::AssignCategory { category_id } => {
                if category_id == self.category_id {
                    return Err(DocumentError::CategoryAssignmentExists);
                }
                let ids: Vec<Uuid> = category_id.into_iter().collect();
                require(
                    services.knows_categories(&ids).await,
                    DocumentError::CategoryNotFound,
                )?;
                sink.write(
                    DocumentEvent::DocumentCategoryAssigned { category_id },
                    self,
                )
                .await;
            }
            DocumentCommand::ChangePermissionCategory {
                permission_category_id,
            } => {
                if permission_category_id == self.permission_category_id {
                    return Err(DocumentError::Identical);
                }
                let ids: Vec<Uuid> = permission_category_id.into_iter().collect();
                require(
                    services.knows_permission_categories(&ids).await,
                    DocumentError::PermissionCategoryNotFound,
                )?;
                let event = DocumentEvent::DocumentPermissionCategoryChanged {
                    permission_category_id,
                };
                sink.write(event, self).await;
            }
            DocumentCommand::AssignRole { role_id, access_id } => {
                let access =
                    decide_role_assignment(&self.role_assignments, role_id, access_id, services)
                        .await?;
                sink.write(
                    DocumentEvent::DocumentRoleAssigned { role_id, access },
                    self,
                )
                .await;
            }
            DocumentCommand::UnassignRole { role_id } => {
                if !is_assigned(&self.role_assignments, role_id) {
                    return Err(DocumentError::AssignmentNotFound);
                }
                sink.write(DocumentEvent::DocumentRoleUnassigned { role_id }, self)
                    .await;
            }
            DocumentCommand::AddAttachment { attachment } => {
                let file_name = text::required_text(&attachment.file_name, FILE_NAME_MAX_CHARS)
                    .ok_or(DocumentError::InvalidFileName)?;
                if self.attachments.len() >= MAX_ATTACHMENTS {
                    return Err(DocumentError::TooManyAttachments);
                }
                if self
                    .attachments
                    .iter()
                    .any(|a| a.attachment_id == attachment.attachment_id)
                {
                    return Err(DocumentError::AttachmentExists);
                }
                let attachment = Attachment {
                    file_name,
                    ..attachment
                };
                sink.write(DocumentEvent::DocumentAttachmentAdded { attachment }, self)
                    .await;
            }
            DocumentCommand::RemoveAttachment { attachment_id } => {
                if !self
                    .attachments
                    .iter()
                    .any(|a| a.attachment_id == attachment_id)
                {
                    return Err(DocumentError::AttachmentNotFound);
                }
                sink.write(
                    DocumentEvent::DocumentAttachmentRemoved { attachment_id },
                    self,
                )
                .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: DocumentEvent) {
        match event {
            DocumentEvent::DocumentCreated {
                document_id,
                author_id,
                title,
                body,
                category_id,
                permission_category_id,
                tag_ids,
                status,
                generated_by,
            } => {
                *self = Document {
                    id: Some(document_id),
                    title,
                    body,
                    category_id,
                    permission_category_id,
                    tag_ids,
                    status,
                    author_id: Some(author_id),
                    revision: 1,
                    role_assignments: Vec::new(),
                    attachments: Vec::new(),
                    generated_by,
                    deleted: false,
                };
            }
            DocumentEvent::DocumentEdited {
                revision,
                title,
                body,
                tag_ids,
            } => {
                self.revision = revision;
                self.title = title;
                self.body = body;
                self.tag_ids = tag_ids;
            }
            DocumentEvent::DocumentRevisionRestored {
                revision,
                title,
                body,
                ..
            } => {
                self.revision = revision;
                self.title = title;
                self.body = body;
            }
            DocumentEvent::DocumentStatusChanged { to, .. } => self.status = to,
            DocumentEvent::DocumentCategoryAssigned { category_id } => {
                self.category_id = category_id;
            }
            DocumentEvent::DocumentPermissionCategoryChanged {
                permission_category_id,
            } => self.permission_category_id = permission_category_id,
            DocumentEvent::DocumentRoleAssigned { role_id, access } => {
                put_assignment(&mut self.role_assignments, role_id, access);
            }
            DocumentEvent::DocumentRoleUnassigned { role_id } => {
                remove_assignment(&mut self.role_assignments, role_id);
            }
            DocumentEvent::DocumentAttachmentAdded { attachment } => {
                self.attachments.push(attachment);
            }
            DocumentEvent::DocumentAttachmentRemoved { attachment_id } => {
                self.attachments
                    .retain(|a| a.attachment_id != attachment_id);
            }
            DocumentEvent::DocumentDeleted {} => self.deleted = true,
            DocumentEvent::DocumentRestored {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
