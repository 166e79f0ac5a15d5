//! Issues (issue 15; spec §2 `/issues`, `/issues/new`, `/issues/{issueId}`: "add and update
//! comments, change status, change priority, assign and detach category, project, employee and
//! document"; §4 priority high 1, medium 2, low 3 and the same-status rule; §8 'Category
//! assignment already exists', 'Assignment already exists', 'Nothing changed').
//!
//! Every staff member reads and works on every issue; statuses and categories are lists the
//! admins manage (`docs/authorization.md`, "Issues"). What an issue links to keeps its own
//! rules: a linked document the caller may not read is shown as restricted, never its title,
//! and linking one needs read access ('Document Not Accessible').

use std::collections::HashMap;

use async_graphql::dataloader::DataLoader;
use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use sqlx::postgres::PgRow;
use staffhub_domain::issues::IssuePriority;
use staffhub_domain::issues::category::Categories;
use staffhub_domain::issues::choice::{Choice, ChoiceCommand};
use staffhub_domain::issues::issue::{Issue as IssueAggregate, IssueCommand};
use staffhub_domain::issues::status::Statuses;
use staffhub_domain::tasks::TaskCommand;
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::documents::Document;
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::loaders::{EmployeeLoader, TagLoader, kept_or_loaded};
use super::members::Employee;
use super::node::Node;
use super::projects::Project;
use super::search::SearchHit;
use super::tags::Tag;
use super::tasks::Task;
use super::trash::{DeletedReference, deleted_reference};
use super::types::ArcError;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::areas::issues::{ChoiceTarget, IssueList, IssueTarget, issue_id, task_description};
use crate::catalogue::Code;
use crate::command::{self, Expect, Target};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::read::count::Total;
use crate::read::documents as document_reads;
use crate::read::issues::{
    self as reads, ChoiceFilter, ChoiceRow, Choices, CommentRow, IssueListFilter, IssueRow,
    IssueSort, IssueSortField,
};
use crate::read::search::detail as search_detail;
use crate::state::AppState;

/// How `node(id)` loads one Issue: the edge's hook in the area's descriptor
/// (`crate::areas::issues::AREA`), since it builds the GraphQL object.
pub(crate) fn issue_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        // Coalesced: a page naming many issues (notifications' subjects) reads them together.
        let row = state
            .issue_loader
            .call(id)
            .await
            .map_err(|stopped| ApiError::internal("reading an issue", stopped))??;
        Ok(row.map(|row| Node::Issue(Issue(row))))
    })
}

/// How `node(id)` loads one IssueStatus: the edge's hook in the area's descriptor
/// (`crate::areas::issues::AREA`), since it builds the GraphQL object.
pub(crate) fn issue_status_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::choice_by_id(&state.reads, Choices::Statuses, id)
            .await?
            .map(|row| Node::IssueStatus(IssueStatus::from(row))))
    })
}

/// How `node(id)` loads one IssueCategory: the edge's hook in the area's descriptor
/// (`crate::areas::issues::AREA`), since it builds the GraphQL object.
pub(crate) fn issue_category_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::choice_by_id(&state.reads, Choices::Categories, id)
            .await?
            .map(|row| Node::IssueCategory(IssueCategory::from(row))))
    })
}

/// One row of the search statement as a hit (the descriptor's `search`,
/// `crate::areas::issues::AREA`).
pub(crate) fn issue_hit(row: &PgRow, locale: Locale) -> Result<SearchHit, sqlx::Error> {
    let issue: IssueRow = sqlx::FromRow::from_row(row)?;
    let status = search_detail(row, locale == Locale::Ja)?;
    Ok(SearchHit::new(
        Node::Issue(Issue(issue.clone())),
        issue.title,
        status,
    ))
}

// ---------------------------------------------------------------------------------------
// Object types

/// The fields both lists' entries show (the two GraphQL types differ only in name).
macro_rules! choice_object {
    ($name:ident, $kind:ty, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone)]
        pub struct $name(pub ChoiceRow);

        impl From<ChoiceRow> for $name {
            fn from(row: ChoiceRow) -> Self {
                Self(row)
            }
        }

        #[Object]
        impl $name {
            pub async fn id(&self) -> ID {
                ids::encode(<$kind as IssueList>::TYPE_NAME, self.0.id)
            }
            /// In the caller's language.
            async fn label(&self, ctx: &Context<'_>) -> GqlResult<&str> {
                Ok(match request(ctx)?.locale {
                    Locale::En => &self.0.label_en,
                    Locale::Ja => &self.0.label_ja,
                })
            }
            async fn label_en(&self) -> &str {
                &self.0.label_en
            }
            async fn label_ja(&self) -> &str {
                &self.0.label_ja
            }
            /// When the entry is in the trash (issue 35) and an issue names it still: the
            /// reference as it reads now, "(deleted)", with the trash entry for an admin.
            /// Null for a live entry.
            async fn deleted(&self, ctx: &Context<'_>) -> GqlResult<Option<DeletedReference>> {
                if !self.0.deleted {
                    return Ok(None);
                }
                Ok(deleted_reference(ctx, <$kind as IssueList>::TYPE_NAME, self.0.id).await?)
            }
            /// A Mantine colour name: dark gray red pink grape violet indigo blue cyan teal
            /// green lime yellow orange.
            async fn color(&self) -> &str {
                &self.0.color
            }
            /// The list's order, ascending (board columns, pickers).
            async fn position(&self) -> i32 {
                self.0.position
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
    };
}

choice_object!(
    IssueStatus,
    Statuses,
    "An issue status, from the list admins manage (seeded: Open, Processing, Closed, Completed)."
);
choice_object!(
    IssueCategory,
    Categories,
    "An issue category, from the list admins manage (seeded: Bug, Request, Question…)."
);

/// A document linked to an issue. `document` is null and `restricted` true when the caller
/// may not read it: its title is never shown. A deleted document is not restricted but
/// `deleted` (issue 35): it reads "(deleted)", named for who sees it in the trash.
#[derive(SimpleObject)]
pub struct IssueDocumentLink {
    /// The document's global id.
    document_id: ID,
    restricted: bool,
    document: Option<Document>,
    deleted: Option<DeletedReference>,
}

/// A comment of an issue's thread. Not a node: it is reached through its issue.
pub struct IssueComment(pub CommentRow);

#[Object]
impl IssueComment {
    /// Globally unique.
    async fn id(&self) -> ID {
        ids::encode("IssueComment", self.0.comment_id)
    }
    /// Markdown; the client renders it sanitized.
    async fn body(&self) -> &str {
        &self.0.body
    }
    async fn author(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.author_id).await?)
    }
    /// Employees mentioned with `@name` (stored as references).
    async fn mentions(&self, ctx: &Context<'_>) -> GqlResult<Vec<Employee>> {
        Ok(load_employees(ctx, &self.0.mention_ids).await?)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// Null until edited; every edit is in the issue's history.
    async fn edited_at(&self) -> Option<DateTime<Utc>> {
        self.0.edited_at
    }
    async fn edit_count(&self) -> i32 {
        self.0.edit_count
    }
    /// Only the author may edit a comment.
    async fn may_edit(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(self.0.author_id == Some(session(ctx)?.employee_id))
    }
}

connection!(
    IssueCommentConnection,
    IssueCommentEdge,
    IssueComment,
    Uuid,
    reads::count_comments
);

async fn load_employees(ctx: &Context<'_>, ids: &[Uuid]) -> ApiResult<Vec<Employee>> {
    let kept = &state(ctx).kept_employees;
    let found = kept_or_loaded::<EmployeeLoader, _, _>(ctx, kept, ids.iter().copied())
        .await
        .map_err(|e| ApiError::internal("loading employees failed", ArcError(e)))?;
    Ok(ids
        .iter()
        .filter_map(|id| found.get(id).cloned().map(Employee))
        .collect())
}

/// Status and category entries by id, batched across a page of issues.
pub struct ChoiceLoader(pub std::sync::Arc<crate::read::pool::ReadPool>);

impl async_graphql::dataloader::Loader<(Choices, Uuid)> for ChoiceLoader {
    type Value = ChoiceRow;
    type Error = std::sync::Arc<sqlx::Error>;

    async fn load(
        &self,
        keys: &[(Choices, Uuid)],
    ) -> Result<HashMap<(Choices, Uuid), ChoiceRow>, Self::Error> {
        let mut found = HashMap::new();
        for list in [Choices::Statuses, Choices::Categories] {
            let wanted: Vec<Uuid> = keys
                .iter()
                .filter(|(l, _)| *l == list)
                .map(|(_, id)| *id)
                .collect();
            if wanted.is_empty() {
                continue;
            }
            for row in reads::choices_by_ids(&self.0, list, &wanted).await? {
                found.insert((list, row.id), row);
            }
        }
        Ok(found)
    }
}

async fn load_choices(ctx: &Context<'_>, list: Choices, ids: &[Uuid]) -> ApiResult<Vec<ChoiceRow>> {
    let kept = &state(ctx).kept_issue_choices;
    let found = kept_or_loaded::<ChoiceLoader, _, _>(ctx, kept, ids.iter().map(|id| (list, *id)))
        .await
        .map_err(|e| {
            ApiError::internal("loading issue statuses or categories failed", ArcError(e))
        })?;
    Ok(ids
        .iter()
        .filter_map(|id| found.get(&(list, *id)).cloned())
        .collect())
}

/// An issue (spec §3: statuses, priorities, categories, comments, documents, assigned
/// employees, project).
#[derive(Clone)]
pub struct Issue(pub IssueRow);

#[Object]
impl Issue {
    pub async fn id(&self) -> ID {
        ids::encode("Issue", self.0.issue_id)
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    /// Markdown source; the client renders it (sanitized).
    async fn description(&self) -> &str {
        &self.0.description
    }
    async fn status(&self, ctx: &Context<'_>) -> GqlResult<IssueStatus> {
        let row = load_choices(ctx, Choices::Statuses, &[self.0.status_id])
            .await?
            .pop()
            .ok_or(Code::IssueStatusNotFound)?;
        Ok(IssueStatus(row))
    }
    /// High 1, medium 2, low 3.
    async fn priority_id(&self) -> i32 {
        i32::from(self.0.priority_id)
    }
    /// Null for the system (seed, CLI).
    async fn reporter(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.reporter_id).await?)
    }
    /// In the list's order.
    async fn categories(&self, ctx: &Context<'_>) -> GqlResult<Vec<IssueCategory>> {
        let mut rows = load_choices(ctx, Choices::Categories, &self.0.category_ids).await?;
        rows.sort_by_key(|row| (row.position, row.label_en.to_lowercase()));
        Ok(rows.into_iter().map(IssueCategory).collect())
    }
    async fn project(&self, ctx: &Context<'_>) -> GqlResult<Option<Project>> {
        let Some(id) = self.0.project_id else {
            return Ok(None);
        };
        Ok(crate::read::projects::by_id(&state(ctx).reads, id)
            .await?
            .map(Project))
    }
    /// In the order they were assigned.
    async fn assignees(&self, ctx: &Context<'_>) -> GqlResult<Vec<Employee>> {
        Ok(load_employees(ctx, &self.0.assignee_ids).await?)
    }
    /// In the order they were linked; those the caller may not read are restricted.
    async fn documents(&self, ctx: &Context<'_>) -> GqlResult<Vec<IssueDocumentLink>> {
        if self.0.document_ids.is_empty() {
            return Ok(Vec::new());
        }
        let viewer = Caller::of(session(ctx)?);
        let reads = &state(ctx).reads;
        let visible = document_reads::visible_ids(reads, &self.0.document_ids, &viewer).await?;
        let mut links = Vec::with_capacity(self.0.document_ids.len());
        for id in &self.0.document_ids {
            let document = if visible.contains(id) {
                document_reads::visible_by_id(reads, *id, &viewer)
                    .await?
                    .map(Document)
            } else {
                None
            };
            let deleted = match document {
                Some(_) => None,
                None => deleted_reference(ctx, "Document", *id).await?,
            };
            links.push(IssueDocumentLink {
                document_id: ids::encode("Document", id),
                restricted: document.is_none() && deleted.is_none(),
                document,
                deleted,
            });
        }
        Ok(links)
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
    /// The task made by "Convert to task", if any.
    async fn task(&self, ctx: &Context<'_>) -> GqlResult<Option<Task>> {
        let Some(id) = self.0.task_id else {
            return Ok(None);
        };
        Ok(crate::read::tasks::by_id(&state(ctx).reads, id)
            .await?
            .map(Task))
    }
    async fn comment_count(&self) -> i32 {
        self.0.comment_count
    }
    /// Oldest first; first: default 20, 1..=100.
    async fn comments(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<IssueCommentConnection> {
        let issue_id = self.0.issue_id;
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::comments(reads, issue_id, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, IssueComment(row)))
            .collect();
        Ok(IssueCommentConnection::new(edges, page_info, issue_id))
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Aggregate version: the edit form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

connection!(
    IssueConnection,
    IssueEdge,
    Issue,
    IssueListFilter,
    reads::count
);
connection!(
    IssueStatusConnection,
    IssueStatusEdge,
    IssueStatus,
    ChoiceFilter,
    reads::count_choices
);
connection!(
    IssueCategoryConnection,
    IssueCategoryEdge,
    IssueCategory,
    ChoiceFilter,
    reads::count_choices
);

/// One column per status, in the list's order.
#[derive(SimpleObject)]
pub struct IssueBoard {
    columns: Vec<IssueBoardColumn>,
}

#[derive(SimpleObject)]
pub struct IssueBoardColumn {
    status: IssueStatus,
    /// Every issue in the status the filter matches, not only the loaded cards.
    count: i64,
    /// The first cards, high priority first, then most recently updated; more through
    /// `issues` with this status, ordered by PRIORITY ascending, after the last cursor.
    cards: IssueConnection,
}

// ---------------------------------------------------------------------------------------
// Queries

#[derive(InputObject, Default)]
pub struct IssueFilter {
    /// Matches title and description, case-insensitively; works for Japanese text.
    keyword: Option<String>,
    status_ids: Option<Vec<ID>>,
    /// High 1, medium 2, low 3.
    priority_ids: Option<Vec<i32>>,
    /// Issues filed under any of these.
    category_ids: Option<Vec<ID>>,
    project_ids: Option<Vec<ID>>,
    /// Issues assigned to any of these.
    assignee_ids: Option<Vec<ID>>,
    reporter_ids: Option<Vec<ID>>,
    /// Issues carrying any of these.
    tag_ids: Option<Vec<ID>>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum IssueOrderField {
    UpdatedAt,
    CreatedAt,
    /// High first ascending; ties most recently updated first.
    Priority,
    Title,
    /// The status list's order.
    Status,
}

#[derive(InputObject)]
pub struct IssueOrder {
    field: IssueOrderField,
    direction: OrderDirection,
}

#[derive(InputObject, Default)]
pub struct IssueStatusFilter {
    /// Matches either label, case-insensitively.
    keyword: Option<String>,
}

#[derive(InputObject, Default)]
pub struct IssueCategoryFilter {
    /// Matches either label, case-insensitively.
    keyword: Option<String>,
}

fn id_list(list: Option<Vec<ID>>, type_name: &str) -> ApiResult<Vec<Uuid>> {
    list.unwrap_or_default()
        .iter()
        .map(|id| ids::decode(id, type_name, Code::InvalidId))
        .collect()
}

fn to_filter(filter: Option<IssueFilter>) -> ApiResult<IssueListFilter> {
    let filter = filter.unwrap_or_default();
    Ok(IssueListFilter {
        keyword: connection::keyword(filter.keyword)?,
        status_ids: id_list(filter.status_ids, "IssueStatus")?,
        priority_ids: filter
            .priority_ids
            .unwrap_or_default()
            .into_iter()
            .map(|id| {
                IssuePriority::from_id(id)
                    .map(|p| p.id() as i16)
                    .ok_or(Code::InvalidPriority.into())
            })
            .collect::<ApiResult<_>>()?,
        category_ids: id_list(filter.category_ids, "IssueCategory")?,
        project_ids: id_list(filter.project_ids, "Project")?,
        assignee_ids: id_list(filter.assignee_ids, "Employee")?,
        reporter_ids: id_list(filter.reporter_ids, "Employee")?,
        tag_ids: id_list(filter.tag_ids, "Tag")?,
    })
}

fn to_sort(order: Option<IssueOrder>) -> IssueSort {
    order
        .map(|o| IssueSort {
            field: match o.field {
                IssueOrderField::UpdatedAt => IssueSortField::UpdatedAt,
                IssueOrderField::CreatedAt => IssueSortField::CreatedAt,
                IssueOrderField::Priority => IssueSortField::Priority,
                IssueOrderField::Title => IssueSortField::Title,
                IssueOrderField::Status => IssueSortField::Status,
            },
            descending: o.direction == OrderDirection::Desc,
        })
        .unwrap_or_default()
}

async fn list(
    state: &AppState,
    first: Option<i32>,
    after: Option<String>,
    filter: IssueListFilter,
    sort: IssueSort,
) -> ApiResult<IssueConnection> {
    // The kept total, read once: it decides how the page is read (`reads::list`), and it is
    // the connection's `totalCount`. A list that does not ask for its total pays for this
    // one small statement too; every list screen asks.
    let kept = reads::kept_count(&state.reads, &filter).await?;
    let matches = kept.map(|total| total.count);
    let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
        reads::list(&state.reads, &filter, sort, offset, limit, matches)
    })
    .await?;
    let edges = edges.into_iter().map(|(c, row)| (c, Issue(row))).collect();
    let connection = IssueConnection::new(edges, page_info, filter);
    Ok(match kept {
        Some(total) => connection.with_total(total),
        None => connection,
    })
}

async fn choice_list<K: IssueList, N: From<ChoiceRow>>(
    state: &AppState,
    first: Option<i32>,
    after: Option<String>,
    keyword: Option<String>,
) -> ApiResult<(Vec<(String, N)>, connection::PageInfo, ChoiceFilter)> {
    let filter = ChoiceFilter {
        list: K::LIST,
        keyword: connection::keyword(keyword)?,
    };
    let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
        reads::choices(&state.reads, &filter, offset, limit)
    })
    .await?;
    let edges = edges
        .into_iter()
        .map(|(c, row)| (c, N::from(row)))
        .collect();
    Ok((edges, page_info, filter))
}

/// Most cards a board column shows at first.
const MAX_CARDS_PER_COLUMN: i32 = 50;

/// "All N matching this filter" for a bulk change (issue 35 §2): the list's own filter and SQL.
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> futures::future::BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_filter(crate::bulk::list_filter(filter)?)?;
        crate::bulk::all_items(
            |offset, limit| {
                reads::list(
                    &state.reads,
                    &filter,
                    IssueSort::default(),
                    offset,
                    limit,
                    None,
                )
            },
            |row| row.issue_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct IssueQuery;

#[Object(guard = "Policy::query()")]
impl IssueQuery {
    /// Default order: most recently updated first. first: default 20, 1..=100.
    async fn issues(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<IssueFilter>,
        order_by: Option<IssueOrder>,
    ) -> GqlResult<IssueConnection> {
        session(ctx)?;
        Ok(list(
            state(ctx),
            first,
            after,
            to_filter(filter)?,
            to_sort(order_by),
        )
        .await?)
    }

    /// The board: a column per status with its count and first cards (cardsPerColumn:
    /// default 20, 1..=50).
    async fn issue_board(
        &self,
        ctx: &Context<'_>,
        filter: Option<IssueFilter>,
        cards_per_column: Option<i32>,
    ) -> GqlResult<IssueBoard> {
        session(ctx)?;
        let per_column = cards_per_column.unwrap_or(connection::DEFAULT_PAGE_SIZE);
        if !(1..=MAX_CARDS_PER_COLUMN).contains(&per_column) {
            return Err(Code::InvalidLimit.into());
        }
        let filter = to_filter(filter)?;
        let reads = &state(ctx).reads;
        let all = ChoiceFilter {
            list: Choices::Statuses,
            keyword: None,
        };
        let mut statuses = reads::choices(reads, &all, 0, 1_000).await?;
        if !filter.status_ids.is_empty() {
            statuses.retain(|s| filter.status_ids.contains(&s.id));
        }
        let status_ids: Vec<Uuid> = statuses.iter().map(|s| s.id).collect();
        let counts: HashMap<Uuid, i64> = reads::count_by_status(reads, &filter)
            .await?
            .into_iter()
            .collect();
        let matches = status_ids.iter().filter_map(|id| counts.get(id)).sum();
        let mut cards: HashMap<Uuid, Vec<IssueRow>> = HashMap::new();
        for card in reads::board_cards(
            reads,
            &status_ids,
            &filter,
            i64::from(per_column) + 1,
            matches,
        )
        .await?
        {
            cards
                .entry(card.column_status_id)
                .or_default()
                .push(card.issue);
        }
        let page = connection::page(Some(per_column), None)?;
        let columns = statuses
            .into_iter()
            .map(|status| {
                let rows = cards.remove(&status.id).unwrap_or_default();
                let (edges, page_info) = connection::finish(page, rows);
                let edges = edges.into_iter().map(|(c, row)| (c, Issue(row))).collect();
                let column_filter = IssueListFilter {
                    status_ids: vec![status.id],
                    ..filter.clone()
                };
                let count = counts.get(&status.id).copied().unwrap_or(0);
                IssueBoardColumn {
                    count,
                    cards: IssueConnection::new(edges, page_info, column_filter)
                        .with_total(Total::exact(count)),
                    status: IssueStatus(status),
                }
            })
            .collect();
        Ok(IssueBoard { columns })
    }

    /// The statuses in the list's order.
    async fn issue_statuses(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<IssueStatusFilter>,
    ) -> GqlResult<IssueStatusConnection> {
        session(ctx)?;
        let keyword = filter.and_then(|f| f.keyword);
        let (edges, page_info, filter) =
            choice_list::<Statuses, IssueStatus>(state(ctx), first, after, keyword).await?;
        Ok(IssueStatusConnection::new(edges, page_info, filter))
    }

    /// The categories in the list's order.
    async fn issue_categories(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<IssueCategoryFilter>,
    ) -> GqlResult<IssueCategoryConnection> {
        session(ctx)?;
        let keyword = filter.and_then(|f| f.keyword);
        let (edges, page_info, filter) =
            choice_list::<Categories, IssueCategory>(state(ctx), first, after, keyword).await?;
        Ok(IssueCategoryConnection::new(edges, page_info, filter))
    }
}

// ---------------------------------------------------------------------------------------
// Mutations

#[derive(InputObject)]
pub struct CreateIssueInput {
    title: String,
    description: Option<String>,
    /// Defaults to the first status of the list (Open).
    status_id: Option<ID>,
    /// Defaults to medium (2).
    priority_id: Option<i32>,
    category_ids: Option<Vec<ID>>,
    project_id: Option<ID>,
    assignee_ids: Option<Vec<ID>>,
    /// Each must be readable by the caller ('Document Not Accessible').
    document_ids: Option<Vec<ID>>,
    tag_ids: Option<Vec<ID>>,
}

#[derive(SimpleObject)]
pub struct CreateIssuePayload {
    issue: Issue,
    issue_edge: IssueEdge,
}

/// The edit form: title, description and tags, with the version it was loaded at.
#[derive(InputObject)]
pub struct UpdateIssueInput {
    id: ID,
    /// The `version` the form was loaded at: an issue changed since is not overwritten
    /// (204.X000.004 with the current version).
    expected_version: i64,
    title: String,
    description: String,
    tag_ids: Vec<ID>,
}

/// Payloads of the single-issue actions (one per mutation, Relay): the fresh issue.
macro_rules! issue_payloads {
    ($($name:ident)*) => {$(
        #[derive(SimpleObject)]
        pub struct $name {
            issue: Issue,
        }

        impl From<Issue> for $name {
            fn from(issue: Issue) -> Self {
                Self { issue }
            }
        }
    )*};
}

issue_payloads! {
    UpdateIssuePayload
    ChangeIssueStatusPayload
    ChangeIssuePriorityPayload
    AssignIssueCategoryPayload
    DetachIssueCategoryPayload
    AssignIssueProjectPayload
    DetachIssueProjectPayload
    AssignIssueEmployeePayload
    DetachIssueEmployeePayload
    LinkIssueDocumentPayload
    DetachIssueDocumentPayload
}

#[derive(InputObject)]
pub struct ChangeIssueStatusInput {
    id: ID,
    status_id: ID,
}

#[derive(InputObject)]
pub struct ChangeIssuePriorityInput {
    id: ID,
    /// High 1, medium 2, low 3.
    priority_id: i32,
}

/// One input type per mutation (Relay), several of the same shape: an issue and one id.
macro_rules! issue_and_id_input {
    ($($(#[$doc:meta])* $name:ident { $field:ident })*) => {$(
        $(#[$doc])*
        #[derive(InputObject)]
        pub struct $name {
            id: ID,
            $field: ID,
        }
    )*};
}

issue_and_id_input! {
    AssignIssueCategoryInput { category_id }
    DetachIssueCategoryInput { category_id }
    /// Replaces the issue's project when it has another.
    AssignIssueProjectInput { project_id }
    AssignIssueEmployeeInput { employee_id }
    DetachIssueEmployeeInput { employee_id }
    /// The caller must be able to read the document ('Document Not Accessible').
    LinkIssueDocumentInput { document_id }
    DetachIssueDocumentInput { document_id }
}

#[derive(InputObject)]
pub struct DetachIssueProjectInput {
    id: ID,
}

/// `mentionIds`: employees picked with `@`; only those whose `@Name` is in the body are kept.
#[derive(InputObject)]
pub struct AddIssueCommentInput {
    issue_id: ID,
    body: String,
    mention_ids: Option<Vec<ID>>,
}

#[derive(SimpleObject)]
pub struct AddIssueCommentPayload {
    comment: IssueComment,
    comment_edge: IssueCommentEdge,
    issue: Issue,
}

/// Only the comment's author may edit it; every edit is kept in the issue's history.
#[derive(InputObject)]
pub struct EditIssueCommentInput {
    issue_id: ID,
    comment_id: ID,
    body: String,
    mention_ids: Option<Vec<ID>>,
}

#[derive(SimpleObject)]
pub struct EditIssueCommentPayload {
    comment: IssueComment,
    issue: Issue,
}

/// Creates a task from the issue (title, description, priority) and links both.
#[derive(InputObject)]
pub struct ConvertIssueToTaskInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct ConvertIssueToTaskPayload {
    issue: Issue,
    task: Task,
}

/// The three inputs of a list's entries, for each list.
macro_rules! choice_inputs {
    ($create:ident, $update:ident, $move:ident) => {
        /// A new entry; without a position it goes last.
        #[derive(InputObject)]
        pub struct $create {
            label_en: String,
            label_ja: String,
            color: String,
            position: Option<i32>,
        }

        #[derive(InputObject)]
        pub struct $update {
            id: ID,
            expected_version: i64,
            label_en: String,
            label_ja: String,
            color: String,
        }

        #[derive(InputObject)]
        pub struct $move {
            id: ID,
            /// 0..=999; the list is ordered by position, then label.
            position: i32,
        }
    };
}

choice_inputs!(
    CreateIssueStatusInput,
    UpdateIssueStatusInput,
    MoveIssueStatusInput
);
choice_inputs!(
    CreateIssueCategoryInput,
    UpdateIssueCategoryInput,
    MoveIssueCategoryInput
);

#[derive(SimpleObject)]
pub struct CreateIssueStatusPayload {
    issue_status: IssueStatus,
    issue_status_edge: IssueStatusEdge,
}

#[derive(SimpleObject)]
pub struct UpdateIssueStatusPayload {
    issue_status: IssueStatus,
}

#[derive(SimpleObject)]
pub struct MoveIssueStatusPayload {
    issue_status: IssueStatus,
}

#[derive(SimpleObject)]
pub struct CreateIssueCategoryPayload {
    issue_category: IssueCategory,
    issue_category_edge: IssueCategoryEdge,
}

#[derive(SimpleObject)]
pub struct UpdateIssueCategoryPayload {
    issue_category: IssueCategory,
}

#[derive(SimpleObject)]
pub struct MoveIssueCategoryPayload {
    issue_category: IssueCategory,
}

fn one_id(id: &ID, type_name: &str) -> ApiResult<Uuid> {
    ids::decode(id, type_name, Code::InvalidId)
}

/// Runs an issue command through the one command path and answers with the fresh issue.
async fn execute(
    ctx: &Context<'_>,
    issue_id: Uuid,
    command: IssueCommand,
    expect: Expect,
) -> ApiResult<Issue> {
    session(ctx)?;
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<IssueTarget>(state(ctx), &metadata, issue_id, command, expect)
        .await
        .map(Issue)
}

async fn payload<P: From<Issue>>(
    ctx: &Context<'_>,
    id: &ID,
    command: IssueCommand,
) -> GqlResult<P> {
    Ok(P::from(
        execute(ctx, issue_id(id)?, command, Expect::Any).await?,
    ))
}

/// Linking a document needs read access to it: one the caller may not read answers
/// 'Document Not Accessible', one that does not exist 'Document not found'.
async fn readable_documents(ctx: &Context<'_>, document_ids: &[Uuid]) -> ApiResult<()> {
    let reads = &state(ctx).reads;
    let visible =
        document_reads::visible_ids(reads, document_ids, &Caller::of(session(ctx)?)).await?;
    for id in document_ids {
        if !visible.contains(id) {
            return Err(match document_reads::by_id(reads, *id).await? {
                Some(_) => Code::DocumentNotAccessible,
                None => Code::DocumentNotFound,
            }
            .into());
        }
    }
    Ok(())
}

/// The mentioned employees whose `@Name` the body holds (a pick later deleted from the text
/// is not a mention).
async fn mentions(ctx: &Context<'_>, body: &str, ids: Option<Vec<ID>>) -> ApiResult<Vec<Uuid>> {
    let ids = id_list(ids, "Employee")?;
    if ids.is_empty() {
        return Ok(ids);
    }
    // Decided once and journaled: read from the directory itself, not a node's kept copy,
    // which may not have heard of a rename made a moment ago on another node.
    let people = ctx
        .data_unchecked::<DataLoader<EmployeeLoader>>()
        .load_many(ids.iter().copied())
        .await
        .map_err(|e| ApiError::internal("loading employees failed", ArcError(e)))?;
    Ok(ids
        .iter()
        .filter_map(|id| people.get(id))
        .filter(|e| body.contains(&format!("@{}", e.name)))
        .map(|e| e.employee_id)
        .collect())
}

/// The comment as the read model has it, or as the command said when the read model is
/// behind (the write-side fallback answered).
async fn written_comment(
    ctx: &Context<'_>,
    issue: &IssueRow,
    comment_id: Uuid,
    author_id: Uuid,
    body: &str,
    mention_ids: Vec<Uuid>,
) -> ApiResult<IssueComment> {
    let row = reads::comment(&state(ctx).reads, comment_id).await?;
    Ok(IssueComment(row.unwrap_or_else(|| CommentRow {
        comment_id,
        issue_id: issue.issue_id,
        author_id: Some(author_id),
        body: body.trim().to_owned(),
        mention_ids,
        created_at: issue.updated_at,
        edited_at: None,
        edit_count: 0,
        version: issue.version,
    })))
}

/// Runs a status or category command and answers with the fresh entry.
async fn execute_choice<K: IssueList>(
    ctx: &Context<'_>,
    id: Uuid,
    command: <Choice<K> as staffhub_domain::Aggregate>::Command,
    expect: Expect,
) -> ApiResult<ChoiceRow>
where
    ChoiceTarget<K>: Target<Aggregate = Choice<K>, Row = ChoiceRow, Id = Uuid>,
{
    session(ctx)?;
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<ChoiceTarget<K>>(state(ctx), &metadata, id, command, expect).await
}

/// The entry behind `id`, or the list's own not-found message.
async fn existing_choice<K: IssueList>(ctx: &Context<'_>, id: &ID) -> ApiResult<Uuid> {
    let id = one_id(id, K::TYPE_NAME)?;
    reads::choice_by_id(&state(ctx).reads, K::LIST, id)
        .await?
        .map(|row| row.id)
        .ok_or_else(|| K::NOT_FOUND.into())
}

async fn new_position(ctx: &Context<'_>, list: Choices, position: Option<i32>) -> ApiResult<i32> {
    match position {
        Some(position) => Ok(position),
        None => Ok(reads::next_position(&state(ctx).reads, list).await?),
    }
}

#[derive(Default)]
pub struct IssueMutation;

#[Object(guard = "Policy::mutation()")]
impl IssueMutation {
    async fn create_issue(
        &self,
        ctx: &Context<'_>,
        input: CreateIssueInput,
    ) -> GqlResult<CreateIssuePayload> {
        let reporter_id = session(ctx)?.employee_id;
        let status_id = match input.status_id {
            Some(id) => one_id(&id, "IssueStatus")?,
            None => {
                let first = ChoiceFilter {
                    list: Choices::Statuses,
                    keyword: None,
                };
                reads::choices(&state(ctx).reads, &first, 0, 1)
                    .await?
                    .first()
                    .map(|row| row.id)
                    .ok_or(Code::IssueStatusNotFound)?
            }
        };
        let document_ids = id_list(input.document_ids, "Document")?;
        readable_documents(ctx, &document_ids).await?;
        let id = Uuid::now_v7();
        let command = IssueCommand::CreateIssue {
            issue_id: id,
            title: input.title,
            description: input.description.unwrap_or_default(),
            status_id,
            priority_id: input.priority_id.unwrap_or(IssuePriority::Medium.id()),
            reporter_id,
            category_ids: id_list(input.category_ids, "IssueCategory")?,
            project_id: input
                .project_id
                .map(|p| one_id(&p, "Project"))
                .transpose()?,
            assignee_ids: id_list(input.assignee_ids, "Employee")?,
            document_ids,
            tag_ids: id_list(input.tag_ids, "Tag")?,
        };
        // A fresh v7 id has no history: the command need not read the journal first.
        let issue = execute(ctx, id, command, Expect::New).await?;
        let edge = IssueEdge {
            cursor: connection::cursor(0),
            node: issue.clone(),
        };
        Ok(CreateIssuePayload {
            issue,
            issue_edge: edge,
        })
    }

    async fn update_issue(
        &self,
        ctx: &Context<'_>,
        input: UpdateIssueInput,
    ) -> GqlResult<UpdateIssuePayload> {
        let id = issue_id(&input.id)?;
        let held = reads::by_id(&state(ctx).reads, id)
            .await?
            .map(|row| row.tag_ids)
            .unwrap_or_default();
        let sent = id_list(Some(input.tag_ids), "Tag")?;
        let command = IssueCommand::EditIssue {
            title: input.title,
            description: input.description,
            tag_ids: crate::areas::tags::keeping_deleted(state(ctx), &held, sent).await?,
        };
        let expect = Expect::Version(input.expected_version);
        Ok(UpdateIssuePayload {
            issue: execute(ctx, id, command, expect).await?,
        })
    }

    async fn change_issue_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeIssueStatusInput,
    ) -> GqlResult<ChangeIssueStatusPayload> {
        let status_id = one_id(&input.status_id, "IssueStatus")?;
        payload(
            ctx,
            &input.id,
            IssueCommand::ChangeIssueStatus { status_id },
        )
        .await
    }

    async fn change_issue_priority(
        &self,
        ctx: &Context<'_>,
        input: ChangeIssuePriorityInput,
    ) -> GqlResult<ChangeIssuePriorityPayload> {
        let command = IssueCommand::ChangeIssuePriority {
            priority_id: input.priority_id,
        };
        payload(ctx, &input.id, command).await
    }

    async fn assign_issue_category(
        &self,
        ctx: &Context<'_>,
        input: AssignIssueCategoryInput,
    ) -> GqlResult<AssignIssueCategoryPayload> {
        let category_id = one_id(&input.category_id, "IssueCategory")?;
        payload(ctx, &input.id, IssueCommand::AssignCategory { category_id }).await
    }

    async fn detach_issue_category(
        &self,
        ctx: &Context<'_>,
        input: DetachIssueCategoryInput,
    ) -> GqlResult<DetachIssueCategoryPayload> {
        let category_id = one_id(&input.category_id, "IssueCategory")?;
        payload(ctx, &input.id, IssueCommand::DetachCategory { category_id }).await
    }

    async fn assign_issue_project(
        &self,
        ctx: &Context<'_>,
        input: AssignIssueProjectInput,
    ) -> GqlResult<AssignIssueProjectPayload> {
        let project_id = one_id(&input.project_id, "Project")?;
        payload(ctx, &input.id, IssueCommand::AssignProject { project_id }).await
    }

    async fn detach_issue_project(
        &self,
        ctx: &Context<'_>,
        input: DetachIssueProjectInput,
    ) -> GqlResult<DetachIssueProjectPayload> {
        payload(ctx, &input.id, IssueCommand::DetachProject).await
    }

    async fn assign_issue_employee(
        &self,
        ctx: &Context<'_>,
        input: AssignIssueEmployeeInput,
    ) -> GqlResult<AssignIssueEmployeePayload> {
        let employee_id = one_id(&input.employee_id, "Employee")?;
        payload(ctx, &input.id, IssueCommand::AssignEmployee { employee_id }).await
    }

    async fn detach_issue_employee(
        &self,
        ctx: &Context<'_>,
        input: DetachIssueEmployeeInput,
    ) -> GqlResult<DetachIssueEmployeePayload> {
        let employee_id = one_id(&input.employee_id, "Employee")?;
        payload(ctx, &input.id, IssueCommand::DetachEmployee { employee_id }).await
    }

    async fn link_issue_document(
        &self,
        ctx: &Context<'_>,
        input: LinkIssueDocumentInput,
    ) -> GqlResult<LinkIssueDocumentPayload> {
        let document_id = one_id(&input.document_id, "Document")?;
        readable_documents(ctx, &[document_id]).await?;
        payload(ctx, &input.id, IssueCommand::LinkDocument { document_id }).await
    }

    /// Anyone may detach a link, also to a document they may not read (it shows as
    /// restricted, with its id).
    async fn detach_issue_document(
        &self,
        ctx: &Context<'_>,
        input: DetachIssueDocumentInput,
    ) -> GqlResult<DetachIssueDocumentPayload> {
        let document_id = one_id(&input.document_id, "Document")?;
        payload(ctx, &input.id, IssueCommand::DetachDocument { document_id }).await
    }

    async fn add_issue_comment(
        &self,
        ctx: &Context<'_>,
        input: AddIssueCommentInput,
    ) -> GqlResult<AddIssueCommentPayload> {
        let author_id = session(ctx)?.employee_id;
        let id = issue_id(&input.issue_id)?;
        let mention_ids = mentions(ctx, &input.body, input.mention_ids).await?;
        let comment_id = Uuid::now_v7();
        let command = IssueCommand::AddComment {
            comment_id,
            author_id,
            body: input.body.clone(),
            mention_ids: mention_ids.clone(),
        };
        let issue = execute(ctx, id, command, Expect::Any).await?;
        let comment = written_comment(
            ctx,
            &issue.0,
            comment_id,
            author_id,
            &input.body,
            mention_ids,
        )
        .await?;
        let position = i64::from(issue.0.comment_count).max(1) - 1;
        Ok(AddIssueCommentPayload {
            comment_edge: IssueCommentEdge {
                cursor: connection::cursor(position),
                node: IssueComment(comment.0.clone()),
            },
            comment,
            issue,
        })
    }

    async fn edit_issue_comment(
        &self,
        ctx: &Context<'_>,
        input: EditIssueCommentInput,
    ) -> GqlResult<EditIssueCommentPayload> {
        let editor_id = session(ctx)?.employee_id;
        let id = issue_id(&input.issue_id)?;
        let comment_id = one_id(&input.comment_id, "IssueComment")?;
        let mention_ids = mentions(ctx, &input.body, input.mention_ids).await?;
        let command = IssueCommand::EditComment {
            comment_id,
            editor_id,
            body: input.body.clone(),
            mention_ids: mention_ids.clone(),
        };
        let issue = execute(ctx, id, command, Expect::Any).await?;
        let comment = written_comment(
            ctx,
            &issue.0,
            comment_id,
            editor_id,
            &input.body,
            mention_ids,
        )
        .await?;
        Ok(EditIssueCommentPayload { comment, issue })
    }

    /// Creates an open task with the issue's title, description and priority, and links
    /// both (once: 'Issue already converted to a task').
    async fn convert_issue_to_task(
        &self,
        ctx: &Context<'_>,
        input: ConvertIssueToTaskInput,
    ) -> GqlResult<ConvertIssueToTaskPayload> {
        session(ctx)?;
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = issue_id(&input.id)?;
        let task_id = Uuid::now_v7();
        // The task first, then the issue's link: the issue's change notice then finds the task
        // in its read model, so every open page shows the link at once. Conversions of one
        // issue run one at a time, and each first asks the issue as the journal has it, so a
        // second conversion is refused before it makes a task.
        let lock = format!("staffhub.issues.convert.{id}");
        let committed = crate::names::exclusive(&state.pool, &lock, async {
            let (issue, _) = state
                .journal
                .load_state::<IssueAggregate>(&id.to_string())
                .await
                .map_err(|e| ApiError::internal("reading the issue to convert", e))?;
            if issue.id.is_none() {
                return Err(Code::IssueNotFound.into());
            }
            if issue.task_id.is_some() {
                return Err(Code::IssueAlreadyConverted.into());
            }
            let command = TaskCommand::CreateTaskFromIssue {
                task_id,
                issue_id: id,
                title: issue.title.clone(),
                description: task_description(&issue.description),
                priority_id: issue.priority_id,
            };
            command::run_for_row::<crate::areas::tasks::TaskTarget>(
                state,
                &metadata,
                task_id,
                command,
                Expect::New,
            )
            .await?;
            command::execute::<IssueTarget>(
                state,
                &metadata,
                id,
                IssueCommand::ConvertToTask { task_id },
                Expect::Any,
            )
            .await
        })
        .await?;
        let started = std::time::Instant::now();
        let issue = Issue(command::answer_row::<IssueTarget>(state, id, committed, started).await?);
        let task = crate::read::tasks::by_id(&state.reads, task_id)
            .await?
            .ok_or(Code::TaskNotFound)?;
        Ok(ConvertIssueToTaskPayload {
            issue,
            task: Task(task),
        })
    }

    async fn create_issue_status(
        &self,
        ctx: &Context<'_>,
        input: CreateIssueStatusInput,
    ) -> GqlResult<CreateIssueStatusPayload> {
        let row = create_choice::<Statuses>(
            ctx,
            input.label_en,
            input.label_ja,
            input.color,
            input.position,
        )
        .await?;
        Ok(CreateIssueStatusPayload {
            issue_status_edge: IssueStatusEdge {
                cursor: connection::cursor(0),
                node: IssueStatus(row.clone()),
            },
            issue_status: IssueStatus(row),
        })
    }

    async fn update_issue_status(
        &self,
        ctx: &Context<'_>,
        input: UpdateIssueStatusInput,
    ) -> GqlResult<UpdateIssueStatusPayload> {
        let labels = (input.label_en, input.label_ja, input.color);
        let row = edit_choice::<Statuses>(ctx, &input.id, input.expected_version, labels).await?;
        Ok(UpdateIssueStatusPayload {
            issue_status: IssueStatus(row),
        })
    }

    async fn move_issue_status(
        &self,
        ctx: &Context<'_>,
        input: MoveIssueStatusInput,
    ) -> GqlResult<MoveIssueStatusPayload> {
        Ok(MoveIssueStatusPayload {
            issue_status: IssueStatus(
                move_choice::<Statuses>(ctx, &input.id, input.position).await?,
            ),
        })
    }

    async fn create_issue_category(
        &self,
        ctx: &Context<'_>,
        input: CreateIssueCategoryInput,
    ) -> GqlResult<CreateIssueCategoryPayload> {
        let row = create_choice::<Categories>(
            ctx,
            input.label_en,
            input.label_ja,
            input.color,
            input.position,
        )
        .await?;
        Ok(CreateIssueCategoryPayload {
            issue_category_edge: IssueCategoryEdge {
                cursor: connection::cursor(0),
                node: IssueCategory(row.clone()),
            },
            issue_category: IssueCategory(row),
        })
    }

    async fn update_issue_category(
        &self,
        ctx: &Context<'_>,
        input: UpdateIssueCategoryInput,
    ) -> GqlResult<UpdateIssueCategoryPayload> {
        let labels = (input.label_en, input.label_ja, input.color);
        let row = edit_choice::<Categories>(ctx, &input.id, input.expected_version, labels).await?;
        Ok(UpdateIssueCategoryPayload {
            issue_category: IssueCategory(row),
        })
    }

    async fn move_issue_category(
        &self,
        ctx: &Context<'_>,
        input: MoveIssueCategoryInput,
    ) -> GqlResult<MoveIssueCategoryPayload> {
        Ok(MoveIssueCategoryPayload {
            issue_category: IssueCategory(
                move_choice::<Categories>(ctx, &input.id, input.position).await?,
            ),
        })
    }
}

/// A new entry of either list; without a position it goes last.
async fn create_choice<K: IssueList>(
    ctx: &Context<'_>,
    label_en: String,
    label_ja: String,
    colour: String,
    position: Option<i32>,
) -> ApiResult<ChoiceRow>
where
    ChoiceTarget<K>: Target<Aggregate = Choice<K>, Row = ChoiceRow, Id = Uuid>,
{
    let id = Uuid::now_v7();
    let command = ChoiceCommand::Create {
        id,
        label_en,
        label_ja,
        colour,
        position: new_position(ctx, K::LIST, position).await?,
    };
    execute_choice::<K>(ctx, id, command.into(), Expect::New).await
}

/// The edit form of either list: both labels and the colour, at the version it was loaded at.
async fn edit_choice<K: IssueList>(
    ctx: &Context<'_>,
    id: &ID,
    expected_version: i64,
    (label_en, label_ja, colour): (String, String, String),
) -> ApiResult<ChoiceRow>
where
    ChoiceTarget<K>: Target<Aggregate = Choice<K>, Row = ChoiceRow, Id = Uuid>,
{
    let id = existing_choice::<K>(ctx, id).await?;
    let command = ChoiceCommand::Edit {
        label_en,
        label_ja,
        colour,
    };
    let expect = Expect::Version(expected_version);
    execute_choice::<K>(ctx, id, command.into(), expect).await
}

/// Another place in either list.
async fn move_choice<K: IssueList>(
    ctx: &Context<'_>,
    id: &ID,
    position: i32,
) -> ApiResult<ChoiceRow>
where
    ChoiceTarget<K>: Target<Aggregate = Choice<K>, Row = ChoiceRow, Id = Uuid>,
{
    let id = existing_choice::<K>(ctx, id).await?;
    let command = ChoiceCommand::Move { position };
    execute_choice::<K>(ctx, id, command.into(), Expect::Any).await
}

// ---------------------------------------------------------------------------------------
// Subscriptions

#[derive(SimpleObject)]
pub struct IssueChange {
    kind: ChangeKind,
    issue: Issue,
    /// On `issueChanged`, when the change added or edited a comment: that comment.
    comment: Option<IssueComment>,
}

/// One change to an issue, as a live list or board sees it (`issuesChanged`, issue 32).
#[derive(SimpleObject)]
pub struct IssueListChange {
    kind: ChangeKind,
    /// The issue's id.
    id: ID,
    /// Whether the issue, as it is now, is in the subscriber's list (the `filter` given to
    /// `issuesChanged`, by the list's own SQL): false when it no longer matches, and the list
    /// or board drops it.
    matches: bool,
    /// The issue as it is now (null once it is gone).
    issue: Option<Issue>,
}

#[derive(SimpleObject)]
pub struct IssueStatusChange {
    kind: ChangeKind,
    issue_status: IssueStatus,
}

#[derive(SimpleObject)]
pub struct IssueCategoryChange {
    kind: ChangeKind,
    issue_category: IssueCategory,
}

#[derive(Default)]
pub struct IssueSubscription;

#[Subscription]
impl IssueSubscription {
    /// Every change to one issue (its detail page), with the comment a change added or edited.
    async fn issue_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<IssueChange>>> {
        authorize(ctx, "Subscription.issueChanged").map_err(coded)?;
        let wanted = issue_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Issue",
            wanted,
            Code::IssueNotFound,
            |state, _caller, id, notice| async move {
                let Some(row) = reads::by_id(&state.reads, id).await? else {
                    return Ok(None);
                };
                // The comment the change added or edited, if it did.
                let comment = match &notice {
                    Some(notice) => reads::comment_at(&state.reads, id, notice.version)
                        .await?
                        .map(IssueComment),
                    None => None,
                };
                Ok(Some(IssueChange {
                    kind: notice.map_or(ChangeKind::Updated, |n| ChangeKind::from(n.kind)),
                    issue: Issue(row),
                    comment,
                }))
            },
        )
        .await
        .map_err(coded)
    }

    /// Every issue created or changed, each told with whether it is now in the caller's list
    /// with `filter` (the `issues` query's filter; none: every issue), so the list and the
    /// board stay live without a matcher of their own (issue 32).
    async fn issues_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<IssueFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<IssueListChange>>> {
        authorize(ctx, "Subscription.issuesChanged").map_err(coded)?;
        let filter = to_filter(filter).map_err(coded)?;
        let changes = live::list_changes(ctx, "Issue", move |state, _caller, id| {
            let filter = filter.clone();
            async move {
                let Some(row) = reads::by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Issue(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| IssueListChange {
                kind: change.kind,
                id: ids::encode("Issue", change.id),
                matches: change.matches,
                issue: change.row,
            })
        }))
    }

    /// Statuses created, edited or moved (columns, pickers and the admin view stay live).
    async fn issue_statuses_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<IssueStatusChange>>> {
        authorize(ctx, "Subscription.issueStatusesChanged").map_err(coded)?;
        Ok(choice_changes::<Statuses>(state(ctx)).map(|change| {
            change.map(|(kind, row)| IssueStatusChange {
                kind,
                issue_status: IssueStatus(row),
            })
        }))
    }

    /// Categories created, edited or moved.
    async fn issue_categories_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<IssueCategoryChange>>> {
        authorize(ctx, "Subscription.issueCategoriesChanged").map_err(coded)?;
        Ok(choice_changes::<Categories>(state(ctx)).map(|change| {
            change.map(|(kind, row)| IssueCategoryChange {
                kind,
                issue_category: IssueCategory(row),
            })
        }))
    }
}

/// The fresh entries of one list, as their notices arrive.
fn choice_changes<K: IssueList>(
    state: &AppState,
) -> impl Stream<Item = async_graphql::Result<(ChangeKind, ChoiceRow)>> + use<K> {
    let state = state.clone();
    live::notices(&state, K::CHANGED).filter_map(move |notice| {
        let state = state.clone();
        async move {
            let id = Uuid::parse_str(&notice.entity_id).ok()?;
            let kind = ChangeKind::from(notice.kind);
            // A deleted entry is told from the trash (issue 35), so lists drop it live.
            match reads::choices_by_ids(&state.reads, K::LIST, &[id]).await {
                Ok(rows) => rows.into_iter().next().map(|row| Ok((kind, row))),
                Err(e) => Some(Err(coded(e))),
            }
        }
    })
}
