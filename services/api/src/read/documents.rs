//! The documents read models (projection "documents"): `document_list`, `document_versions`,
//! `document_categories`, `permission_categories` and `document_favourites`.
//!
//! Access is part of every query that touches a document (issue 14, `docs/authorization.md`):
//! [`push_access`] is the one rule, written once in SQL and used by the list, the count, the
//! search, by-id reads, versions and subscriptions, so a document a reader may not see never
//! shows up, not even as a count or a search hit.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use sqlx::types::Json;
use sqlx::{Postgres, QueryBuilder};
use staffhub_projections::search::SearchQuery;
use uuid::Uuid;

use super::count::{COUNT_CAP, Total, total};
use super::pool::ReadPool;
use super::search::Statement;
use crate::access::Caller;

#[derive(Debug, Clone, Deserialize)]
pub struct AttachmentRow {
    pub attachment_id: Uuid,
    pub key: String,
    pub file_name: String,
    pub content_type: String,
    pub size: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DocumentRow {
    pub document_id: Uuid,
    pub title: String,
    pub body: String,
    pub category_id: Option<Uuid>,
    pub permission_category_id: Option<Uuid>,
    pub tag_ids: Vec<Uuid>,
    pub status: i16,
    pub author_id: Option<Uuid>,
    pub reader_roles: Vec<i32>,
    pub editor_roles: Vec<i32>,
    pub attachments: Json<Vec<AttachmentRow>>,
    pub revision: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
    /// Whether the reader may edit it; None when read without a reader (the system).
    pub may_edit: Option<bool>,
    /// Whether the reader marked it a favourite; None when read without a reader.
    pub is_favourite: Option<bool>,
}

const COLUMNS: &str = "d.document_id, d.title, d.body, d.category_id, d.permission_category_id, \
    d.tag_ids, d.status, d.author_id, d.reader_roles, d.editor_roles, d.attachments, d.revision, \
    d.created_at, d.updated_at, d.version";

/// Documents `viewer` may edit: admins, the author, and the editing roles of the document and
/// of its permission category. The permission categories' part is an initplan, computed once
/// per query, not per row.
fn push_may_edit(query: &mut QueryBuilder<'_, Postgres>, viewer: &Caller) {
    if viewer.admin {
        query.push("true");
        return;
    }
    query
        .push("(d.author_id = ")
        .push_bind(viewer.employee_id)
        .push(" OR d.editor_roles && ")
        .push_bind(viewer.role_ids.clone())
        .push("::int[] OR d.permission_category_id = ANY(ARRAY(SELECT permission_category_id FROM permission_categories WHERE editor_roles && ")
        .push_bind(viewer.role_ids.clone())
        .push("::int[])))");
}

/// [`push_may_edit`] as a row-level condition over `d` (`access::Condition`): the trash's
/// rule for documents (issue 35), since whoever edits one deletes and restores it, and a
/// restricted one's entry is for no one else.
pub fn edit_condition(query: &mut QueryBuilder<'_, Postgres>, viewer: &Caller) {
    query.push(" AND ");
    push_may_edit(query, viewer);
}

/// The access rule, as a condition on `d` (a `document_list` row): editors see everything
/// they edit; readers (a role with read or edit access on the document or on its permission
/// category) see what is not a draft. No reader: nothing.
pub fn push_access(query: &mut QueryBuilder<'_, Postgres>, viewer: Option<&Caller>) {
    let Some(viewer) = viewer else {
        query.push(" AND false");
        return;
    };
    condition(query, viewer);
}

/// The access rule ([`push_access`]) as a condition over `d`, written as the row's access
/// terms (`d.access_keys`, issue 33): the row is visible when the terms that would let `viewer`
/// in (their id and their roles) overlap the row's. It is the same rule as [`push_may_edit`]
/// or "not a draft, and read by one of the viewer's roles, directly or through its permission
/// category" (the migration's `document_access_keys` says which term means what), but the
/// terms sit in the search index beside the words, so a search takes only visible hits out of
/// it. They are bound as values, not looked up in the statement, so the planner weighs them
/// against the column's statistics: a word in many documents is then read in update order and
/// stops at the page, a rare one straight from the index.
pub fn condition(query: &mut QueryBuilder<'_, Postgres>, viewer: &Caller) {
    if viewer.admin {
        return;
    }
    query
        .push(" AND d.access_keys && ")
        .push_bind(access_terms(viewer))
        .push("::text[]");
}

/// The terms that let `viewer` in: as the author, and by each of their roles as an editor and
/// as a reader.
fn access_terms(viewer: &Caller) -> Vec<String> {
    let mut terms = Vec::with_capacity(1 + 2 * viewer.role_ids.len());
    terms.push(format!("a{}", viewer.employee_id));
    for role in &viewer.role_ids {
        terms.push(format!("e{role}"));
        terms.push(format!("r{role}"));
    }
    terms
}

/// `COLUMNS` plus what the reader may do with each row.
fn push_select(query: &mut QueryBuilder<'_, Postgres>, viewer: Option<&Caller>) {
    query.push("SELECT ").push(COLUMNS);
    match viewer {
        Some(viewer) => {
            query.push(", ");
            push_may_edit(query, viewer);
            query
                .push(" AS may_edit, EXISTS (SELECT 1 FROM document_favourites f WHERE f.document_id = d.document_id AND f.employee_id = ")
                .push_bind(viewer.employee_id)
                .push(") AS is_favourite");
        }
        None => {
            query.push(", NULL::bool AS may_edit, NULL::bool AS is_favourite");
        }
    }
    query.push(" FROM document_list d");
}

/// The document as stored, for the system (history, the command path's read-back). A reader's
/// read goes through [`visible_by_id`].
pub async fn by_id(pool: &ReadPool, document_id: Uuid) -> Result<Option<DocumentRow>, sqlx::Error> {
    let mut query = QueryBuilder::new("");
    push_select(&mut query, None);
    query.push(" WHERE d.document_id = ").push_bind(document_id);
    pool.fetch_optional(query.build_query_as()).await
}

/// The document, if `viewer` may read it.
pub async fn visible_by_id(
    pool: &ReadPool,
    document_id: Uuid,
    viewer: &Caller,
) -> Result<Option<DocumentRow>, sqlx::Error> {
    let mut query = QueryBuilder::new("");
    push_select(&mut query, Some(viewer));
    query.push(" WHERE d.document_id = ").push_bind(document_id);
    push_access(&mut query, Some(viewer));
    pool.fetch_optional(query.build_query_as()).await
}

/// The documents in a permission category, most recently changed first, at most `limit`:
/// whose readers change when the category's roles do.
pub async fn ids_in_permission_category(
    pool: &ReadPool,
    permission_category_id: Uuid,
    limit: i64,
) -> Result<Vec<Uuid>, sqlx::Error> {
    let rows: Vec<(Uuid,)> = pool
        .fetch_all(
            sqlx::query_as(
                "SELECT document_id FROM document_list WHERE permission_category_id = $1 \
                 ORDER BY updated_at DESC LIMIT $2",
            )
            .bind(permission_category_id)
            .bind(limit),
        )
        .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Of `document_ids`, those that exist (whoever may read them).
pub async fn existing_ids(
    pool: &ReadPool,
    document_ids: &[Uuid],
) -> Result<Vec<Uuid>, sqlx::Error> {
    if document_ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<(Uuid,)> = pool
        .fetch_all(
            sqlx::query_as("SELECT document_id FROM document_list WHERE document_id = ANY($1)")
                .bind(document_ids.to_vec()),
        )
        .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Of `document_ids`, those `viewer` may read (other areas' links: a linked document the
/// caller may not read shows as restricted, never its title).
pub async fn visible_ids(
    pool: &ReadPool,
    document_ids: &[Uuid],
    viewer: &Caller,
) -> Result<Vec<Uuid>, sqlx::Error> {
    if document_ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut query =
        QueryBuilder::new("SELECT d.document_id FROM document_list d WHERE d.document_id = ANY(");
    query.push_bind(document_ids.to_vec()).push(")");
    push_access(&mut query, Some(viewer));
    let rows: Vec<(Uuid,)> = pool.fetch_all(query.build_query_as()).await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

#[derive(Debug, Clone, Default)]
pub struct DocumentListFilter {
    pub viewer: Option<Caller>,
    /// The keyword, cut for the index (`staffhub_projections::search`).
    pub search: Option<SearchQuery>,
    pub category_ids: Vec<Uuid>,
    pub permission_category_ids: Vec<Uuid>,
    pub tag_ids: Vec<Uuid>,
    pub status_ids: Vec<i16>,
    pub author_ids: Vec<Uuid>,
    /// Only the reader's favourites.
    pub favourites_only: bool,
    /// A keyword with nothing to search by (only punctuation) finds nothing.
    pub nothing: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentSortField {
    /// Title hits first, then body hits; newest first within each. Without a keyword: the
    /// same as `UpdatedAt`.
    Relevance,
    Title,
    CreatedAt,
    UpdatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct DocumentSort {
    pub field: DocumentSortField,
    pub descending: bool,
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &DocumentListFilter) {
    push_filter_in(query, filter, Terms::Whole);
}

fn push_filter_in(
    query: &mut QueryBuilder<'_, Postgres>,
    filter: &DocumentListFilter,
    terms: Terms,
) {
    query.push(" WHERE true");
    push_conditions_in(query, filter, terms);
}

/// Which search terms a keyword is matched against.
#[derive(Clone, Copy)]
enum Terms {
    /// The title's and the body's (`d.search`): what the list finds.
    Whole,
    /// The title's alone (`d.title_search`): the list's title part. The projection makes every
    /// title term a term of the whole too, so these hits are the whole's hits in the title.
    /// Asked as one condition, not as the whole's and then the title's, so the planner weighs
    /// the title's own frequency: as two, it took them for independent, under-counted a word
    /// frequent in titles, and sorted thousands of hits (issue 33, `docs/benchmarks.md`).
    Title,
}

/// The list's conditions on `d`, each as ` AND …`: the reader's access and the filter. The
/// list, its count and a live list's notices ([`in_list`]) all use these, so a subscriber is
/// told a row belongs exactly when the list would show it.
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &DocumentListFilter) {
    push_conditions_in(query, filter, Terms::Whole);
}

fn push_conditions_in(
    query: &mut QueryBuilder<'_, Postgres>,
    filter: &DocumentListFilter,
    terms: Terms,
) {
    if filter.nothing {
        query.push(" AND false");
    }
    push_access(query, filter.viewer.as_ref());
    if let Some(search) = &filter.search {
        query.push(" AND ");
        push_keyword(query, search, terms);
    }
    let mut any = |column: &str, ids: &[Uuid]| {
        if !ids.is_empty() {
            query
                .push(format!(" AND d.{column} = ANY("))
                .push_bind(ids.to_vec())
                .push(")");
        }
    };
    any("category_id", &filter.category_ids);
    any("permission_category_id", &filter.permission_category_ids);
    any("author_id", &filter.author_ids);
    if !filter.tag_ids.is_empty() {
        query
            .push(" AND d.tag_ids && ")
            .push_bind(filter.tag_ids.clone());
    }
    if !filter.status_ids.is_empty() {
        query
            .push(" AND d.status = ANY(")
            .push_bind(filter.status_ids.clone())
            .push(")");
    }
    if filter.favourites_only {
        let employee = filter.viewer.as_ref().map(|v| v.employee_id);
        query
            .push(" AND EXISTS (SELECT 1 FROM document_favourites f WHERE f.document_id = d.document_id AND f.employee_id = ")
            .push_bind(employee)
            .push(")");
    }
}

/// The list's SQL, built once for the server and for the benchmark's raw baseline (P10).
pub fn list_query<'a>(
    filter: &'a DocumentListFilter,
    sort: DocumentSort,
    offset: i64,
    limit: i64,
) -> QueryBuilder<'a, Postgres> {
    list_query_after("", filter, sort, offset, limit)
}

/// [`list_query`] after `prefix` (the benchmark's `EXPLAIN`).
pub fn list_query_after<'a>(
    prefix: &str,
    filter: &'a DocumentListFilter,
    sort: DocumentSort,
    offset: i64,
    limit: i64,
) -> QueryBuilder<'a, Postgres> {
    let mut query = QueryBuilder::new(prefix);
    let direction = if sort.descending { "DESC" } else { "ASC" };
    match (sort.field, &filter.search) {
        (DocumentSortField::Relevance, Some(search)) => {
            // Title hits first, then the rest, each by update time (issue 14's order). As
            // one `ORDER BY (title @@ q), updated_at`, PostgreSQL had to fetch and sort every
            // visible hit before the first page: tens of thousands for a frequent word (P10,
            // issue 33). As two parts, each ordered by update time and limited to the page's
            // end, a part can be read in `updated_at` order and stop at the page, or taken
            // from the GIN indexes when its word is rare; only the two short parts are sorted.
            query.push("SELECT * FROM (");
            for (part, title_hits) in [(0, sort.descending), (1, !sort.descending)] {
                if part == 1 {
                    query.push(" UNION ALL ");
                }
                query.push(format!("(SELECT {part} AS search_part, p.* FROM ("));
                push_select(&mut query, filter.viewer.as_ref());
                if title_hits {
                    push_filter_in(&mut query, filter, Terms::Title);
                } else {
                    push_filter(&mut query, filter);
                    query
                        .push(" AND NOT d.title_search @@ ")
                        .push_bind(search.tsquery.clone())
                        .push("::tsquery");
                }
                query
                    .push(format!(
                        " ORDER BY d.updated_at {direction}, d.document_id {direction} LIMIT "
                    ))
                    .push_bind(offset + limit)
                    .push(") AS p)");
            }
            query.push(format!(
                ") AS hits ORDER BY search_part, updated_at {direction}, document_id {direction}"
            ));
        }
        (field, _) => {
            push_select(&mut query, filter.viewer.as_ref());
            push_filter(&mut query, filter);
            let column = match field {
                DocumentSortField::Title => "lower(d.title)",
                DocumentSortField::CreatedAt => "d.created_at",
                DocumentSortField::Relevance | DocumentSortField::UpdatedAt => "d.updated_at",
            };
            query.push(format!(
                " ORDER BY {column} {direction}, d.document_id {direction}"
            ));
        }
    }
    query
        .push(" LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    query
}

pub async fn list(
    pool: &ReadPool,
    filter: &DocumentListFilter,
    sort: DocumentSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<DocumentRow>, sqlx::Error> {
    let mut query = list_query(filter, sort, offset, limit);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the document is in the list with `filter` as it is now (issue 32: a live list asks
/// the list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    document_id: Uuid,
    filter: &DocumentListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "document_list d",
        "d.document_id",
        document_id,
        |query| push_conditions(query, filter),
    )
    .await
}

/// The list's keyword over `d`: the projection's search terms of the title and body, and for
/// a Japanese word its characters as written. One statement of it serves the list, its count,
/// a live list's notices and search everywhere, so a hit in one is a hit in all.
fn push_keyword(query: &mut QueryBuilder<'_, Postgres>, search: &SearchQuery, terms: Terms) {
    query
        .push(match terms {
            Terms::Whole => "d.search @@ ",
            Terms::Title => "d.title_search @@ ",
        })
        .push_bind(search.tsquery.clone())
        .push("::tsquery");
    // Each word of a Japanese keyword is found alone; the phrase proves they stand together.
    // The text as written holds the phrase in almost every hit; normalising (NFKC, as the
    // index did) is only paid for the rest.
    for phrase in &search.phrases {
        query
            .push(" AND (strpos(d.title || ' ' || d.body, ")
            .push_bind(phrase.clone())
            .push(") > 0 OR strpos(normalize(d.title || ' ' || d.body, NFKC), ")
            .push_bind(phrase.clone())
            .push(") > 0)");
    }
}

/// The list's total (see [`list_query`]): its conditions, counted up to the cap.
pub async fn count(pool: &ReadPool, filter: &DocumentListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "document_list d", |query| push_filter(query, filter)).await
}

/// [`count`]'s SQL, for the bench to run raw (its answer is [`Total::of`] with [`COUNT_CAP`]).
pub fn count_query(filter: &DocumentListFilter) -> QueryBuilder<'_, Postgres> {
    super::count::query("document_list d", COUNT_CAP, |query| {
        push_filter(query, filter)
    })
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct VersionRow {
    pub document_id: Uuid,
    pub revision: i32,
    pub title: String,
    /// Only when asked for (a version list does not carry every body).
    pub body: Option<String>,
    pub saved_by: Option<Uuid>,
    pub saved_at: DateTime<Utc>,
    pub restored_revision: Option<i32>,
}

/// Every save of a document, newest first, without bodies. The caller has checked access.
pub async fn versions(pool: &ReadPool, document_id: Uuid) -> Result<Vec<VersionRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "SELECT document_id, revision, title, NULL::text AS body, saved_by, saved_at,
                 restored_revision
             FROM document_versions WHERE document_id = $1 ORDER BY revision DESC",
        )
        .bind(document_id),
    )
    .await
}

/// One save, with its body. The caller has checked access.
pub async fn version(
    pool: &ReadPool,
    document_id: Uuid,
    revision: i32,
) -> Result<Option<VersionRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(
            "SELECT document_id, revision, title, body, saved_by, saved_at, restored_revision
             FROM document_versions WHERE document_id = $1 AND revision = $2",
        )
        .bind(document_id)
        .bind(revision),
    )
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CategoryRow {
    pub category_id: Uuid,
    pub name: String,
    pub description: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

/// Categories and permission categories: a keyword on the name.
#[derive(Debug, Clone, Default)]
pub struct CategoryFilter {
    pub keyword: Option<String>,
}

fn push_name_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &CategoryFilter) {
    query.push(" WHERE true");
    if let Some(keyword) = &filter.keyword {
        query
            .push(" AND name ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
}

pub async fn category_by_id(
    pool: &ReadPool,
    category_id: Uuid,
) -> Result<Option<CategoryRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(
            "SELECT category_id, name, description, created_at, updated_at, version
             FROM document_categories WHERE category_id = $1",
        )
        .bind(category_id),
    )
    .await
}

/// By name, A to Z.
pub async fn categories(
    pool: &ReadPool,
    filter: &CategoryFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<CategoryRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(
        "SELECT category_id, name, description, created_at, updated_at, version FROM document_categories",
    );
    push_name_filter(&mut query, filter);
    query
        .push(" ORDER BY lower(name), category_id LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count_categories(
    pool: &ReadPool,
    filter: &CategoryFilter,
) -> Result<Total, sqlx::Error> {
    total(pool, "document_categories", |query| {
        push_name_filter(query, filter)
    })
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PermissionCategoryRow {
    pub permission_category_id: Uuid,
    pub name: String,
    pub description: String,
    pub reader_roles: Vec<i32>,
    pub editor_roles: Vec<i32>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

const PERMISSION_COLUMNS: &str = "permission_category_id, name, description, reader_roles, \
    editor_roles, created_at, updated_at, version";

pub async fn permission_category_by_id(
    pool: &ReadPool,
    permission_category_id: Uuid,
) -> Result<Option<PermissionCategoryRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {PERMISSION_COLUMNS} FROM permission_categories WHERE permission_category_id = $1"
        ))
        .bind(permission_category_id),
    )
    .await
}

/// By name, A to Z.
pub async fn permission_categories(
    pool: &ReadPool,
    filter: &CategoryFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<PermissionCategoryRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {PERMISSION_COLUMNS} FROM permission_categories"
    ));
    push_name_filter(&mut query, filter);
    query
        .push(" ORDER BY lower(name), permission_category_id LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count_permission_categories(
    pool: &ReadPool,
    filter: &CategoryFilter,
) -> Result<Total, sqlx::Error> {
    total(pool, "permission_categories", |query| {
        push_name_filter(query, filter)
    })
    .await
}

/// Search everywhere (issue 21): the projection's search terms of the title and body, as the
/// document list's keyword (a Japanese word of three or more characters checked as written);
/// the category's name for the second line. The row comes without its search terms
/// (tsvectors); what the reader may do with it is read when asked (`Document::flags`).
pub const SEARCH: Statement = Statement {
    select: "d.document_id, d.title, d.body, d.category_id, d.permission_category_id, \
             d.tag_ids, d.status, d.author_id, d.reader_roles, d.editor_roles, \
             d.attachments, d.revision, d.created_at, d.updated_at, d.version, \
             NULL::bool AS may_edit, NULL::bool AS is_favourite, \
             c.name AS search_detail, NULL::text AS search_detail_ja \
             FROM document_list d \
             LEFT JOIN document_categories c ON c.category_id = d.category_id",
    title_terms: Some("d.title_search"),
    ties: "d.updated_at DESC, d.document_id DESC",
    matches: |query, terms| {
        let Some(search) = &terms.indexed else {
            return false;
        };
        push_keyword(query, search, Terms::Whole);
        true
    },
    title_implies_match: super::search::never,
};
