//! Documents' application layer (issue 31): what document rules ask of other areas, and of a
//! document's own past revisions; the area's ids, error codes, command targets
//! (`targets.rs`) and who may read, edit and manage one (`access.rs`).

mod access;
mod bulk;
mod descriptor;
mod history;
mod targets;

pub use access::{editable, manageable, readable};
pub use descriptor::AREA;
pub use targets::{
    CategoryTarget, DocumentTarget, FavouritesTarget, PermissionTarget, create_generated,
};

use async_graphql::ID;
use staffhub_domain::documents::category::DocumentCategoryError;
use staffhub_domain::documents::document::DocumentError;
use staffhub_domain::documents::favourites::DocumentFavouritesError;
use staffhub_domain::documents::permission::PermissionCategoryError;
use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::read::documents::{self as reads, DocumentRow};
use crate::sessions::Session;
use crate::state::AppState;

use crate::lookups::{DirectoryLookup, missing};

#[async_trait::async_trait]
impl staffhub_domain::documents::DocumentLookup for DirectoryLookup {
    async fn missing_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "DocumentCategory", ids).await
    }

    async fn missing_permission_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "PermissionCategory", ids).await
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Tag", ids).await
    }

    async fn missing_roles(&self, ids: &[i32]) -> Result<Vec<i32>, String> {
        Ok(crate::areas::members::missing_roles(&self.0, ids).await)
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Document", ids).await
    }

    /// Asked of the journal: the save that made `revision` (revision 1 is the creation).
    async fn revision(
        &self,
        document_id: Uuid,
        revision: u32,
    ) -> Result<Option<(String, String)>, String> {
        sqlx::query_as(
            "SELECT payload -> event_type ->> 'title', payload -> event_type ->> 'body'
             FROM events
             WHERE aggregate_type = 'Document' AND aggregate_id = $1
               AND ((event_type = 'DocumentCreated' AND $2 = 1)
                    OR (event_type IN ('DocumentEdited', 'DocumentRevisionRestored')
                        AND (payload -> event_type ->> 'revision')::int = $2))
             LIMIT 1",
        )
        .bind(document_id.to_string())
        .bind(revision as i32)
        .fetch_optional(&self.0)
        .await
        .map_err(|e| e.to_string())
    }
}

/// Documents a caller hands to another area (an agent's knowledge, a chat message's
/// attachments): each must exist ('Documents not found') and be one the caller may read
/// ('Document Not Accessible'), so nothing learns from a document its giver could not read.
pub async fn readable_ids(
    state: &AppState,
    session: &Session,
    documents: &[ID],
) -> ApiResult<Vec<Uuid>> {
    let ids_: Vec<Uuid> = documents
        .iter()
        .map(|id| ids::decode(id, "Document", Code::DocumentNotFound))
        .collect::<ApiResult<_>>()?;
    let visible = reads::visible_ids(&state.reads, &ids_, &Caller::of(session)).await?;
    if ids_.iter().all(|id| visible.contains(id)) {
        return Ok(ids_);
    }
    let existing = reads::existing_ids(&state.reads, &ids_).await?;
    Err(if ids_.iter().all(|id| existing.contains(id)) {
        Code::DocumentNotAccessible
    } else {
        Code::DocumentsNotFound
    }
    .into())
}

/// Of `ids`, the documents the caller may read, in the given order (an agent's knowledge, an
/// issue's linked documents): one the caller may not read is left out.
pub async fn readable_rows(
    state: &AppState,
    caller: &Caller,
    ids: &[Uuid],
) -> ApiResult<Vec<DocumentRow>> {
    let mut rows = Vec::new();
    for id in ids {
        if let Some(row) = reads::visible_by_id(&state.reads, *id, caller).await? {
            rows.push(row);
        }
    }
    Ok(rows)
}

/// Spec §4 document statuses in en and ja (a search hit's second line).
pub fn status_label(id: i16) -> (&'static str, &'static str) {
    // History's table of the statuses, in the spec's id order: one copy of their names.
    crate::audit::label_by_id(history::STATUSES, id)
}

impl From<DocumentError> for ApiError {
    fn from(error: DocumentError) -> Self {
        Self::Coded(match error {
            DocumentError::NotFound => Code::DocumentNotFound,
            DocumentError::NotDeleted => Code::NotDeleted,
            DocumentError::AlreadyExists => Code::DocumentExists,
            DocumentError::InvalidTitle => Code::InvalidTitle,
            DocumentError::InvalidBody => Code::InvalidDocumentBody,
            DocumentError::InvalidStatus => Code::InvalidStatus,
            DocumentError::InvalidTagIds => Code::InvalidTagIds,
            DocumentError::InvalidAccess => Code::InvalidAccess,
            DocumentError::InvalidFileName => Code::InvalidFileName,
            DocumentError::CategoryNotFound => Code::CategoryNotFound,
            DocumentError::PermissionCategoryNotFound => Code::PermissionNotFound,
            DocumentError::TagNotFound => Code::TagsNotFound,
            DocumentError::RoleNotFound => Code::DocumentRoleNotFound,
            DocumentError::RevisionNotFound => Code::DocumentVersionNotFound,
            DocumentError::AssignmentNotFound => Code::AssignmentNotFound,
            DocumentError::AttachmentNotFound => Code::AttachmentNotFound,
            DocumentError::AttachmentExists => Code::InvalidId,
            DocumentError::TooManyAttachments => Code::TooManyAttachments,
            DocumentError::CategoryAssignmentExists => Code::CategoryAssignmentExists,
            DocumentError::RoleAssignmentExists => Code::DocumentRoleAssignmentExists,
            DocumentError::AlreadyArchived => Code::DocumentAlreadyArchived,
            DocumentError::SameStatus => Code::SameStatus,
            DocumentError::Identical => Code::Identical,
            DocumentError::Lookup(reason) => {
                return Self::internal("document lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

impl From<DocumentCategoryError> for ApiError {
    fn from(error: DocumentCategoryError) -> Self {
        Self::Coded(match error {
            DocumentCategoryError::NotFound => Code::CategoryNotFound,
            DocumentCategoryError::AlreadyExists => Code::InvalidId,
            DocumentCategoryError::InvalidName => Code::InvalidName,
            DocumentCategoryError::InvalidDescription => Code::InvalidCategoryDescription,
            DocumentCategoryError::Identical => Code::Identical,
        })
    }
}

impl From<PermissionCategoryError> for ApiError {
    fn from(error: PermissionCategoryError) -> Self {
        Self::Coded(match error {
            PermissionCategoryError::NotFound => Code::PermissionNotFound,
            PermissionCategoryError::AlreadyExists => Code::InvalidId,
            PermissionCategoryError::InvalidName => Code::InvalidName,
            PermissionCategoryError::InvalidDescription => Code::InvalidCategoryDescription,
            PermissionCategoryError::InvalidAccess => Code::InvalidAccess,
            PermissionCategoryError::InvalidRoleAssignments => Code::InvalidRoleAssignments,
            PermissionCategoryError::RoleNotFound => Code::DocumentRoleNotFound,
            PermissionCategoryError::RoleAssignmentExists => Code::DocumentRoleAssignmentExists,
            PermissionCategoryError::AssignmentNotFound => Code::AssignmentNotFound,
            PermissionCategoryError::Identical => Code::Identical,
            PermissionCategoryError::Lookup(reason) => {
                return Self::internal(
                    "permission category lookup failed",
                    std::io::Error::other(reason),
                );
            }
        })
    }
}

impl From<DocumentFavouritesError> for ApiError {
    fn from(error: DocumentFavouritesError) -> Self {
        Self::Coded(match error {
            DocumentFavouritesError::DocumentNotFound => Code::DocumentNotFound,
            DocumentFavouritesError::AlreadyFavourite | DocumentFavouritesError::NotFavourite => {
                Code::NothingChanged
            }
            DocumentFavouritesError::Lookup(reason) => {
                return Self::internal("favourite lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

/// A document's id ('Invalid ID' when it is not one).
pub fn document_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Document", Code::InvalidId)
}

/// A document category's id ('Category not found' when it is not one).
pub fn category_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "DocumentCategory", Code::CategoryNotFound)
}

/// A permission category's id ('Permission not found' when it is not one).
pub fn permission_category_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "PermissionCategory", Code::PermissionNotFound)
}
