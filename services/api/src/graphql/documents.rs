//! Documents (issue 14; spec §2 `/documents…`, §4 document status active 1, archived 2,
//! draft 3, §8 'Document Not Accessible'): a markdown knowledge base with document categories,
//! permission categories, role assignments, versions, attachments, favourites and search.
//!
//! Access (`docs/authorization.md`, "Documents"): admins and the author always; otherwise a
//! role assigned on the document or on its permission category grants read or edit; a draft
//! is for its editors only. The rule is SQL (`read::documents::push_access`) and every read
//! goes through it: lists, counts, search, by-id, versions, history and subscriptions.
//! Changing a role's assignments changes the next request's answer, because roles are read
//! per request and the rule is evaluated in the query.

use std::time::Instant;

use async_graphql::dataloader::DataLoader;
use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription, Upload};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use sqlx::postgres::PgRow;
use staffhub_domain::documents::category::DocumentCategoryCommand;
use staffhub_domain::documents::document::DocumentCommand;
use staffhub_domain::documents::favourites::DocumentFavouritesCommand;
use staffhub_domain::documents::permission::PermissionCategoryCommand;
use staffhub_domain::documents::{Attachment, DocumentAccess, DocumentStatus, RoleAssignment};
use staffhub_projections::search;
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::loaders::{RoleLoader, TagLoader};
use super::members::Employee;
use super::node::Node;
use super::search::SearchHit;
use super::tags::Tag;
use super::types::ArcError;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::areas::documents::{
    self, CategoryTarget, DocumentTarget, FavouritesTarget, PermissionTarget, category_id,
    document_id, permission_category_id,
};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::files::ATTACHMENT_URL_TTL_SECS;
use crate::locale::Locale;
use crate::names::Names;
use crate::read::documents::{
    self as reads, CategoryFilter, CategoryRow, DocumentListFilter, DocumentRow, DocumentSort,
    DocumentSortField, PermissionCategoryRow, VersionRow,
};
use crate::read::search::detail as search_detail;
use crate::sessions::Session;
use crate::state::AppState;

/// `node(id)` of a document, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn document_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::Document(Document(row))))
    })
}

/// `node(id)` of a document category, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn document_category_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::category_by_id(&state.reads, id)
            .await?
            .map(|row| Node::DocumentCategory(DocumentCategory(row))))
    })
}

/// `node(id)` of a permission category, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn permission_category_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::permission_category_by_id(&state.reads, id)
            .await?
            .map(|row| Node::PermissionCategory(PermissionCategory(row))))
    })
}

/// One search row as a hit on a document, the hook `AREA` points at.
pub(crate) fn document_hit(row: &PgRow, locale: Locale) -> Result<SearchHit, sqlx::Error> {
    let document: DocumentRow = sqlx::FromRow::from_row(row)?;
    let category = search_detail(row, false)?;
    let second = category.unwrap_or_else(|| {
        locale
            .pick(crate::areas::documents::status_label(document.status))
            .to_owned()
    });
    Ok(SearchHit::new(
        Node::Document(Document(document.clone())),
        document.title,
        Some(second),
    ))
}

/// A role's access to a document (through the document or its permission category).
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct DocumentRoleAssignment {
    role_id: i32,
    /// 1 read, 2 edit (edit implies read).
    access_id: i32,
}

#[async_graphql::ComplexObject]
impl DocumentRoleAssignment {
    /// The role's name; null for a role deleted since.
    async fn role_name(&self, ctx: &Context<'_>) -> GqlResult<Option<String>> {
        let loader = ctx.data_unchecked::<DataLoader<RoleLoader>>();
        let role = loader
            .load_one(self.role_id)
            .await
            .map_err(|e| ApiError::internal("loading a role failed", ArcError(e)))?;
        let locale = super::request(ctx).map(|r| r.locale).unwrap_or_default();
        Ok(role.map(|r| crate::areas::members::role_name(r.role_id, &r.name, locale)))
    }
}

fn assignments(readers: &[i32], editors: &[i32]) -> Vec<DocumentRoleAssignment> {
    let mut list: Vec<DocumentRoleAssignment> = readers
        .iter()
        .map(|role_id| DocumentRoleAssignment {
            role_id: *role_id,
            access_id: if editors.contains(role_id) {
                DocumentAccess::Edit.id()
            } else {
                DocumentAccess::Read.id()
            },
        })
        .collect();
    list.sort_by_key(|a| a.role_id);
    list
}

/// A file attached to a document.
pub struct DocumentAttachment {
    row: reads::AttachmentRow,
}

#[Object]
impl DocumentAttachment {
    async fn id(&self) -> ID {
        ID(self.row.attachment_id.to_string())
    }
    async fn file_name(&self) -> &str {
        &self.row.file_name
    }
    async fn content_type(&self) -> &str {
        &self.row.content_type
    }
    /// Bytes.
    async fn size(&self) -> i64 {
        self.row.size
    }
    /// A signed download link, valid for 12 hours. Only readers of the document get one.
    async fn url(&self, ctx: &Context<'_>) -> String {
        let expires = Utc::now().timestamp() + ATTACHMENT_URL_TTL_SECS;
        state(ctx)
            .files
            .signed_url(&self.row.key, &self.row.file_name, expires)
    }
}

/// A piece of a search passage; `highlight` marks where the keyword matched.
#[derive(SimpleObject)]
pub struct TextPart {
    text: String,
    highlight: bool,
}

/// One save of a document's title and body.
pub struct DocumentRevision(VersionRow);

#[Object]
impl DocumentRevision {
    /// 1 for the first save, counting up.
    async fn revision(&self) -> i32 {
        self.0.revision
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    /// The markdown body of this save.
    async fn body(&self, ctx: &Context<'_>) -> GqlResult<String> {
        if let Some(body) = &self.0.body {
            return Ok(body.clone());
        }
        let row = reads::version(&state(ctx).reads, self.0.document_id, self.0.revision).await?;
        Ok(row.and_then(|r| r.body).unwrap_or_default())
    }
    /// Null for the system (seed, CLI).
    async fn saved_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.saved_by).await?)
    }
    async fn saved_at(&self) -> DateTime<Utc> {
        self.0.saved_at
    }
    /// Set when this save restored an older revision.
    async fn restored_revision(&self) -> Option<i32> {
        self.0.restored_revision
    }
}

/// A document (spec §3: categories, permission categories, role assignments, favourites).
pub struct Document(pub DocumentRow);

impl Document {
    /// The caller's own view of the row: whether they may edit it and whether it is one of
    /// their favourites (read with the row in lists; asked once more after a mutation).
    async fn flags(&self, ctx: &Context<'_>) -> ApiResult<(bool, bool)> {
        if let (Some(may_edit), Some(favourite)) = (self.0.may_edit, self.0.is_favourite) {
            return Ok((may_edit, favourite));
        }
        let row = reads::visible_by_id(
            &state(ctx).reads,
            self.0.document_id,
            &Caller::of(session(ctx)?),
        )
        .await?;
        Ok(row.map_or((false, false), |r| {
            (r.may_edit.unwrap_or(false), r.is_favourite.unwrap_or(false))
        }))
    }
}

#[Object]
impl Document {
    pub async fn id(&self) -> ID {
        ids::encode("Document", self.0.document_id)
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    /// Markdown.
    async fn body(&self) -> &str {
        &self.0.body
    }
    /// Spec §4: active 1, archived 2, draft 3.
    async fn status_id(&self) -> i32 {
        i32::from(self.0.status)
    }
    async fn category(&self, ctx: &Context<'_>) -> GqlResult<Option<DocumentCategory>> {
        let Some(id) = self.0.category_id else {
            return Ok(None);
        };
        Ok(reads::category_by_id(&state(ctx).reads, id)
            .await?
            .map(DocumentCategory))
    }
    async fn permission_category(
        &self,
        ctx: &Context<'_>,
    ) -> GqlResult<Option<PermissionCategory>> {
        let Some(id) = self.0.permission_category_id else {
            return Ok(None);
        };
        Ok(reads::permission_category_by_id(&state(ctx).reads, id)
            .await?
            .map(PermissionCategory))
    }
    async fn tags(&self, ctx: &Context<'_>) -> GqlResult<Vec<Tag>> {
        let loader = ctx.data_unchecked::<DataLoader<TagLoader>>();
        let found = loader
            .load_many(self.0.tag_ids.iter().copied())
            .await
            .map_err(|e| ApiError::internal("loading tags failed", ArcError(e)))?;
        Ok(self
            .0
            .tag_ids
            .iter()
            .filter_map(|id| found.get(id).cloned().map(Tag))
            .collect())
    }
    /// Null for the system (seed, CLI).
    async fn author(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.author_id).await?)
    }
    /// The document's own role assignments (its permission category's come on top).
    async fn role_assignments(&self) -> Vec<DocumentRoleAssignment> {
        assignments(&self.0.reader_roles, &self.0.editor_roles)
    }
    async fn attachments(&self) -> Vec<DocumentAttachment> {
        self.0
            .attachments
            .0
            .iter()
            .cloned()
            .map(|row| DocumentAttachment { row })
            .collect()
    }
    /// How many times the content was saved (the latest revision's number).
    async fn revision(&self) -> i32 {
        self.0.revision
    }
    /// Every save, newest first (bodies load only when asked for).
    async fn revisions(&self, ctx: &Context<'_>) -> GqlResult<Vec<DocumentRevision>> {
        Ok(reads::versions(&state(ctx).reads, self.0.document_id)
            .await?
            .into_iter()
            .map(DocumentRevision)
            .collect())
    }
    /// One save, with its body (for a diff between any two).
    async fn revision_at(
        &self,
        ctx: &Context<'_>,
        revision: i32,
    ) -> GqlResult<Option<DocumentRevision>> {
        Ok(
            reads::version(&state(ctx).reads, self.0.document_id, revision)
                .await?
                .map(DocumentRevision),
        )
    }
    /// Whether the caller may edit the content, status, category and attachments.
    async fn may_edit(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(self.flags(ctx).await?.0)
    }
    /// Whether the caller may change who has access (the author and admins).
    async fn may_manage_access(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        let session = session(ctx)?;
        Ok(session.is_admin() || self.0.author_id == Some(session.employee_id))
    }
    /// Whether the caller marked it a favourite.
    async fn is_favourite(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(self.flags(ctx).await?.1)
    }
    /// The passage of the body around the first match of `keyword`, with the matches marked
    /// (search results).
    async fn excerpt(&self, keyword: String) -> GqlResult<Vec<TextPart>> {
        let keyword = connection::keyword(Some(keyword))?.unwrap_or_default();
        let highlights = search::parse_query(&keyword)
            .map(|q| q.highlights)
            .unwrap_or_default();
        Ok(search::passage(&self.0.body, &highlights)
            .into_iter()
            .map(|p| TextPart {
                text: p.text,
                highlight: p.highlight,
            })
            .collect())
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Aggregate version: an edit form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// A document category (Manuals, Contracts, Minutes…), managed by admins.
pub struct DocumentCategory(pub CategoryRow);

#[Object]
impl DocumentCategory {
    pub async fn id(&self) -> ID {
        ids::encode("DocumentCategory", self.0.category_id)
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn description(&self) -> &str {
        &self.0.description
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// A permission category: which roles may read and which may edit its documents.
pub struct PermissionCategory(pub PermissionCategoryRow);

#[Object]
impl PermissionCategory {
    pub async fn id(&self) -> ID {
        ids::encode("PermissionCategory", self.0.permission_category_id)
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn description(&self) -> &str {
        &self.0.description
    }
    async fn role_assignments(&self) -> Vec<DocumentRoleAssignment> {
        assignments(&self.0.reader_roles, &self.0.editor_roles)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    async fn version(&self) -> i64 {
        self.0.version
    }
}

impl Document {
    /// Of `ids`, the documents the caller may read, in the given order (an agent's knowledge,
    /// a chat's attachments): one the caller may not read is left out.
    pub async fn readable(ctx: &Context<'_>, ids: &[Uuid]) -> GqlResult<Vec<Document>> {
        let caller = Caller::of(session(ctx)?);
        let rows = crate::areas::documents::readable_rows(state(ctx), &caller, ids).await?;
        Ok(rows.into_iter().map(Document).collect())
    }
}

connection!(
    DocumentConnection,
    DocumentEdge,
    Document,
    DocumentListFilter,
    reads::count
);

connection!(
    DocumentCategoryConnection,
    DocumentCategoryEdge,
    DocumentCategory,
    CategoryFilter,
    reads::count_categories
);

connection!(
    PermissionCategoryConnection,
    PermissionCategoryEdge,
    PermissionCategory,
    CategoryFilter,
    reads::count_permission_categories
);

#[derive(InputObject, Default)]
pub struct DocumentFilter {
    /// Words in the title or body, English or Japanese (one- and two-character Japanese words
    /// too); results are ranked and `Document.excerpt` marks the matches.
    keyword: Option<String>,
    category_ids: Option<Vec<ID>>,
    permission_category_ids: Option<Vec<ID>>,
    tag_ids: Option<Vec<ID>>,
    /// Spec §4 ids: active 1, archived 2, draft 3.
    status_ids: Option<Vec<i32>>,
    author_ids: Option<Vec<ID>>,
    /// Only the caller's favourites.
    #[graphql(default)]
    favourites_only: bool,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum DocumentOrderField {
    /// Title matches first, then body matches, newest first (updated time without a keyword).
    Relevance,
    Title,
    CreatedAt,
    UpdatedAt,
}

#[derive(InputObject)]
pub struct DocumentOrder {
    field: DocumentOrderField,
    direction: OrderDirection,
}

#[derive(InputObject, Default)]
pub struct DocumentCategoryFilter {
    /// Matches the name, case-insensitively.
    keyword: Option<String>,
}

fn id_list(list: Option<Vec<ID>>, type_name: &str) -> ApiResult<Vec<Uuid>> {
    list.unwrap_or_default()
        .iter()
        .map(|id| ids::decode(id, type_name, Code::InvalidId))
        .collect()
}

fn to_filter(filter: Option<DocumentFilter>, session: &Session) -> ApiResult<DocumentListFilter> {
    let filter = filter.unwrap_or_default();
    let keyword = connection::keyword(filter.keyword)?;
    let mut status_ids = Vec::new();
    for id in filter.status_ids.unwrap_or_default() {
        let status = DocumentStatus::from_id(id).ok_or(Code::InvalidStatus)?;
        status_ids.push(status.id() as i16);
    }
    let search = keyword.as_deref().and_then(search::parse_query);
    Ok(DocumentListFilter {
        viewer: Some(Caller::of(session)),
        nothing: keyword.is_some() && search.is_none(),
        search,
        category_ids: id_list(filter.category_ids, "DocumentCategory")?,
        permission_category_ids: id_list(filter.permission_category_ids, "PermissionCategory")?,
        tag_ids: id_list(filter.tag_ids, "Tag")?,
        status_ids,
        author_ids: id_list(filter.author_ids, "Employee")?,
        favourites_only: filter.favourites_only,
    })
}

fn category_filter(filter: Option<DocumentCategoryFilter>) -> ApiResult<CategoryFilter> {
    Ok(CategoryFilter {
        keyword: connection::keyword(filter.unwrap_or_default().keyword)?,
    })
}

/// The resolver's caller asks [`documents::readable`].
async fn readable(ctx: &Context<'_>, id: Uuid) -> ApiResult<DocumentRow> {
    documents::readable(state(ctx), session(ctx)?, id).await
}

/// The resolver's caller asks [`documents::editable`].
async fn editable(ctx: &Context<'_>, id: Uuid) -> ApiResult<DocumentRow> {
    documents::editable(state(ctx), session(ctx)?, id).await
}

/// The resolver's caller asks [`documents::manageable`].
async fn manageable(ctx: &Context<'_>, id: Uuid) -> ApiResult<DocumentRow> {
    documents::manageable(state(ctx), session(ctx)?, id).await
}

/// "All N matching this filter" for a bulk change (issue 35 §2): the list's own filter and SQL,
/// with its row-level rule for the caller.
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    session: &'a Session,
    filter: async_graphql::Value,
) -> futures::future::BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_filter(crate::bulk::list_filter(filter)?, session)?;
        let sort = DocumentSort {
            field: DocumentSortField::UpdatedAt,
            descending: true,
        };
        crate::bulk::all_items(
            |offset, limit| reads::list(&state.reads, &filter, sort, offset, limit),
            |row| row.document_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct DocumentQuery;

#[Object(guard = "Policy::query()")]
impl DocumentQuery {
    /// Documents the caller may read: by relevance with a keyword, else most recently
    /// updated first. first: default 20, 1..=100.
    async fn documents(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<DocumentFilter>,
        order_by: Option<DocumentOrder>,
    ) -> GqlResult<DocumentConnection> {
        let filter = to_filter(filter, session(ctx)?)?;
        let sort = order_by.map_or(
            DocumentSort {
                field: DocumentSortField::Relevance,
                descending: true,
            },
            |o| DocumentSort {
                field: match o.field {
                    DocumentOrderField::Relevance => DocumentSortField::Relevance,
                    DocumentOrderField::Title => DocumentSortField::Title,
                    DocumentOrderField::CreatedAt => DocumentSortField::CreatedAt,
                    DocumentOrderField::UpdatedAt => DocumentSortField::UpdatedAt,
                },
                descending: o.direction == OrderDirection::Desc,
            },
        );
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::list(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, Document(row)))
            .collect();
        Ok(DocumentConnection::new(edges, page_info, filter))
    }

    /// One document: 'Document not found', or 'Document Not Accessible' for one the caller
    /// may not read.
    async fn document(&self, ctx: &Context<'_>, id: ID) -> GqlResult<Document> {
        Ok(Document(readable(ctx, document_id(&id)?).await?))
    }

    /// Document categories, A to Z.
    async fn document_categories(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<DocumentCategoryFilter>,
    ) -> GqlResult<DocumentCategoryConnection> {
        let filter = category_filter(filter)?;
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::categories(reads, &filter, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, DocumentCategory(row)))
            .collect();
        Ok(DocumentCategoryConnection::new(edges, page_info, filter))
    }

    /// Permission categories, A to Z.
    async fn permission_categories(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<DocumentCategoryFilter>,
    ) -> GqlResult<PermissionCategoryConnection> {
        let filter = category_filter(filter)?;
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::permission_categories(reads, &filter, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, PermissionCategory(row)))
            .collect();
        Ok(PermissionCategoryConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct CreateDocumentInput {
    /// 1–200 characters.
    title: String,
    /// Markdown, up to 200,000 characters.
    #[graphql(default)]
    body: String,
    category_id: Option<ID>,
    permission_category_id: Option<ID>,
    #[graphql(default)]
    tag_ids: Vec<ID>,
    /// Active 1 or draft 3; active by default.
    #[graphql(default = 1)]
    status_id: i32,
}

#[derive(SimpleObject)]
pub struct CreateDocumentPayload {
    document: Document,
    document_edge: DocumentEdge,
}

/// The edit form: title, body and tags, and the version it was loaded at.
#[derive(InputObject)]
pub struct UpdateDocumentInput {
    id: ID,
    /// A save since is not overwritten (204.X000.004 with both versions).
    expected_version: i64,
    title: String,
    body: String,
    tag_ids: Vec<ID>,
}

#[derive(SimpleObject)]
pub struct UpdateDocumentPayload {
    document: Document,
}

#[derive(InputObject)]
pub struct RestoreDocumentRevisionInput {
    id: ID,
    revision: i32,
    /// The version the page showed: a save since is not overwritten.
    expected_version: i64,
}

#[derive(SimpleObject)]
pub struct RestoreDocumentRevisionPayload {
    document: Document,
}

#[derive(InputObject)]
pub struct ChangeDocumentStatusInput {
    id: ID,
    /// Active 1, archived 2, draft 3.
    status_id: i32,
}

#[derive(SimpleObject)]
pub struct ChangeDocumentStatusPayload {
    document: Document,
}

#[derive(InputObject)]
pub struct AssignDocumentCategoryInput {
    id: ID,
    /// Null: uncategorised.
    category_id: Option<ID>,
}

#[derive(SimpleObject)]
pub struct AssignDocumentCategoryPayload {
    document: Document,
}

#[derive(InputObject)]
pub struct ChangeDocumentPermissionCategoryInput {
    id: ID,
    /// Null: only the document's own role assignments (and its author and admins).
    permission_category_id: Option<ID>,
}

#[derive(SimpleObject)]
pub struct ChangeDocumentPermissionCategoryPayload {
    document: Document,
}

#[derive(InputObject)]
pub struct AssignDocumentRoleInput {
    id: ID,
    role_id: i32,
    /// 1 read, 2 edit.
    access_id: i32,
}

#[derive(SimpleObject)]
pub struct AssignDocumentRolePayload {
    document: Document,
}

#[derive(InputObject)]
pub struct UnassignDocumentRoleInput {
    id: ID,
    role_id: i32,
}

#[derive(SimpleObject)]
pub struct UnassignDocumentRolePayload {
    document: Document,
}

#[derive(InputObject)]
pub struct AddDocumentAttachmentInput {
    id: ID,
    /// PDF, image, text, CSV, markdown or Office document; at most 20 MiB.
    file: Upload,
}

#[derive(SimpleObject)]
pub struct AddDocumentAttachmentPayload {
    document: Document,
}

#[derive(InputObject)]
pub struct RemoveDocumentAttachmentInput {
    id: ID,
    attachment_id: ID,
}

#[derive(SimpleObject)]
pub struct RemoveDocumentAttachmentPayload {
    document: Document,
}

#[derive(InputObject)]
pub struct AddDocumentFavouriteInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct AddDocumentFavouritePayload {
    document: Document,
}

#[derive(InputObject)]
pub struct RemoveDocumentFavouriteInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct RemoveDocumentFavouritePayload {
    document: Document,
}

#[derive(InputObject)]
pub struct CreateDocumentCategoryInput {
    /// 1–100 characters, unique.
    name: String,
    #[graphql(default)]
    description: String,
}

#[derive(SimpleObject)]
pub struct CreateDocumentCategoryPayload {
    document_category: DocumentCategory,
    document_category_edge: DocumentCategoryEdge,
}

#[derive(InputObject)]
pub struct UpdateDocumentCategoryInput {
    id: ID,
    expected_version: i64,
    name: String,
    description: String,
}

#[derive(SimpleObject)]
pub struct UpdateDocumentCategoryPayload {
    document_category: DocumentCategory,
}

#[derive(InputObject)]
pub struct RoleAssignmentInput {
    role_id: i32,
    /// 1 read, 2 edit.
    access_id: i32,
}

#[derive(InputObject)]
pub struct CreatePermissionCategoryInput {
    /// 1–100 characters, unique.
    name: String,
    #[graphql(default)]
    description: String,
    #[graphql(default)]
    role_assignments: Vec<RoleAssignmentInput>,
}

#[derive(SimpleObject)]
pub struct CreatePermissionCategoryPayload {
    permission_category: PermissionCategory,
    permission_category_edge: PermissionCategoryEdge,
}

#[derive(InputObject)]
pub struct UpdatePermissionCategoryInput {
    id: ID,
    expected_version: i64,
    name: String,
    description: String,
}

#[derive(SimpleObject)]
pub struct UpdatePermissionCategoryPayload {
    permission_category: PermissionCategory,
}

#[derive(InputObject)]
pub struct AssignPermissionCategoryRoleInput {
    id: ID,
    role_id: i32,
    /// 1 read, 2 edit.
    access_id: i32,
}

#[derive(SimpleObject)]
pub struct AssignPermissionCategoryRolePayload {
    permission_category: PermissionCategory,
}

#[derive(InputObject)]
pub struct UnassignPermissionCategoryRoleInput {
    id: ID,
    role_id: i32,
}

#[derive(SimpleObject)]
pub struct UnassignPermissionCategoryRolePayload {
    permission_category: PermissionCategory,
}

/// Runs a document command and answers with the document as the caller sees it.
async fn execute(
    ctx: &Context<'_>,
    id: Uuid,
    command: DocumentCommand,
    expect: Expect,
) -> ApiResult<Document> {
    let metadata = request(ctx)?.metadata();
    let row =
        command::run_for_row::<DocumentTarget>(state(ctx), &metadata, id, command, expect).await?;
    Ok(Document(row))
}

fn category_names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "DocumentCategory")
}

fn permission_names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "PermissionCategory")
}

async fn favourite(ctx: &Context<'_>, id: &ID, add: bool) -> ApiResult<Document> {
    let document = document_id(id)?;
    readable(ctx, document).await?;
    let session = session(ctx)?;
    let state = state(ctx);
    let metadata = request(ctx)?.metadata();
    let command = if add {
        DocumentFavouritesCommand::AddFavourite {
            employee_id: session.employee_id,
            document_id: document,
        }
    } else {
        DocumentFavouritesCommand::RemoveFavourite {
            document_id: document,
        }
    };
    let started = Instant::now();
    let committed = command::execute::<FavouritesTarget>(
        state,
        &metadata,
        session.employee_id,
        command,
        Expect::Any,
    )
    .await?;
    command::answer::<FavouritesTarget>(state, session.employee_id, committed, started).await?;
    Ok(Document(readable(ctx, document).await?))
}

#[derive(Default)]
pub struct DocumentMutation;

#[Object(guard = "Policy::mutation()")]
impl DocumentMutation {
    /// Staff write documents; the author always keeps access to their own.
    async fn create_document(
        &self,
        ctx: &Context<'_>,
        input: CreateDocumentInput,
    ) -> GqlResult<CreateDocumentPayload> {
        let session = session(ctx)?;
        let id = Uuid::now_v7();
        let command = DocumentCommand::CreateDocument {
            document_id: id,
            author_id: session.employee_id,
            title: input.title,
            body: input.body,
            category_id: input.category_id.as_ref().map(category_id).transpose()?,
            permission_category_id: input
                .permission_category_id
                .as_ref()
                .map(permission_category_id)
                .transpose()?,
            tag_ids: id_list(Some(input.tag_ids), "Tag")?,
            status_id: input.status_id,
            generated_by: None,
        };
        let started = Instant::now();
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let committed =
            command::execute::<DocumentTarget>(state, &metadata, id, command, Expect::New).await?;
        // The author may always read and edit it; the flags are read for them when asked.
        let row = command::answer_row::<DocumentTarget>(state, id, committed, started).await?;
        Ok(CreateDocumentPayload {
            document: Document(row.clone()),
            document_edge: DocumentEdge {
                cursor: connection::cursor(0),
                node: Document(row),
            },
        })
    }

    /// Editors save the title, body and tags; every save is a new version.
    async fn update_document(
        &self,
        ctx: &Context<'_>,
        input: UpdateDocumentInput,
    ) -> GqlResult<UpdateDocumentPayload> {
        let id = document_id(&input.id)?;
        let row = editable(ctx, id).await?;
        let sent = id_list(Some(input.tag_ids), "Tag")?;
        let command = DocumentCommand::EditDocument {
            title: input.title,
            body: input.body,
            tag_ids: crate::areas::tags::keeping_deleted(state(ctx), &row.tag_ids, sent).await?,
        };
        let expect = Expect::Version(input.expected_version);
        Ok(UpdateDocumentPayload {
            document: execute(ctx, id, command, expect).await?,
        })
    }

    /// Editors bring an older version back, as a new version.
    async fn restore_document_revision(
        &self,
        ctx: &Context<'_>,
        input: RestoreDocumentRevisionInput,
    ) -> GqlResult<RestoreDocumentRevisionPayload> {
        let id = document_id(&input.id)?;
        editable(ctx, id).await?;
        let revision = u32::try_from(input.revision).map_err(|_| Code::DocumentVersionNotFound)?;
        let command = DocumentCommand::RestoreRevision { revision };
        let expect = Expect::Version(input.expected_version);
        Ok(RestoreDocumentRevisionPayload {
            document: execute(ctx, id, command, expect).await?,
        })
    }

    /// Editors publish, archive, unarchive or take a document back to draft.
    async fn change_document_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeDocumentStatusInput,
    ) -> GqlResult<ChangeDocumentStatusPayload> {
        let id = document_id(&input.id)?;
        editable(ctx, id).await?;
        let command = DocumentCommand::ChangeStatus {
            status_id: input.status_id,
        };
        Ok(ChangeDocumentStatusPayload {
            document: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    /// Editors file a document under a category.
    async fn assign_document_category(
        &self,
        ctx: &Context<'_>,
        input: AssignDocumentCategoryInput,
    ) -> GqlResult<AssignDocumentCategoryPayload> {
        let id = document_id(&input.id)?;
        editable(ctx, id).await?;
        let command = DocumentCommand::AssignCategory {
            category_id: input.category_id.as_ref().map(category_id).transpose()?,
        };
        Ok(AssignDocumentCategoryPayload {
            document: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    /// The author or an admin decides which permission category governs access.
    async fn change_document_permission_category(
        &self,
        ctx: &Context<'_>,
        input: ChangeDocumentPermissionCategoryInput,
    ) -> GqlResult<ChangeDocumentPermissionCategoryPayload> {
        let id = document_id(&input.id)?;
        manageable(ctx, id).await?;
        let command = DocumentCommand::ChangePermissionCategory {
            permission_category_id: input
                .permission_category_id
                .as_ref()
                .map(permission_category_id)
                .transpose()?,
        };
        Ok(ChangeDocumentPermissionCategoryPayload {
            document: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    /// The author or an admin gives a role read or edit access to this document.
    async fn assign_document_role(
        &self,
        ctx: &Context<'_>,
        input: AssignDocumentRoleInput,
    ) -> GqlResult<AssignDocumentRolePayload> {
        let id = document_id(&input.id)?;
        manageable(ctx, id).await?;
        let command = DocumentCommand::AssignRole {
            role_id: input.role_id,
            access_id: input.access_id,
        };
        Ok(AssignDocumentRolePayload {
            document: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    async fn unassign_document_role(
        &self,
        ctx: &Context<'_>,
        input: UnassignDocumentRoleInput,
    ) -> GqlResult<UnassignDocumentRolePayload> {
        let id = document_id(&input.id)?;
        manageable(ctx, id).await?;
        let command = DocumentCommand::UnassignRole {
            role_id: input.role_id,
        };
        Ok(UnassignDocumentRolePayload {
            document: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    /// Editors attach a file (multipart request), checked for type, size and content.
    async fn add_document_attachment(
        &self,
        ctx: &Context<'_>,
        input: AddDocumentAttachmentInput,
    ) -> GqlResult<AddDocumentAttachmentPayload> {
        let id = document_id(&input.id)?;
        editable(ctx, id).await?;
        let upload = input
            .file
            .value(ctx)
            .map_err(|_| Code::InvalidAttachmentFormat)?;
        let file_name = upload.filename.clone();
        let bytes =
            crate::files::read_upload_up_to(upload, crate::files::MAX_ATTACHMENT_BYTES).await?;
        let stored = state(ctx).files.put_attachment(bytes, &file_name).await?;
        let command = DocumentCommand::AddAttachment {
            attachment: Attachment {
                attachment_id: Uuid::now_v7(),
                key: stored.key.clone(),
                file_name,
                content_type: stored.content_type.to_owned(),
                size: stored.size as u64,
            },
        };
        let document = execute(ctx, id, command, Expect::Any).await;
        // A refused command (too many attachments) leaves no file behind.
        state(ctx)
            .files
            .discard_if_refused(&stored.key, &document)
            .await;
        Ok(AddDocumentAttachmentPayload {
            document: document?,
        })
    }

    async fn remove_document_attachment(
        &self,
        ctx: &Context<'_>,
        input: RemoveDocumentAttachmentInput,
    ) -> GqlResult<RemoveDocumentAttachmentPayload> {
        let id = document_id(&input.id)?;
        editable(ctx, id).await?;
        let attachment_id =
            Uuid::parse_str(input.attachment_id.as_str()).map_err(|_| Code::AttachmentNotFound)?;
        let command = DocumentCommand::RemoveAttachment { attachment_id };
        Ok(RemoveDocumentAttachmentPayload {
            document: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    /// Readers mark a document a favourite (their own list).
    async fn add_document_favourite(
        &self,
        ctx: &Context<'_>,
        input: AddDocumentFavouriteInput,
    ) -> GqlResult<AddDocumentFavouritePayload> {
        Ok(AddDocumentFavouritePayload {
            document: favourite(ctx, &input.id, true).await?,
        })
    }

    async fn remove_document_favourite(
        &self,
        ctx: &Context<'_>,
        input: RemoveDocumentFavouriteInput,
    ) -> GqlResult<RemoveDocumentFavouritePayload> {
        Ok(RemoveDocumentFavouritePayload {
            document: favourite(ctx, &input.id, false).await?,
        })
    }

    /// Admin.
    async fn create_document_category(
        &self,
        ctx: &Context<'_>,
        input: CreateDocumentCategoryInput,
    ) -> GqlResult<CreateDocumentCategoryPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let command = DocumentCategoryCommand::CreateCategory {
            category_id: id,
            name: input.name.clone(),
            description: input.description,
        };
        let started = Instant::now();
        let committed = category_names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<CategoryTarget>(state, &metadata, id, command, Expect::New).await
            })
            .await?;
        let row = command::answer_row::<CategoryTarget>(state, id, committed, started).await?;
        Ok(CreateDocumentCategoryPayload {
            document_category: DocumentCategory(row.clone()),
            document_category_edge: DocumentCategoryEdge {
                cursor: connection::cursor(0),
                node: DocumentCategory(row),
            },
        })
    }

    /// Admin.
    async fn update_document_category(
        &self,
        ctx: &Context<'_>,
        input: UpdateDocumentCategoryInput,
    ) -> GqlResult<UpdateDocumentCategoryPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = category_id(&input.id)?;
        let command = DocumentCategoryCommand::UpdateCategory {
            name: input.name.clone(),
            description: input.description,
        };
        let expect = Expect::Version(input.expected_version);
        let started = Instant::now();
        let committed = category_names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<CategoryTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<CategoryTarget>(state, id, committed, started).await?;
        Ok(UpdateDocumentCategoryPayload {
            document_category: DocumentCategory(row),
        })
    }

    /// Admin.
    async fn create_permission_category(
        &self,
        ctx: &Context<'_>,
        input: CreatePermissionCategoryInput,
    ) -> GqlResult<CreatePermissionCategoryPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let mut role_assignments = Vec::with_capacity(input.role_assignments.len());
        for assignment in &input.role_assignments {
            let access =
                DocumentAccess::from_id(assignment.access_id).ok_or(Code::InvalidAccess)?;
            role_assignments.push(RoleAssignment {
                role_id: assignment.role_id,
                access,
            });
        }
        let command = PermissionCategoryCommand::CreatePermissionCategory {
            permission_category_id: id,
            name: input.name.clone(),
            description: input.description,
            role_assignments,
        };
        let started = Instant::now();
        let committed = permission_names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<PermissionTarget>(state, &metadata, id, command, Expect::New)
                    .await
            })
            .await?;
        let row = command::answer_row::<PermissionTarget>(state, id, committed, started).await?;
        Ok(CreatePermissionCategoryPayload {
            permission_category: PermissionCategory(row.clone()),
            permission_category_edge: PermissionCategoryEdge {
                cursor: connection::cursor(0),
                node: PermissionCategory(row),
            },
        })
    }

    /// Admin.
    async fn update_permission_category(
        &self,
        ctx: &Context<'_>,
        input: UpdatePermissionCategoryInput,
    ) -> GqlResult<UpdatePermissionCategoryPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = permission_category_id(&input.id)?;
        let command = PermissionCategoryCommand::UpdatePermissionCategory {
            name: input.name.clone(),
            description: input.description,
        };
        let expect = Expect::Version(input.expected_version);
        let started = Instant::now();
        let committed = permission_names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<PermissionTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<PermissionTarget>(state, id, committed, started).await?;
        Ok(UpdatePermissionCategoryPayload {
            permission_category: PermissionCategory(row),
        })
    }

    /// Admin: gives a role read or edit access to every document of the category, from the
    /// next request on.
    async fn assign_permission_category_role(
        &self,
        ctx: &Context<'_>,
        input: AssignPermissionCategoryRoleInput,
    ) -> GqlResult<AssignPermissionCategoryRolePayload> {
        let metadata = request(ctx)?.metadata();
        let command = PermissionCategoryCommand::AssignRole {
            role_id: input.role_id,
            access_id: input.access_id,
        };
        let id = permission_category_id(&input.id)?;
        let row = command::run_for_row::<PermissionTarget>(
            state(ctx),
            &metadata,
            id,
            command,
            Expect::Any,
        )
        .await?;
        Ok(AssignPermissionCategoryRolePayload {
            permission_category: PermissionCategory(row),
        })
    }

    /// Admin.
    async fn unassign_permission_category_role(
        &self,
        ctx: &Context<'_>,
        input: UnassignPermissionCategoryRoleInput,
    ) -> GqlResult<UnassignPermissionCategoryRolePayload> {
        let metadata = request(ctx)?.metadata();
        let command = PermissionCategoryCommand::UnassignRole {
            role_id: input.role_id,
        };
        let id = permission_category_id(&input.id)?;
        let row = command::run_for_row::<PermissionTarget>(
            state(ctx),
            &metadata,
            id,
            command,
            Expect::Any,
        )
        .await?;
        Ok(UnassignPermissionCategoryRolePayload {
            permission_category: PermissionCategory(row),
        })
    }
}

#[derive(SimpleObject)]
pub struct DocumentChange {
    kind: ChangeKind,
    /// The document's id, also when the subscriber may no longer read it.
    id: ID,
    /// Whether the document, as it is now, is in the subscriber's list (the `filter` given to
    /// `documentsChanged`, by the list's own SQL): false when it no longer matches or the
    /// subscriber may no longer read it, and the list drops it.
    matches: bool,
    /// The document, while the subscriber may read it.
    document: Option<Document>,
}

#[derive(SimpleObject)]
pub struct DocumentCategoryChange {
    kind: ChangeKind,
    document_category: DocumentCategory,
}

#[derive(SimpleObject)]
pub struct PermissionCategoryChange {
    kind: ChangeKind,
    permission_category: PermissionCategory,
}

/// How many of a permission category's documents a live list is told of again when the
/// category's roles change (the rest are read afresh on the list's next load).
const MAX_RETOLD_ON_READERS_CHANGE: i64 = 500;

#[derive(Default)]
pub struct DocumentSubscription;

#[Subscription]
impl DocumentSubscription {
    /// Every change to one document the caller may read (its detail page in every browser).
    async fn document_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Document>>> {
        authorize(ctx, "Subscription.documentChanged").map_err(coded)?;
        let wanted = document_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Document",
            wanted,
            Code::DocumentNotFound,
            |state, caller, id, notice| async move {
                let row = reads::visible_by_id(&state.reads, id, &caller).await?;
                // Opening one that exists but is hidden says so (102.D001.001).
                if row.is_none()
                    && notice.is_none()
                    && !reads::existing_ids(&state.reads, &[id]).await?.is_empty()
                {
                    return Err(Code::DocumentNotAccessible.into());
                }
                Ok(row.map(Document))
            },
        )
        .await
        .map_err(coded)
    }

    /// Documents created or changed that the caller may read, each told with whether it is
    /// now in the caller's list with `filter` (the `documents` query's filter; none: every
    /// document they may read), so the list stays live without a matcher of its own.
    async fn documents_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<DocumentFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<DocumentChange>>> {
        authorize(ctx, "Subscription.documentsChanged").map_err(coded)?;
        let list = to_filter(filter, session(ctx).map_err(coded)?).map_err(coded)?;
        let state = state(ctx).clone();
        // A permission category's roles decide who reads its documents: when they change,
        // each of its documents is told again, so a reader who lost it drops it and one who
        // gained it sees it (the most recently changed ones: a list shows those first).
        let readers_changed = live::notices(&state, "PermissionCategory")
            .then({
                let state = state.clone();
                move |notice| {
                    let state = state.clone();
                    async move {
                        let Ok(category) = Uuid::parse_str(&notice.entity_id) else {
                            return Vec::new();
                        };
                        let ids = reads::ids_in_permission_category(
                            &state.reads,
                            category,
                            MAX_RETOLD_ON_READERS_CHANGE,
                        )
                        .await
                        .unwrap_or_default();
                        ids.into_iter()
                            .map(|id| staffhub_projections::ChangeNotice {
                                entity_type: "Document".to_owned(),
                                entity_id: id.to_string(),
                                kind: staffhub_projections::ChangeKind::Updated,
                                ..notice.clone()
                            })
                            .collect()
                    }
                }
            })
            .flat_map(futures::stream::iter);
        let source = futures::stream::select(live::notices(&state, "Document"), readers_changed);
        let changes = live::list_changes_of(ctx, source, move |state, caller, id, _version| {
            let filter = DocumentListFilter {
                viewer: Some(caller.clone()),
                ..list.clone()
            };
            async move {
                let Some(row) = reads::visible_by_id(&state.reads, id, &caller).await? else {
                    return Ok((None, false));
                };
                let matches = reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Document(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| DocumentChange {
                kind: change.kind,
                id: ids::encode("Document", change.id),
                matches: change.matches,
                document: change.row,
            })
        }))
    }

    /// Document categories created or renamed.
    async fn document_categories_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<DocumentCategoryChange>>>
    {
        authorize(ctx, "Subscription.documentCategoriesChanged").map_err(coded)?;
        let state = state(ctx).clone();
        Ok(
            live::notices(&state, "DocumentCategory").filter_map(move |notice| {
                let state = state.clone();
                async move {
                    let id = Uuid::parse_str(&notice.entity_id).ok()?;
                    let kind = ChangeKind::from(notice.kind);
                    match reads::category_by_id(&state.reads, id).await {
                        Ok(row) => row.map(|row| {
                            Ok(DocumentCategoryChange {
                                kind,
                                document_category: DocumentCategory(row),
                            })
                        }),
                        Err(e) => Some(Err(coded(e))),
                    }
                }
            }),
        )
    }

    /// Permission categories created, renamed or given other role assignments.
    async fn permission_categories_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<PermissionCategoryChange>>>
    {
        authorize(ctx, "Subscription.permissionCategoriesChanged").map_err(coded)?;
        let state = state(ctx).clone();
        Ok(
            live::notices(&state, "PermissionCategory").filter_map(move |notice| {
                let state = state.clone();
                async move {
                    let id = Uuid::parse_str(&notice.entity_id).ok()?;
                    let kind = ChangeKind::from(notice.kind);
                    match reads::permission_category_by_id(&state.reads, id).await {
                        Ok(row) => row.map(|row| {
                            Ok(PermissionCategoryChange {
                                kind,
                                permission_category: PermissionCategory(row),
                            })
                        }),
                        Err(e) => Some(Err(coded(e))),
                    }
                }
            }),
        )
    }
}
