//! Projects (issue 13; spec §2 `/projects…`, §4 project status planning 1, active 2,
//! canceled 3, archived 4): a name, a markdown description, the organizations it is for and
//! its team. Questions hang off a project (`graphql/questions.rs`).

use std::time::Instant;

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use sqlx::postgres::PgRow;
use staffhub_domain::projects::{ProjectCommand, ProjectStatus};
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::organizations::Organization;
use super::search::SearchHit;
use super::{ids, request, state};
use crate::areas::projects::{ProjectTarget, project_id, status_label};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::read::projects::{
    self as reads, ProjectListFilter, ProjectRow, ProjectSort, ProjectSortField,
};
use crate::state::AppState;

/// How `node(id)` loads one Project: the edge's hook in the area's descriptor
/// (`crate::areas::projects::AREA`), since it builds the GraphQL object.
pub(crate) fn project_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        // Coalesced, as a question's project is (`read::by_id`).
        let row = state
            .project_loader
            .call(id)
            .await
            .map_err(|stopped| ApiError::internal("reading a project", stopped))??;
        Ok(row.map(|row| Node::Project(Project(row))))
    })
}

/// One row of the search statement as a hit (the descriptor's `search`,
/// `crate::areas::projects::AREA`).
pub(crate) fn project_hit(row: &PgRow, locale: Locale) -> Result<SearchHit, sqlx::Error> {
    let project: ProjectRow = sqlx::FromRow::from_row(row)?;
    let status = locale.pick(status_label(project.status));
    Ok(SearchHit::new(
        Node::Project(Project(project.clone())),
        project.name,
        Some(status.to_owned()),
    ))
}

/// A project (spec §3: project questions, organization questions).
pub struct Project(pub ProjectRow);

#[Object]
impl Project {
    pub async fn id(&self) -> ID {
        ids::encode("Project", self.0.project_id)
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// Markdown.
    async fn description(&self) -> &str {
        &self.0.description
    }
    /// Spec §4: planning 1, active 2, canceled 3, archived 4.
    async fn status_id(&self) -> i32 {
        i32::from(self.0.status)
    }
    /// The organizations the project is for (deleted ones are left out).
    async fn organizations(&self, ctx: &Context<'_>) -> GqlResult<Vec<Organization>> {
        let reads = &state(ctx).reads;
        let mut found = Vec::new();
        for id in &self.0.organization_ids {
            if let Some(row) = crate::read::organizations::by_id(reads, *id).await? {
                found.push(Organization(row));
            }
        }
        Ok(found)
    }
    /// The team.
    async fn employees(&self, ctx: &Context<'_>) -> GqlResult<Vec<Employee>> {
        let mut found = Vec::new();
        for id in &self.0.employee_ids {
            if let Some(employee) = Employee::load(ctx, Some(*id)).await? {
                found.push(employee);
            }
        }
        Ok(found)
    }
    /// Null for the system (seed, CLI).
    async fn created_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.created_by).await?)
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

connection!(
    ProjectConnection,
    ProjectEdge,
    Project,
    ProjectListFilter,
    reads::count
);

#[derive(InputObject, Default)]
pub struct ProjectFilter {
    /// Matches the name, case-insensitively.
    keyword: Option<String>,
    status_ids: Option<Vec<i32>>,
    /// Projects this employee is on.
    employee_id: Option<ID>,
    /// Projects for this organization.
    organization_id: Option<ID>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ProjectOrderField {
    Name,
    CreatedAt,
    UpdatedAt,
}

#[derive(InputObject)]
pub struct ProjectOrder {
    field: ProjectOrderField,
    direction: OrderDirection,
}

fn to_filter(filter: Option<ProjectFilter>) -> ApiResult<ProjectListFilter> {
    let filter = filter.unwrap_or_default();
    let mut status_ids = Vec::new();
    for id in filter.status_ids.unwrap_or_default() {
        let status = ProjectStatus::from_id(id).ok_or(Code::InvalidStatus)?;
        status_ids.push(status.id() as i16);
    }
    Ok(ProjectListFilter {
        keyword: connection::keyword(filter.keyword)?,
        status_ids,
        employee_id: filter
            .employee_id
            .map(|id| ids::decode(&id, "Employee", Code::InvalidId))
            .transpose()?,
        organization_id: filter
            .organization_id
            .map(|id| ids::decode(&id, "Organization", Code::InvalidId))
            .transpose()?,
    })
}

/// "All N matching this filter" for a bulk change (issue 35 §2): the list's own filter and SQL.
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> futures::future::BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_filter(crate::bulk::list_filter(filter)?)?;
        let sort = ProjectSort {
            field: ProjectSortField::Name,
            descending: false,
        };
        crate::bulk::all_items(
            |offset, limit| reads::list(&state.reads, &filter, sort, offset, limit),
            |row| row.project_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct ProjectQuery;

#[Object(guard = "Policy::query()")]
impl ProjectQuery {
    /// Projects, by name unless ordered otherwise. first: default 20, 1..=100.
    async fn projects(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<ProjectFilter>,
        order_by: Option<ProjectOrder>,
    ) -> GqlResult<ProjectConnection> {
        let filter = to_filter(filter)?;
        let sort = order_by.map_or(
            ProjectSort {
                field: ProjectSortField::Name,
                descending: false,
            },
            |o| ProjectSort {
                field: match o.field {
                    ProjectOrderField::Name => ProjectSortField::Name,
                    ProjectOrderField::CreatedAt => ProjectSortField::CreatedAt,
                    ProjectOrderField::UpdatedAt => ProjectSortField::UpdatedAt,
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
            .map(|(c, row)| (c, Project(row)))
            .collect();
        Ok(ProjectConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct CreateProjectInput {
    /// 1–100 characters.
    name: String,
    #[graphql(default)]
    description: String,
    /// Spec §4 ids; planning by default.
    #[graphql(default = 1)]
    status_id: i32,
    #[graphql(default)]
    organization_ids: Vec<ID>,
    #[graphql(default)]
    employee_ids: Vec<ID>,
}

#[derive(SimpleObject)]
pub struct CreateProjectPayload {
    project: Project,
    project_edge: ProjectEdge,
}

/// The edit form: every field, and the version it was loaded at.
#[derive(InputObject)]
pub struct UpdateProjectInput {
    id: ID,
    /// A change since is not overwritten (204.X000.004).
    expected_version: i64,
    name: String,
    description: String,
    organization_ids: Vec<ID>,
    employee_ids: Vec<ID>,
}

#[derive(SimpleObject)]
pub struct UpdateProjectPayload {
    project: Project,
}

#[derive(InputObject)]
pub struct ChangeProjectStatusInput {
    id: ID,
    status_id: i32,
}

#[derive(SimpleObject)]
pub struct ChangeProjectStatusPayload {
    project: Project,
}

fn id_list(list: &[ID], type_name: &str, invalid: Code) -> ApiResult<Vec<Uuid>> {
    list.iter()
        .map(|id| ids::decode(id, type_name, invalid))
        .collect()
}

async fn execute(
    ctx: &Context<'_>,
    id: Uuid,
    command: ProjectCommand,
    expect: Expect,
) -> ApiResult<Project> {
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<ProjectTarget>(state(ctx), &metadata, id, command, expect)
        .await
        .map(Project)
}

#[derive(Default)]
pub struct ProjectMutation;

#[Object(guard = "Policy::mutation()")]
impl ProjectMutation {
    async fn create_project(
        &self,
        ctx: &Context<'_>,
        input: CreateProjectInput,
    ) -> GqlResult<CreateProjectPayload> {
        let id = Uuid::now_v7();
        let command = ProjectCommand::CreateProject {
            project_id: id,
            name: input.name,
            description: input.description,
            status_id: input.status_id,
            organization_ids: id_list(
                &input.organization_ids,
                "Organization",
                Code::InvalidOrganizationIds,
            )?,
            employee_ids: id_list(&input.employee_ids, "Employee", Code::InvalidEmployeeIds)?,
        };
        let started = Instant::now();
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let committed =
            command::execute::<ProjectTarget>(state, &metadata, id, command, Expect::New).await?;
        let row = command::answer_row::<ProjectTarget>(state, id, committed, started).await?;
        Ok(CreateProjectPayload {
            project: Project(row.clone()),
            project_edge: ProjectEdge {
                cursor: connection::cursor(0),
                node: Project(row),
            },
        })
    }

    async fn update_project(
        &self,
        ctx: &Context<'_>,
        input: UpdateProjectInput,
    ) -> GqlResult<UpdateProjectPayload> {
        let id = project_id(&input.id)?;
        let session = super::session(ctx)?;
        let row = reads::by_id(&state(ctx).reads, id)
            .await?
            .ok_or(Code::ProjectNotFound)?;
        crate::areas::projects::authorize_edit(session, &row)?;
        let command = ProjectCommand::UpdateProject {
            name: input.name,
            description: input.description,
            organization_ids: id_list(
                &input.organization_ids,
                "Organization",
                Code::InvalidOrganizationIds,
            )?,
            employee_ids: id_list(&input.employee_ids, "Employee", Code::InvalidEmployeeIds)?,
        };
        let expect = Expect::Version(input.expected_version);
        Ok(UpdateProjectPayload {
            project: execute(ctx, id, command, expect).await?,
        })
    }

    /// Management: plans, starts, cancels or archives a project.
    async fn change_project_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeProjectStatusInput,
    ) -> GqlResult<ChangeProjectStatusPayload> {
        let command = ProjectCommand::ChangeProjectStatus {
            status_id: input.status_id,
        };
        Ok(ChangeProjectStatusPayload {
            project: execute(ctx, project_id(&input.id)?, command, Expect::Any).await?,
        })
    }
}

#[derive(SimpleObject)]
pub struct ProjectChange {
    kind: ChangeKind,
    /// The project's id.
    id: ID,
    /// Whether the project, as it is now, is in the subscriber's list (the `filter` given to
    /// `projectsChanged`, by the list's own SQL, issue 32): false when it no longer matches,
    /// and the list drops it.
    matches: bool,
    /// The project as it is now (null once it is gone).
    project: Option<Project>,
}

#[derive(Default)]
pub struct ProjectSubscription;

#[Subscription]
impl ProjectSubscription {
    /// Every change to one project (its detail page).
    async fn project_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Project>>> {
        authorize(ctx, "Subscription.projectChanged").map_err(coded)?;
        let wanted = project_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Project",
            wanted,
            Code::ProjectNotFound,
            |state, _caller, id, _notice| async move {
                Ok(reads::by_id(&state.reads, id).await?.map(Project))
            },
        )
        .await
        .map_err(coded)
    }

    /// Every project created or changed, each told with whether it is now in the caller's
    /// list with `filter` (the `projects` query's filter; none: every project), so the list
    /// stays live without a matcher of its own (issue 32).
    async fn projects_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<ProjectFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ProjectChange>>> {
        authorize(ctx, "Subscription.projectsChanged").map_err(coded)?;
        let filter = to_filter(filter).map_err(coded)?;
        let changes = live::list_changes(ctx, "Project", move |state, _caller, id| {
            let filter = filter.clone();
            async move {
                let Some(row) = reads::by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Project(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| ProjectChange {
                kind: change.kind,
                id: ids::encode("Project", change.id),
                matches: change.matches,
                project: change.row,
            })
        }))
    }
}
