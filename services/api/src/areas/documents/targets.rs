//! Documents' command targets (issue 31: moved from `graphql::documents`): how the command
//! path reads each of the area's aggregates back, and the row a document's own events make
//! when the projection is behind.

use std::time::Instant;

use staffhub_domain::documents::category::DocumentCategory as CategoryAggregate;
use staffhub_domain::documents::document::{Document as DocumentAggregate, DocumentCommand};
use staffhub_domain::documents::favourites::DocumentFavourites as FavouritesAggregate;
use staffhub_domain::documents::permission::PermissionCategory as PermissionAggregate;
use staffhub_domain::documents::{DocumentAccess, DocumentServices};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{self, Expect, Target, TrashTarget};
use crate::error::ApiResult;
use crate::read::documents::{self as reads, CategoryRow, DocumentRow, PermissionCategoryRow};
use crate::sessions::Session;
use crate::state::AppState;

fn document_row(id: Uuid, doc: DocumentAggregate, events: &[JournalEvent]) -> Option<DocumentRow> {
    let (first, last) = (events.first()?, events.last()?);
    let time = |e: &JournalEvent| e.metadata.occurred_at_or(e.recorded_at);
    let readers = doc.role_assignments.iter().map(|a| a.role_id).collect();
    let editors = doc
        .role_assignments
        .iter()
        .filter(|a| a.access == DocumentAccess::Edit)
        .map(|a| a.role_id)
        .collect();
    let attachments = doc
        .attachments
        .into_iter()
        .map(|a| reads::AttachmentRow {
            attachment_id: a.attachment_id,
            key: a.key,
            file_name: a.file_name,
            content_type: a.content_type,
            size: a.size as i64,
        })
        .collect();
    Some(DocumentRow {
        document_id: id,
        title: doc.title,
        body: doc.body,
        category_id: doc.category_id,
        permission_category_id: doc.permission_category_id,
        tag_ids: doc.tag_ids,
        status: doc.status.id() as i16,
        author_id: doc.author_id,
        reader_roles: readers,
        editor_roles: editors,
        attachments: sqlx::types::Json(attachments),
        revision: doc.revision as i32,
        created_at: time(first),
        updated_at: time(last),
        version: last.sequence,
        may_edit: None,
        is_favourite: None,
    })
}

/// A draft document from an AI answer (`saveGeneratedDocument`, issue 18): its first event
/// records the model, the agent version and the prompt that wrote it.
pub async fn create_generated(
    state: &AppState,
    metadata: &staffhub_journal::Metadata,
    id: Uuid,
    author_id: Uuid,
    title: String,
    body: String,
    generated_by: staffhub_domain::documents::GeneratedBy,
) -> ApiResult<DocumentRow> {
    let command = DocumentCommand::CreateDocument {
        document_id: id,
        author_id,
        title,
        body,
        category_id: None,
        permission_category_id: None,
        tag_ids: Vec::new(),
        status_id: staffhub_domain::documents::DocumentStatus::Draft.id(),
        generated_by: Some(generated_by),
    };
    let started = Instant::now();
    let committed =
        command::execute::<DocumentTarget>(state, metadata, id, command, Expect::New).await?;
    command::answer_row::<DocumentTarget>(state, id, committed, started).await
}

/// How the command path reads a document back.
pub struct DocumentTarget;

impl Target for DocumentTarget {
    type Aggregate = DocumentAggregate;
    type Row = DocumentRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::DocumentNotFound;

    fn services(state: &AppState) -> &DocumentServices {
        &state.document_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<DocumentRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &DocumentRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        document: DocumentAggregate,
        events: &[JournalEvent],
    ) -> Option<DocumentRow> {
        // In the trash, it has no row (issue 35).
        if document.deleted {
            return None;
        }
        document_row(id, document, events)
    }
}

/// Whoever may edit a document deletes it (issue 35), asked as `updateDocument` asks it
/// (`super::editable`: 'Document Not Accessible' to one who may not read it). Who restores one
/// is the descriptor's `Trash::visible` (the same edit rule, over the row the entry brings
/// back), which `restoreNode` asks before this: an entry the caller may not restore is not in
/// their trash.
impl TrashTarget for DocumentTarget {
    fn delete_command() -> DocumentCommand {
        DocumentCommand::DeleteDocument
    }

    fn restore_command() -> DocumentCommand {
        DocumentCommand::RestoreDocument
    }

    fn authorize<'a>(
        state: &'a AppState,
        session: &'a Session,
        id: Uuid,
        restoring: bool,
    ) -> futures::future::BoxFuture<'a, ApiResult<()>> {
        Box::pin(async move {
            if !restoring {
                super::editable(state, session, id).await?;
            }
            Ok(())
        })
    }
}

pub struct CategoryTarget;

impl Target for CategoryTarget {
    type Aggregate = CategoryAggregate;
    type Row = CategoryRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::CategoryNotFound;

    fn services(state: &AppState) -> &DocumentServices {
        &state.document_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<CategoryRow>> {
        Ok(reads::category_by_id(&state.reads, id).await?)
    }

    fn version(row: &CategoryRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        category: CategoryAggregate,
        events: &[JournalEvent],
    ) -> Option<CategoryRow> {
        let (first, last) = (events.first()?, events.last()?);
        Some(CategoryRow {
            category_id: id,
            name: category.name,
            description: category.description,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
        })
    }
}

pub struct PermissionTarget;

impl Target for PermissionTarget {
    type Aggregate = PermissionAggregate;
    type Row = PermissionCategoryRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::PermissionNotFound;

    fn services(state: &AppState) -> &DocumentServices {
        &state.document_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<PermissionCategoryRow>> {
        Ok(reads::permission_category_by_id(&state.reads, id).await?)
    }

    fn version(row: &PermissionCategoryRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        category: PermissionAggregate,
        events: &[JournalEvent],
    ) -> Option<PermissionCategoryRow> {
        let (first, last) = (events.first()?, events.last()?);
        Some(PermissionCategoryRow {
            permission_category_id: id,
            name: category.name,
            description: category.description,
            reader_roles: category
                .role_assignments
                .iter()
                .map(|a| a.role_id)
                .collect(),
            editor_roles: category
                .role_assignments
                .iter()
                .filter(|a| a.access == DocumentAccess::Edit)
                .map(|a| a.role_id)
                .collect(),
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
        })
    }
}

/// Favourites answer with the document, read for the caller once the projection has them.
pub struct FavouritesTarget;

impl Target for FavouritesTarget {
    type Aggregate = FavouritesAggregate;
    type Row = ();
    type Id = Uuid;
    const NOT_FOUND: Code = Code::DocumentNotFound;

    fn services(state: &AppState) -> &DocumentServices {
        &state.document_services
    }

    async fn read_back(_: &AppState, _: Uuid) -> ApiResult<Option<()>> {
        Ok(Some(()))
    }

    fn version(_: &()) -> i64 {
        i64::MAX
    }

    fn from_events(_: Uuid, _: FavouritesAggregate, _: &[JournalEvent]) -> Option<()> {
        Some(())
    }
}
