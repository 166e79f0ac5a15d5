//! The issues read models (projection "issues"): `issue_list`, `issue_comments`, and the two
//! admin-managed lists `issue_statuses` and `issue_categories`.
//!
//! Every staff member reads every issue (docs/authorization.md); what an issue links to keeps
//! its own rules (a linked document the reader may not read is shown as restricted).

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use super::search::Statement;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct IssueRow {
    pub issue_id: Uuid,
    pub title: String,
    pub description: String,
    pub status_id: Uuid,
    pub priority_id: i16,
    pub reporter_id: Option<Uuid>,
    pub category_ids: Vec<Uuid>,
    pub project_id: Option<Uuid>,
    pub assignee_ids: Vec<Uuid>,
    pub document_ids: Vec<Uuid>,
    pub tag_ids: Vec<Uuid>,
    pub task_id: Option<Uuid>,
    pub comment_count: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

const COLUMNS: &str = "i.issue_id, i.title, i.description, i.status_id, i.priority_id, \
    i.reporter_id, i.category_ids, i.project_id, i.assignee_ids, i.document_ids, i.tag_ids, \
    i.task_id, i.comment_count, i.created_at, i.updated_at, i.version";

#[derive(Debug, Clone, Default)]
pub struct IssueListFilter {
    pub keyword: Option<String>,
    pub status_ids: Vec<Uuid>,
    pub priority_ids: Vec<i16>,
    /// Issues filed under any of these.
    pub category_ids: Vec<Uuid>,
    pub project_ids: Vec<Uuid>,
    /// Issues assigned to any of these.
    pub assignee_ids: Vec<Uuid>,
    pub reporter_ids: Vec<Uuid>,
    /// Issues carrying any of these.
    pub tag_ids: Vec<Uuid>,
}

impl IssueListFilter {
    /// No condition at all: every issue is in the list.
    pub fn is_empty(&self) -> bool {
        let Self {
            keyword,
            status_ids,
            priority_ids,
            category_ids,
            project_ids,
            assignee_ids,
            reporter_ids,
            tag_ids,
        } = self;
        keyword.as_deref().is_none_or(str::is_empty)
            && status_ids.is_empty()
            && priority_ids.is_empty()
            && category_ids.is_empty()
            && project_ids.is_empty()
            && assignee_ids.is_empty()
            && reporter_ids.is_empty()
            && tag_ids.is_empty()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IssueSortField {
    UpdatedAt,
    CreatedAt,
    /// High (1) first ascending; ties most recently updated first.
    Priority,
    Title,
    /// By the status list's order.
    Status,
}

#[derive(Debug, Clone, Copy)]
pub struct IssueSort {
    pub field: IssueSortField,
    pub descending: bool,
}

impl Default for IssueSort {
    fn default() -> Self {
        Self {
            field: IssueSortField::UpdatedAt,
            descending: true,
        }
    }
}

/// The board's card order: high priority first, then most recently updated.
pub const BOARD_SORT: IssueSort = IssueSort {
    field: IssueSortField::Priority,
    descending: false,
};

pub async fn by_id(pool: &ReadPool, issue_id: Uuid) -> Result<Option<IssueRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM issue_list i WHERE i.issue_id = $1"
        ))
        .bind(issue_id),
    )
    .await
}

/// Reads issues by id for many concurrent callers at once (`read::by_id`): the subjects of a
/// page's notifications and activity.
pub type IssueLoader = super::by_id::ByIdLoader<Uuid, IssueRow>;

pub fn loader(pool: std::sync::Arc<ReadPool>) -> IssueLoader {
    let sql = format!("SELECT {COLUMNS} FROM issue_list i WHERE i.issue_id = ANY($1)");
    super::by_id::by_sql(pool, sql, |row: &IssueRow| row.issue_id)
}

/// The issue a task was converted from.
pub async fn by_task(pool: &ReadPool, task_id: Uuid) -> Result<Option<IssueRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM issue_list i WHERE i.task_id = $1"
        ))
        .bind(task_id),
    )
    .await
}

/// The list's conditions on `i`, each as ` AND …` (every staff member reads every issue). The
/// list, its count, the board's columns and a live list's notices ([`in_list`]) all use these,
/// so a subscriber is told an issue belongs exactly when the list would show it (issue 32), a
/// keyword found only in the description included.
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &IssueListFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        // Same expression as the trigram index (schema …11_issues.sql); Japanese by words.
        query.push(" AND ");
        super::push_text_keyword(
            query,
            "(i.title || ' ' || i.description)",
            "i.japanese_words",
            keyword,
        );
    }
    let mut any_of = |column: &str, ids: &[Uuid]| {
        if !ids.is_empty() {
            query
                .push(format!(" AND i.{column} = ANY("))
                .push_bind(ids.to_vec())
                .push(")");
        }
    };
    any_of("status_id", &filter.status_ids);
    any_of("project_id", &filter.project_ids);
    any_of("reporter_id", &filter.reporter_ids);
    let mut overlaps = |column: &str, ids: &[Uuid]| {
        if !ids.is_empty() {
            query
                .push(format!(" AND i.{column} && "))
                .push_bind(ids.to_vec())
                .push("::uuid[]");
        }
    };
    overlaps("category_ids", &filter.category_ids);
    overlaps("assignee_ids", &filter.assignee_ids);
    overlaps("tag_ids", &filter.tag_ids);
    if !filter.priority_ids.is_empty() {
        query
            .push(" AND i.priority_id = ANY(")
            .push_bind(filter.priority_ids.clone())
            .push(")");
    }
}

fn order_by(sort: IssueSort) -> String {
    let direction = if sort.descending { "DESC" } else { "ASC" };
    // Ties: most recently updated first, then the id, so paging is stable.
    match sort.field {
        IssueSortField::UpdatedAt => format!("i.updated_at {direction}, i.issue_id {direction}"),
        IssueSortField::CreatedAt => format!("i.created_at {direction}, i.issue_id {direction}"),
        IssueSortField::Priority => {
            format!("i.priority_id {direction}, i.updated_at DESC, i.issue_id DESC")
        }
        IssueSortField::Title => format!("lower(i.title) {direction}, i.issue_id {direction}"),
        IssueSortField::Status => format!(
            "(SELECT s.position FROM issue_statuses s WHERE s.status_id = i.status_id) {direction}, \
             i.updated_at DESC, i.issue_id DESC"
        ),
    }
}

/// Up to this many matches of an array filter, a page is read from the matches and then
/// sorted, rather than by walking the order's index (see [`list`]). Sorting a thousand rows
/// is bounded work; the walk's is not.
pub const FEW_MATCHES: i64 = 1_000;

/// Whether `filter` holds an array condition and matches at most [`FEW_MATCHES`].
fn few(filter: &IssueListFilter, matches: Option<i64>) -> bool {
    let arrays = !filter.assignee_ids.is_empty() || !filter.category_ids.is_empty();
    arrays && matches.is_some_and(|matches| matches <= FEW_MATCHES)
}

/// One page of issues. `matches`: how many the filter matches, where that is known without
/// counting ([`kept_count`]).
///
/// PostgreSQL estimates a filter on one of the arrays (`assignee_ids`, `category_ids`) for a
/// value it has no statistics of at 0.5% of the rows, and so walks the order's index, checking
/// row by row. For an employee's 40 issues among 333,333 (the home page's "my issues", issue
/// 33's P14), that walk read 3,470 rows, 5.7 ms, for a page of 5. Where such a filter is known
/// to match at most [`FEW_MATCHES`], the page is read from the matches, through the filter's
/// own index, and sorted: the subquery's `OFFSET 0` keeps the planner from walking the order
/// instead. Same rows, same order. Without an array filter the order's index (by status, or
/// by all) finds a page at once, and the planner knows it.
pub async fn list(
    pool: &ReadPool,
    filter: &IssueListFilter,
    sort: IssueSort,
    offset: i64,
    limit: i64,
    matches: Option<i64>,
) -> Result<Vec<IssueRow>, sqlx::Error> {
    let few = few(filter, matches);
    let mut query = if few {
        QueryBuilder::new(format!(
            "SELECT i.* FROM (SELECT {COLUMNS} FROM issue_list i WHERE true"
        ))
    } else {
        QueryBuilder::new(format!("SELECT {COLUMNS} FROM issue_list i WHERE true"))
    };
    push_conditions(&mut query, filter);
    if few {
        query.push(" OFFSET 0) i");
    }
    query
        .push(format!(" ORDER BY {} LIMIT ", order_by(sort)))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the issue is in the list with `filter` as it is now (issue 32: a live list asks the
/// list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    issue_id: Uuid,
    filter: &IssueListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "issue_list i", "i.issue_id", issue_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

/// The key of the counts the projection keeps (`issue_facet_counts`, issue 33) that answer
/// `filter`'s total per status: its one category and its one assignee, the nil id for "any".
/// None when the filter holds anything else (a keyword, projects, tags, …, or several
/// categories or assignees, which one issue can match twice): then the list is counted.
fn kept_key(filter: &IssueListFilter) -> Option<(Uuid, Uuid)> {
    let IssueListFilter {
        keyword,
        status_ids: _,
        priority_ids,
        category_ids,
        project_ids,
        assignee_ids,
        reporter_ids,
        tag_ids,
    } = filter;
    let one = |ids: &[Uuid]| match ids {
        [] => Some(Uuid::nil()),
        [id] => Some(*id),
        _ => None,
    };
    let otherwise_unfiltered = keyword.as_deref().is_none_or(str::is_empty)
        && priority_ids.is_empty()
        && project_ids.is_empty()
        && reporter_ids.is_empty()
        && tag_ids.is_empty();
    otherwise_unfiltered.then_some((one(category_ids)?, one(assignee_ids)?))
}

/// The kept counts of `key`, per status (statuses without any are absent).
async fn kept_by_status(
    pool: &ReadPool,
    (category_id, assignee_id): (Uuid, Uuid),
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "SELECT status_id, count FROM issue_facet_counts
             WHERE category_id = $1 AND assignee_id = $2 AND count > 0",
        )
        .bind(category_id)
        .bind(assignee_id),
    )
    .await
}

/// The kept total of `key` over `statuses` (all of them when empty).
async fn kept_total(
    pool: &ReadPool,
    key: (Uuid, Uuid),
    statuses: &[Uuid],
) -> Result<i64, sqlx::Error> {
    Ok(kept_by_status(pool, key)
        .await?
        .into_iter()
        .filter(|(status_id, _)| statuses.is_empty() || statuses.contains(status_id))
        .map(|(_, count)| count)
        .sum())
}

/// The list's exact total from the kept counts, where they answer the filter (one row a
/// status); None where they do not.
pub async fn kept_count(
    pool: &ReadPool,
    filter: &IssueListFilter,
) -> Result<Option<Total>, sqlx::Error> {
    Ok(match kept_key(filter) {
        Some(key) => Some(Total::exact(
            kept_total(pool, key, &filter.status_ids).await?,
        )),
        None => None,
    })
}

/// The list's total: from the kept counts where they answer the filter (exact, one row a
/// status), otherwise the lists' capped count.
pub async fn count(pool: &ReadPool, filter: &IssueListFilter) -> Result<Total, sqlx::Error> {
    if let Some(total) = kept_count(pool, filter).await? {
        return Ok(total);
    }
    total(pool, "issue_list i WHERE true", |query| {
        push_conditions(query, filter)
    })
    .await
}

/// Per status, how many issues the filter matches (statuses without any are absent; kept
/// counts answer for every status, the board picks its columns'). From the counts the projection keeps where they
/// answer the filter (issue 33), otherwise counted. Exact either way: these are the board's
/// column counts.
pub async fn count_by_status(
    pool: &ReadPool,
    filter: &IssueListFilter,
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    match kept_key(filter) {
        Some(key) => kept_by_status(pool, key).await,
        None => counted_by_status(pool, filter).await,
    }
}

/// [`count_by_status`] counted from the list itself (a test compares the kept counts to it).
pub async fn counted_by_status(
    pool: &ReadPool,
    filter: &IssueListFilter,
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT i.status_id, count(*) FROM issue_list i WHERE true");
    push_conditions(&mut query, filter);
    query.push(" GROUP BY i.status_id");
    pool.fetch_all(query.build_query_as()).await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BoardCardRow {
    pub column_status_id: Uuid,
    #[sqlx(flatten)]
    pub issue: IssueRow,
}

/// The board's first `per_column` cards of each status, in [`BOARD_SORT`] order, in one
/// statement: an index range scan per status. `matches` is how many issues of those statuses
/// the filter matches (the board's column counts). For an array filter with few matches, the
/// cards are read from the matches and numbered per status instead, as [`list`] reads a page,
/// because each column's range scan would check row by row for a filter PostgreSQL cannot
/// estimate (one employee's issues). Same cards in each column, in the same order.
pub async fn board_cards(
    pool: &ReadPool,
    status_ids: &[Uuid],
    filter: &IssueListFilter,
    per_column: i64,
    matches: i64,
) -> Result<Vec<BoardCardRow>, sqlx::Error> {
    let column_filter = IssueListFilter {
        status_ids: Vec::new(),
        ..filter.clone()
    };
    if few(filter, Some(matches)) {
        let mut query = QueryBuilder::new(format!(
            "SELECT i.status_id AS column_status_id, i.* FROM (SELECT {COLUMNS}, \
             row_number() OVER (PARTITION BY i.status_id ORDER BY {}) AS board_place \
             FROM issue_list i WHERE i.status_id = ANY(",
            order_by(BOARD_SORT)
        ));
        query.push_bind(status_ids.to_vec()).push(")");
        push_conditions(&mut query, &column_filter);
        query
            .push(") i WHERE i.board_place <= ")
            .push_bind(per_column)
            .push(" ORDER BY array_position(")
            .push_bind(status_ids.to_vec())
            .push("::uuid[], i.status_id), i.board_place");
        return pool.fetch_all(query.build_query_as()).await;
    }
    let mut query = QueryBuilder::new("SELECT s.id AS column_status_id, c.* FROM unnest(");
    query
        .push_bind(status_ids.to_vec())
        .push(format!(
            "::uuid[]) AS s(id) CROSS JOIN LATERAL (SELECT {COLUMNS} FROM issue_list i WHERE i.status_id = s.id"
        ));
    push_conditions(&mut query, &column_filter);
    query
        .push(format!(" ORDER BY {} LIMIT ", order_by(BOARD_SORT)))
        .push_bind(per_column)
        .push(") AS c");
    pool.fetch_all(query.build_query_as()).await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CommentRow {
    pub comment_id: Uuid,
    pub issue_id: Uuid,
    pub author_id: Option<Uuid>,
    pub body: String,
    pub mention_ids: Vec<Uuid>,
    pub created_at: DateTime<Utc>,
    pub edited_at: Option<DateTime<Utc>>,
    pub edit_count: i32,
    pub version: i64,
}

const COMMENT_COLUMNS: &str = "comment_id, issue_id, author_id, body, mention_ids, created_at, \
    edited_at, edit_count, version";

/// An issue's comments, oldest first.
pub async fn comments(
    pool: &ReadPool,
    issue_id: Uuid,
    offset: i64,
    limit: i64,
) -> Result<Vec<CommentRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {COMMENT_COLUMNS} FROM issue_comments WHERE issue_id = $1
             ORDER BY created_at, comment_id LIMIT $2 OFFSET $3"
        ))
        .bind(issue_id)
        .bind(limit)
        .bind(offset),
    )
    .await
}

/// How many comments the issue has (`issue_id` by reference: a connection's count).
pub async fn count_comments(pool: &ReadPool, issue_id: &Uuid) -> Result<Total, sqlx::Error> {
    total(pool, "issue_comments", |query| {
        query.push(" WHERE issue_id = ").push_bind(*issue_id);
    })
    .await
}

pub async fn comment(pool: &ReadPool, comment_id: Uuid) -> Result<Option<CommentRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COMMENT_COLUMNS} FROM issue_comments WHERE comment_id = $1"
        ))
        .bind(comment_id),
    )
    .await
}

/// The comment the issue's event at `version` wrote, if that event was a comment's.
pub async fn comment_at(
    pool: &ReadPool,
    issue_id: Uuid,
    version: i64,
) -> Result<Option<CommentRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COMMENT_COLUMNS} FROM issue_comments WHERE issue_id = $1 AND version = $2"
        ))
        .bind(issue_id)
        .bind(version),
    )
    .await
}

/// Which admin-managed list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Choices {
    Statuses,
    Categories,
}

impl Choices {
    fn table(self) -> &'static str {
        match self {
            Self::Statuses => "issue_statuses",
            Self::Categories => "issue_categories",
        }
    }

    fn key(self) -> &'static str {
        match self {
            Self::Statuses => "status_id",
            Self::Categories => "category_id",
        }
    }

    /// Where a deleted entry waits (issue 35, the projection's `Trashable`).
    fn trash(self) -> &'static str {
        match self {
            Self::Statuses => "issue_status_trash",
            Self::Categories => "issue_category_trash",
        }
    }

    fn select(self) -> String {
        format!(
            "SELECT {key} AS id, label_en, label_ja, color, position, created_at, updated_at, \
             version FROM {table}",
            key = self.key(),
            table = self.table()
        )
    }
}

/// A list's filter: which list, and a keyword matching either label.
#[derive(Debug, Clone)]
pub struct ChoiceFilter {
    pub list: Choices,
    pub keyword: Option<String>,
}

/// An entry of either list.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ChoiceRow {
    pub id: Uuid,
    pub label_en: String,
    pub label_ja: String,
    pub color: String,
    pub position: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
    /// Read from the trash (issue 35): an issue still names it, and reads it "(deleted)".
    #[sqlx(default)]
    pub deleted: bool,
}

pub async fn choice_by_id(
    pool: &ReadPool,
    list: Choices,
    id: Uuid,
) -> Result<Option<ChoiceRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!("{} WHERE {} = $1", list.select(), list.key())).bind(id),
    )
    .await
}

/// The entries issues name, live or in the trash (issue 35: an issue keeps naming a deleted
/// entry, which reads as it was, marked `deleted`).
pub async fn choices_by_ids(
    pool: &ReadPool,
    list: Choices,
    ids: &[Uuid],
) -> Result<Vec<ChoiceRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT * FROM (
                 SELECT {key} AS id, label_en, label_ja, color, position, created_at,
                        updated_at, version, false AS deleted
                 FROM {table} WHERE {key} = ANY($1)
                 UNION ALL
                 SELECT r.{key}, r.label_en, r.label_ja, r.color, r.position, r.created_at,
                        r.updated_at, t.version, true
                 FROM {trash} t
                 CROSS JOIN LATERAL jsonb_populate_record(NULL::{table}, t.rows -> '{table}' -> 0) r
                 WHERE t.entity_id = ANY($1)
             ) c ORDER BY position, lower(label_en)",
            key = list.key(),
            table = list.table(),
            trash = list.trash(),
        ))
        .bind(ids.to_vec()),
    )
    .await
}

fn push_label_filter(query: &mut QueryBuilder<'_, Postgres>, keyword: Option<&str>) {
    if let Some(keyword) = keyword.filter(|k| !k.is_empty()) {
        let pattern = super::like_pattern(keyword);
        query
            .push(" WHERE (label_en ILIKE ")
            .push_bind(pattern.clone())
            .push(" OR label_ja ILIKE ")
            .push_bind(pattern)
            .push(")");
    }
}

/// A list in its order: by place, then label.
pub async fn choices(
    pool: &ReadPool,
    filter: &ChoiceFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<ChoiceRow>, sqlx::Error> {
    let list = filter.list;
    let mut query = QueryBuilder::new(list.select());
    push_label_filter(&mut query, filter.keyword.as_deref());
    query
        .push(format!(
            " ORDER BY position, lower(label_en), {} LIMIT ",
            list.key()
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count_choices(pool: &ReadPool, filter: &ChoiceFilter) -> Result<Total, sqlx::Error> {
    total(pool, filter.list.table(), |query| {
        push_label_filter(query, filter.keyword.as_deref())
    })
    .await
}

/// The place after the last entry (a new entry without one goes last).
pub async fn next_position(pool: &ReadPool, list: Choices) -> Result<i32, sqlx::Error> {
    pool.fetch_scalar(sqlx::query_scalar(&format!(
        "SELECT coalesce(max(position) + 1, 0) FROM {}",
        list.table()
    )))
    .await
}

/// Search everywhere (issue 21): the title and description, as the issue list's keyword; the
/// status's labels for the second line.
pub const SEARCH: Statement = Statement {
    select: "i.*, s.label_en AS search_detail, s.label_ja AS search_detail_ja \
             FROM issue_list i LEFT JOIN issue_statuses s ON s.status_id = i.status_id",
    title_terms: None,
    ties: "i.updated_at DESC, i.issue_id DESC",
    matches: |query, terms| {
        super::push_text_keyword(
            query,
            "(i.title || ' ' || i.description)",
            "i.japanese_words",
            terms.text(),
        );
        true
    },
    title_implies_match: super::search::without_japanese,
};
