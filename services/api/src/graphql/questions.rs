//! Questions (issue 13; spec §2 `/projects/{id}/new-project-question`,
//! `/projects/{id}/new-organization-question`, `/internal-qas`; §4 status closed 1,
//! answered 2, processing 3). One area, three scopes: a project's questions are asked inside
//! its team, an organization question is to be put to one of the project's organizations, and
//! the internal Q&A board is open to every employee.
//!
//! Access is row-level and inside the SQL (`read::questions::Caller`): a project's questions
//! are seen by its team and by Management. Editing, closing and reopening are the asker's (or
//! Management's); answering is for staff who can see the question.

use std::time::Instant;

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::questions::{QuestionCommand, QuestionScope, QuestionStatus};
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::organizations::Organization;
use super::projects::Project;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::areas::projects::project_id;
use crate::areas::questions::{QuestionTarget, may_manage, question_id};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::read::questions::{
    self as reads, QuestionListFilter, QuestionRow, QuestionSort, QuestionSortField,
};
use crate::sessions::Session;
use crate::state::AppState;

/// How `node(id)` loads one Question: the edge's hook in the area's descriptor
/// (`crate::areas::questions::AREA`), since it builds the GraphQL object.
pub(crate) fn question_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        let all = Caller::system();
        Ok(reads::by_id(&state.reads, id, Some(&all))
            .await?
            .map(|row| Node::Question(Question(row))))
    })
}

/// Which of the three kinds of question.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum QuestionScopeKind {
    /// Asked inside a project's team.
    Project,
    /// To be put to one of the project's organizations.
    Organization,
    /// The internal Q&A board: any employee asks the company.
    Internal,
}

impl QuestionScopeKind {
    fn from_name(name: &str) -> Self {
        match name {
            "project" => Self::Project,
            "organization" => Self::Organization,
            _ => Self::Internal,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::Project => "project",
            Self::Organization => "organization",
            Self::Internal => "internal",
        }
    }
}

/// A question (issue 13).
pub struct Question(pub QuestionRow);

#[Object]
impl Question {
    pub async fn id(&self) -> ID {
        ids::encode("Question", self.0.question_id)
    }
    async fn scope(&self) -> QuestionScopeKind {
        QuestionScopeKind::from_name(&self.0.scope)
    }
    /// Null when the caller may not read projects (an employee without a role on a team).
    async fn project(&self, ctx: &Context<'_>) -> GqlResult<Option<Project>> {
        let Some(id) = self.0.project_id else {
            return Ok(None);
        };
        if super::guard::authorize_read(ctx, "Project").is_err() {
            return Ok(None);
        }
        // Coalesced: every question of a page names its project, read together.
        let row = state(ctx)
            .project_loader
            .call(id)
            .await
            .map_err(|stopped| ApiError::internal("reading a question's project", stopped))??;
        Ok(row.map(Project))
    }
    /// For organization questions: the organization it is to be put to.
    /// Null also when the caller may not read organizations.
    async fn organization(&self, ctx: &Context<'_>) -> GqlResult<Option<Organization>> {
        let Some(id) = self.0.organization_id else {
            return Ok(None);
        };
        if super::guard::authorize_read(ctx, "Organization").is_err() {
            return Ok(None);
        }
        Ok(crate::read::organizations::by_id(&state(ctx).reads, id)
            .await?
            .map(Organization))
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    /// Markdown.
    async fn body(&self) -> &str {
        &self.0.body
    }
    /// Spec §4: closed 1, answered 2, processing 3.
    async fn status_id(&self) -> i32 {
        i32::from(self.0.status)
    }
    async fn asker(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.asker_id).await?)
    }
    /// The latest answer (markdown); kept when the question is reopened.
    async fn answer(&self) -> Option<&str> {
        self.0.answer.as_deref()
    }
    async fn answered_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.answered_by).await?)
    }
    async fn answered_at(&self) -> Option<DateTime<Utc>> {
        self.0.answered_at
    }
    /// Whether the caller may edit, close and reopen it (the asker, or Management).
    async fn viewer_can_manage(&self, ctx: &Context<'_>) -> bool {
        session(ctx).is_ok_and(|s| may_manage(s, &self.0))
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
    QuestionConnection,
    QuestionEdge,
    Question,
    QuestionListFilter,
    reads::count
);

#[derive(InputObject, Default)]
pub struct QuestionFilter {
    /// Matches title and body, case-insensitively.
    keyword: Option<String>,
    scopes: Option<Vec<QuestionScopeKind>>,
    project_id: Option<ID>,
    status_ids: Option<Vec<i32>>,
    /// Questions for the caller to answer (home, issue 21): internal ones and those of
    /// projects the caller is on, that someone else asked.
    addressed_to_me: Option<bool>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum QuestionOrderField {
    CreatedAt,
    UpdatedAt,
    Title,
}

#[derive(InputObject)]
pub struct QuestionOrder {
    field: QuestionOrderField,
    direction: OrderDirection,
}

fn to_filter(filter: Option<QuestionFilter>, session: &Session) -> ApiResult<QuestionListFilter> {
    let filter = filter.unwrap_or_default();
    let mut status_ids = Vec::new();
    for id in filter.status_ids.unwrap_or_default() {
        let status = QuestionStatus::from_id(id).ok_or(Code::InvalidStatus)?;
        status_ids.push(status.id() as i16);
    }
    Ok(QuestionListFilter {
        keyword: connection::keyword(filter.keyword)?,
        scopes: filter
            .scopes
            .unwrap_or_default()
            .into_iter()
            .map(|s| s.name().to_owned())
            .collect(),
        project_id: filter.project_id.as_ref().map(project_id).transpose()?,
        status_ids,
        addressed_to: filter
            .addressed_to_me
            .unwrap_or(false)
            .then_some(session.employee_id),
        viewer: Some(Caller::of(session)),
    })
}

/// "All matching this filter" in bulk (issue 35 §2): the question list's own filter and SQL with
/// the caller's access, as `questions` reads it; a question the caller sees but may not delete is
/// refused as not allowed, as its own delete would be.
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    session: &'a Session,
    filter: async_graphql::Value,
) -> BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_filter(crate::bulk::list_filter(filter)?, session)?;
        let sort = QuestionSort {
            field: QuestionSortField::CreatedAt,
            descending: true,
        };
        crate::bulk::all_items(
            |offset, limit| reads::list(&state.reads, &filter, sort, offset, limit),
            |row| row.question_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct QuestionQuery;

#[Object(guard = "Policy::query()")]
impl QuestionQuery {
    /// Questions the caller may see, newest first unless ordered otherwise.
    async fn questions(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<QuestionFilter>,
        order_by: Option<QuestionOrder>,
    ) -> GqlResult<QuestionConnection> {
        let filter = to_filter(filter, session(ctx)?)?;
        let sort = order_by.map_or(
            QuestionSort {
                field: QuestionSortField::CreatedAt,
                descending: true,
            },
            |o| QuestionSort {
                field: match o.field {
                    QuestionOrderField::CreatedAt => QuestionSortField::CreatedAt,
                    QuestionOrderField::UpdatedAt => QuestionSortField::UpdatedAt,
                    QuestionOrderField::Title => QuestionSortField::Title,
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
            .map(|(c, row)| (c, Question(row)))
            .collect();
        Ok(QuestionConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct AskQuestionInput {
    scope: QuestionScopeKind,
    /// Required for project and organization questions.
    project_id: Option<ID>,
    /// Required for organization questions: one of the project's organizations.
    organization_id: Option<ID>,
    /// 1–200 characters.
    title: String,
    /// Markdown, up to 20,000 characters.
    #[graphql(default)]
    body: String,
}

#[derive(SimpleObject)]
pub struct AskQuestionPayload {
    question: Question,
    question_edge: QuestionEdge,
}

#[derive(InputObject)]
pub struct EditQuestionInput {
    id: ID,
    /// A change since is not overwritten (204.X000.004).
    expected_version: i64,
    title: String,
    body: String,
}

#[derive(InputObject)]
pub struct AnswerQuestionInput {
    id: ID,
    /// Markdown, 1–20,000 characters.
    answer: String,
}

#[derive(InputObject)]
pub struct CloseQuestionInput {
    id: ID,
}

#[derive(InputObject)]
pub struct ReopenQuestionInput {
    id: ID,
}

/// Every question command answers with the fresh question.
#[derive(SimpleObject)]
#[graphql(concrete(name = "EditQuestionPayload", params(EditTag)))]
#[graphql(concrete(name = "AnswerQuestionPayload", params(AnswerTag)))]
#[graphql(concrete(name = "CloseQuestionPayload", params(CloseTag)))]
#[graphql(concrete(name = "ReopenQuestionPayload", params(ReopenTag)))]
pub struct QuestionPayload<T: Send + Sync + 'static> {
    question: Question,
    #[graphql(skip)]
    _kind: std::marker::PhantomData<T>,
}

/// Which mutation a `QuestionPayload` answers (one payload type per mutation, spec §5).
pub struct EditTag;
pub struct AnswerTag;
pub struct CloseTag;
pub struct ReopenTag;

/// The question as the caller may see it (`areas::questions::visible_row`); `Question not
/// found` otherwise.
async fn visible_row(ctx: &Context<'_>, id: Uuid) -> ApiResult<QuestionRow> {
    crate::areas::questions::visible_row(state(ctx), session(ctx)?, id).await
}

/// Runs a command on a question the caller may see (and, when `manage`, may manage).
async fn act<T: Send + Sync + 'static>(
    ctx: &Context<'_>,
    id: &ID,
    command: QuestionCommand,
    expect: Expect,
    manage: bool,
) -> ApiResult<QuestionPayload<T>> {
    let id = question_id(id)?;
    let row = visible_row(ctx, id).await?;
    if manage && !may_manage(session(ctx)?, &row) {
        return Err(Code::EmployeeNotOwner.into());
    }
    let metadata = request(ctx)?.metadata();
    let row =
        command::run_for_row::<QuestionTarget>(state(ctx), &metadata, id, command, expect).await?;
    Ok(QuestionPayload {
        question: Question(row),
        _kind: std::marker::PhantomData,
    })
}

#[derive(Default)]
pub struct QuestionMutation;

#[Object(guard = "Policy::mutation()")]
impl QuestionMutation {
    /// Asks a question. Project and organization questions need the caller on the project's
    /// team (or Management).
    async fn ask_question(
        &self,
        ctx: &Context<'_>,
        input: AskQuestionInput,
    ) -> GqlResult<AskQuestionPayload> {
        let session = session(ctx)?;
        let state = state(ctx);
        let project = |required: bool| -> ApiResult<Uuid> {
            match input.project_id.as_ref() {
                Some(id) => project_id(id),
                None if required => Err(Code::ProjectNotFound.into()),
                None => Err(Code::InvalidId.into()),
            }
        };
        let scope = match input.scope {
            QuestionScopeKind::Internal => QuestionScope::Internal,
            QuestionScopeKind::Project => QuestionScope::Project {
                project_id: project(true)?,
            },
            QuestionScopeKind::Organization => QuestionScope::Organization {
                project_id: project(true)?,
                organization_id: input
                    .organization_id
                    .as_ref()
                    .map(|id| ids::decode(id, "Organization", Code::QuestionOrganizationNotFound))
                    .transpose()?
                    .ok_or(Code::QuestionOrganizationNotFound)?,
            },
        };
        if let Some(project) = scope.project_id() {
            // The team decides who may ask: no row, no team to be on (read-your-writes makes
            // a project visible here once its creation has answered).
            let row = crate::read::projects::by_id(&state.reads, project)
                .await?
                .ok_or(Code::ProjectNotFound)?;
            if !Caller::of(session).manager && !row.employee_ids.contains(&session.employee_id) {
                return Err(ApiError::from(Code::Unauthorized).into());
            }
        }
        let id = Uuid::now_v7();
        let command = QuestionCommand::AskQuestion {
            question_id: id,
            scope,
            title: input.title,
            body: input.body,
            asker_id: Some(session.employee_id),
        };
        let metadata = request(ctx)?.metadata();
        let started = Instant::now();
        let committed =
            command::execute::<QuestionTarget>(state, &metadata, id, command, Expect::New).await?;
        let row = command::answer_row::<QuestionTarget>(state, id, committed, started).await?;
        Ok(AskQuestionPayload {
            question: Question(row.clone()),
            question_edge: QuestionEdge {
                cursor: connection::cursor(0),
                node: Question(row),
            },
        })
    }

    /// The asker (or Management) edits title and body.
    async fn edit_question(
        &self,
        ctx: &Context<'_>,
        input: EditQuestionInput,
    ) -> GqlResult<QuestionPayload<EditTag>> {
        let command = QuestionCommand::EditQuestion {
            title: input.title,
            body: input.body,
        };
        let expect = Expect::Version(input.expected_version);
        Ok(act(ctx, &input.id, command, expect, true).await?)
    }

    /// Answers: the question becomes answered ('Current status is same to new status' when
    /// it already is).
    async fn answer_question(
        &self,
        ctx: &Context<'_>,
        input: AnswerQuestionInput,
    ) -> GqlResult<QuestionPayload<AnswerTag>> {
        let command = QuestionCommand::AnswerQuestion {
            answer: input.answer,
            author_id: Some(session(ctx)?.employee_id),
        };
        Ok(act(ctx, &input.id, command, Expect::Any, false).await?)
    }

    /// The asker (or Management) closes the question.
    async fn close_question(
        &self,
        ctx: &Context<'_>,
        input: CloseQuestionInput,
    ) -> GqlResult<QuestionPayload<CloseTag>> {
        Ok(act(
            ctx,
            &input.id,
            QuestionCommand::CloseQuestion,
            Expect::Any,
            true,
        )
        .await?)
    }

    /// The asker (or Management) reopens it: processing again.
    async fn reopen_question(
        &self,
        ctx: &Context<'_>,
        input: ReopenQuestionInput,
    ) -> GqlResult<QuestionPayload<ReopenTag>> {
        Ok(act(
            ctx,
            &input.id,
            QuestionCommand::ReopenQuestion,
            Expect::Any,
            true,
        )
        .await?)
    }
}

#[derive(SimpleObject)]
pub struct QuestionChange {
    kind: ChangeKind,
    /// The question's id.
    id: ID,
    /// Whether the question, as it is now, is in the subscriber's list (the `filter` given to
    /// `questionsChanged`, by the list's own SQL and the reader's access, issue 32): false when
    /// it no longer matches or the subscriber may no longer see it, and the list drops it.
    matches: bool,
    /// The question as it is now, while the subscriber may see it.
    question: Option<Question>,
}

#[derive(Default)]
pub struct QuestionSubscription;

#[Subscription]
impl QuestionSubscription {
    /// Every change to one question the caller may see.
    async fn question_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Question>>> {
        authorize(ctx, "Subscription.questionChanged").map_err(coded)?;
        let wanted = question_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Question",
            wanted,
            Code::QuestionNotFound,
            |state, caller, id, _notice| async move {
                Ok(reads::by_id(&state.reads, id, Some(&caller))
                    .await?
                    .map(Question))
            },
        )
        .await
        .map_err(coded)
    }

    /// Questions created or changed that the caller may see (with `projectId`, only those of
    /// that project), each told with whether it is now in the caller's list with `filter` (the
    /// `questions` query's filter; none: every question they may see), so a list stays live
    /// without a matcher of its own; one they may no longer see is told by its id only, with
    /// `matches: false` (issue 32).
    async fn questions_changed(
        &self,
        ctx: &Context<'_>,
        project_id: Option<ID>,
        filter: Option<QuestionFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<QuestionChange>>> {
        authorize(ctx, "Subscription.questionsChanged").map_err(coded)?;
        let project = project_id
            .as_ref()
            .map(crate::areas::projects::project_id)
            .transpose()
            .map_err(coded)?;
        let mut list = to_filter(filter, session(ctx).map_err(coded)?).map_err(coded)?;
        // A project's notices are about that project's questions.
        list.project_id = list.project_id.or(project);
        let changes = live::list_changes(ctx, "Question", move |state, caller, id| {
            let filter = QuestionListFilter {
                viewer: Some(caller.clone()),
                ..list.clone()
            };
            async move {
                let Some(row) = reads::by_id(&state.reads, id, Some(&caller)).await? else {
                    return Ok((None, false));
                };
                let matches = reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Question(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.filter_map(move |change| {
            let change = change.map(|change| {
                // Another project's question is not told to a project's subscriber.
                let elsewhere = project.is_some()
                    && change
                        .row
                        .as_ref()
                        .is_some_and(|question| question.0.project_id != project);
                (!elsewhere).then(|| QuestionChange {
                    kind: change.kind,
                    id: ids::encode("Question", change.id),
                    matches: change.matches,
                    question: change.row,
                })
            });
            std::future::ready(change.transpose())
        }))
    }
}
