//! Tasks: queries, mutations and subscriptions (issue: the spine's first slice).

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, NaiveDate, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use sqlx::postgres::PgRow;
use staffhub_domain::tasks::TaskCommand;
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::search::SearchHit;
use super::{ids, request, session, state};
use crate::areas::tasks::{TaskTarget, assignee_id, status_label, task_id};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::read::tasks::{self as task_reads, TaskListFilter, TaskRow, TaskSort, TaskSortField};
use crate::state::AppState;

/// How `node(id)` loads one Task: the edge's hook in the area's descriptor
/// (`crate::areas::tasks::AREA`), since it builds the GraphQL object.
pub(crate) fn task_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        // Coalesced: a page naming many tasks (home's recent activity) reads them together.
        let row = state
            .task_loader
            .call(id)
            .await
            .map_err(|stopped| ApiError::internal("reading a task", stopped))??;
        Ok(row.map(|row| Node::Task(Task(row))))
    })
}

/// One row of the search statement as a hit (the descriptor's `search`,
/// `crate::areas::tasks::AREA`).
pub(crate) fn task_hit(row: &PgRow, locale: Locale) -> Result<SearchHit, sqlx::Error> {
    let task: TaskRow = sqlx::FromRow::from_row(row)?;
    let status = locale.pick(status_label(task.status_id));
    Ok(SearchHit::new(
        Node::Task(Task(task.clone())),
        task.title,
        Some(status.to_owned()),
    ))
}

#[derive(InputObject, Default)]
pub struct TaskFilter {
    /// Matches title and description, case-insensitively; works for Japanese text.
    keyword: Option<String>,
    status_ids: Option<Vec<i32>>,
    priority_ids: Option<Vec<i32>>,
    assignee_ids: Option<Vec<ID>>,
    /// Tasks nobody is assigned to (besides those of `assigneeIds`, when given).
    unassigned: Option<bool>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum TaskOrderField {
    CreatedAt,
    UpdatedAt,
    DueDate,
    Priority,
    Status,
    Title,
}

#[derive(InputObject)]
pub struct TaskOrder {
    field: TaskOrderField,
    direction: OrderDirection,
}

connection!(
    TaskConnection,
    TaskEdge,
    Task,
    TaskListFilter,
    task_reads::count
);

fn small_ids(
    ids: Option<Vec<i32>>,
    valid: impl Fn(i32) -> bool,
    invalid: Code,
) -> ApiResult<Vec<i16>> {
    ids.unwrap_or_default()
        .into_iter()
        .map(|id| {
            if valid(id) {
                Ok(id as i16)
            } else {
                Err(invalid.into())
            }
        })
        .collect()
}

fn to_list_filter(filter: Option<TaskFilter>) -> ApiResult<TaskListFilter> {
    use staffhub_domain::tasks::{TaskPriority, TaskStatus};
    let filter = filter.unwrap_or_default();
    Ok(TaskListFilter {
        keyword: connection::keyword(filter.keyword)?,
        status_ids: small_ids(
            filter.status_ids,
            |id| TaskStatus::from_id(id).is_some(),
            Code::InvalidStatus,
        )?,
        priority_ids: small_ids(
            filter.priority_ids,
            |id| TaskPriority::from_id(id).is_some(),
            Code::InvalidPriority,
        )?,
        assignee_ids: filter
            .assignee_ids
            .unwrap_or_default()
            .iter()
            .map(|id| ids::decode(id, "Employee", Code::InvalidAssignee))
            .collect::<ApiResult<_>>()?,
        unassigned: filter.unassigned.unwrap_or(false),
    })
}

fn to_sort(order: Option<TaskOrder>) -> TaskSort {
    order
        .map(|o| TaskSort {
            field: match o.field {
                TaskOrderField::CreatedAt => TaskSortField::CreatedAt,
                TaskOrderField::UpdatedAt => TaskSortField::UpdatedAt,
                TaskOrderField::DueDate => TaskSortField::DueDate,
                TaskOrderField::Priority => TaskSortField::Priority,
                TaskOrderField::Status => TaskSortField::Status,
                TaskOrderField::Title => TaskSortField::Title,
            },
            descending: o.direction == OrderDirection::Desc,
        })
        .unwrap_or_default()
}

async fn list(
    state: &AppState,
    first: Option<i32>,
    after: Option<String>,
    filter: TaskListFilter,
    order: Option<TaskOrder>,
) -> ApiResult<TaskConnection> {
    let sort = to_sort(order);
    let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
        task_reads::list(&state.reads, &filter, sort, offset, limit)
    })
    .await?;
    let edges = edges.into_iter().map(|(c, row)| (c, Task(row))).collect();
    Ok(TaskConnection::new(edges, page_info, filter))
}

/// "All N matching this filter" for a bulk change (issue 35 §2): the list's own filter and SQL.
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> futures::future::BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_list_filter(crate::bulk::list_filter(filter)?)?;
        crate::bulk::all_items(
            |offset, limit| {
                task_reads::list(&state.reads, &filter, TaskSort::default(), offset, limit)
            },
            |row| row.task_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct TaskQuery;

#[Object(guard = "Policy::query()")]
impl TaskQuery {
    /// first: default 20, 1..=100, else 'Invalid limit' (203.X000.002).
    async fn tasks(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<TaskFilter>,
        order_by: Option<TaskOrder>,
    ) -> GqlResult<TaskConnection> {
        session(ctx)?;
        Ok(list(state(ctx), first, after, to_list_filter(filter)?, order_by).await?)
    }

    /// Tasks assigned to the signed-in employee.
    async fn my_tasks(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<TaskFilter>,
        order_by: Option<TaskOrder>,
    ) -> GqlResult<TaskConnection> {
        let me = session(ctx)?.employee_id;
        let mut filter = to_list_filter(filter)?;
        filter.assignee_ids = vec![me];
        filter.unassigned = false;
        Ok(list(state(ctx), first, after, filter, order_by).await?)
    }
}

#[derive(InputObject)]
pub struct CreateTaskInput {
    title: String,
    description: Option<String>,
    /// Defaults to medium (2).
    priority_id: Option<i32>,
    assignee_id: Option<ID>,
    due_date: Option<NaiveDate>,
}

#[derive(SimpleObject)]
pub struct CreateTaskPayload {
    task: Task,
    task_edge: TaskEdge,
}

/// Replaces the editable fields; identical data is rejected.
#[derive(InputObject)]
pub struct UpdateTaskInput {
    id: ID,
    /// The `version` the form was loaded at: a task changed since is not overwritten
    /// (204.X000.004 with the current version).
    expected_version: i64,
    title: String,
    description: String,
    priority_id: i32,
    assignee_id: Option<ID>,
    due_date: Option<NaiveDate>,
}

#[derive(SimpleObject)]
pub struct UpdateTaskPayload {
    task: Task,
}

#[derive(InputObject)]
pub struct ChangeTaskStatusInput {
    id: ID,
    status_id: i32,
}

#[derive(SimpleObject)]
pub struct ChangeTaskStatusPayload {
    task: Task,
}

#[derive(InputObject)]
pub struct ChangeTaskPriorityInput {
    id: ID,
    priority_id: i32,
}

#[derive(SimpleObject)]
pub struct ChangeTaskPriorityPayload {
    task: Task,
}

#[derive(InputObject)]
pub struct AssignTaskInput {
    id: ID,
    /// null unassigns.
    assignee_id: Option<ID>,
}

#[derive(SimpleObject)]
pub struct AssignTaskPayload {
    task: Task,
}

/// Runs a task command through the one command path and answers with the fresh task.
async fn execute(
    ctx: &Context<'_>,
    task_id: Uuid,
    command: TaskCommand,
    expect: Expect,
) -> ApiResult<Task> {
    session(ctx)?;
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<TaskTarget>(state(ctx), &metadata, task_id, command, expect)
        .await
        .map(Task)
}

#[derive(Default)]
pub struct TaskMutation;

#[Object(guard = "Policy::mutation()")]
impl TaskMutation {
    async fn create_task(
        &self,
        ctx: &Context<'_>,
        input: CreateTaskInput,
    ) -> GqlResult<CreateTaskPayload> {
        let id = Uuid::now_v7();
        let command = TaskCommand::CreateTask {
            task_id: id,
            title: input.title,
            description: input.description.unwrap_or_default(),
            priority_id: input.priority_id.unwrap_or(2),
            assignee_id: assignee_id(input.assignee_id.as_ref())?,
            due_date: input.due_date,
        };
        // A fresh v7 id has no history: the command need not read the journal first.
        let task = execute(ctx, id, command, Expect::New).await?;
        let edge_task = Task(task.0.clone());
        Ok(CreateTaskPayload {
            task,
            task_edge: TaskEdge {
                cursor: connection::cursor(0),
                node: edge_task,
            },
        })
    }

    async fn update_task(
        &self,
        ctx: &Context<'_>,
        input: UpdateTaskInput,
    ) -> GqlResult<UpdateTaskPayload> {
        let command = TaskCommand::UpdateTask {
            title: input.title,
            description: input.description,
            priority_id: input.priority_id,
            assignee_id: assignee_id(input.assignee_id.as_ref())?,
            due_date: input.due_date,
        };
        let expect = Expect::Version(input.expected_version);
        Ok(UpdateTaskPayload {
            task: execute(ctx, task_id(&input.id)?, command, expect).await?,
        })
    }

    async fn change_task_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeTaskStatusInput,
    ) -> GqlResult<ChangeTaskStatusPayload> {
        let command = TaskCommand::ChangeTaskStatus {
            status_id: input.status_id,
        };
        Ok(ChangeTaskStatusPayload {
            task: execute(ctx, task_id(&input.id)?, command, Expect::Any).await?,
        })
    }

    async fn change_task_priority(
        &self,
        ctx: &Context<'_>,
        input: ChangeTaskPriorityInput,
    ) -> GqlResult<ChangeTaskPriorityPayload> {
        let command = TaskCommand::ChangeTaskPriority {
            priority_id: input.priority_id,
        };
        Ok(ChangeTaskPriorityPayload {
            task: execute(ctx, task_id(&input.id)?, command, Expect::Any).await?,
        })
    }

    async fn assign_task(
        &self,
        ctx: &Context<'_>,
        input: AssignTaskInput,
    ) -> GqlResult<AssignTaskPayload> {
        let command = TaskCommand::AssignTask {
            assignee_id: assignee_id(input.assignee_id.as_ref())?,
        };
        Ok(AssignTaskPayload {
            task: execute(ctx, task_id(&input.id)?, command, Expect::Any).await?,
        })
    }
}

#[derive(SimpleObject)]
pub struct TaskChange {
    kind: ChangeKind,
    /// The task's id.
    id: ID,
    /// Whether the task, as it is now, is in the subscriber's list (the `filter` given to
    /// `tasksChanged`, by the list's own SQL, issue 32): false when it no longer matches, and
    /// the list drops it.
    matches: bool,
    /// The task as it is now (null only if it is gone).
    task: Option<Task>,
}

#[derive(Default)]
pub struct TaskSubscription;

#[Subscription]
impl TaskSubscription {
    /// Every change to one task, as its fresh read-model state.
    async fn task_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Task>>> {
        authorize(ctx, "Subscription.taskChanged").map_err(coded)?;
        let task_id = task_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Task",
            task_id,
            Code::TaskNotFound,
            |state, _caller, id, notice| async move {
                // Read once per version for every subscriber of this node (brief P3).
                let row = match notice {
                    Some(notice) => {
                        state
                            .task_rows
                            .get((id, notice.version), || task_reads::by_id(&state.reads, id))
                            .await?
                    }
                    None => task_reads::by_id(&state.reads, id).await?,
                };
                Ok(row.map(Task))
            },
        )
        .await
        .map_err(coded)
    }

    /// Every task created or changed, each told with whether it is now in the caller's list
    /// with `filter` (the `tasks` query's filter; none: every task), so a list stays live
    /// without a matcher of its own (issue 32). The row is read once per version for every
    /// subscriber of this node (brief P3); only a filtered list asks its own SQL.
    async fn tasks_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<TaskFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<TaskChange>>> {
        authorize(ctx, "Subscription.tasksChanged").map_err(coded)?;
        let filter = to_list_filter(filter).map_err(coded)?;
        let changes = live::list_changes_at(ctx, "Task", move |state, _caller, id, version| {
            let filter = filter.clone();
            async move {
                let row = state
                    .task_rows
                    .get((id, version), || task_reads::by_id(&state.reads, id))
                    .await?;
                let matches = match &row {
                    None => false,
                    Some(_) if filter.is_empty() => true,
                    Some(_) => task_reads::in_list(&state.reads, id, &filter).await?,
                };
                Ok((row.map(Task), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| TaskChange {
                kind: change.kind,
                id: ids::encode("Task", change.id),
                matches: change.matches,
                task: change.row,
            })
        }))
    }
}

/// A task (spec §4). statusId: open 1, processing 2, closed 3, completed 4. priorityId: high 1,
/// medium 2, low 3.
pub struct Task(pub TaskRow);

#[Object]
impl Task {
    pub async fn id(&self) -> ID {
        ids::encode("Task", self.0.task_id)
    }

    async fn title(&self) -> &str {
        &self.0.title
    }

    /// Markdown source; the client renders it (sanitized).
    async fn description(&self) -> &str {
        &self.0.description
    }

    async fn status_id(&self) -> i32 {
        i32::from(self.0.status_id)
    }

    async fn priority_id(&self) -> i32 {
        i32::from(self.0.priority_id)
    }

    async fn assignee(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.assignee_id).await?)
    }

    async fn due_date(&self) -> Option<NaiveDate> {
        self.0.due_date
    }

    /// The issue it was converted from (issue 15), if any.
    async fn issue(&self, ctx: &Context<'_>) -> GqlResult<Option<super::issues::Issue>> {
        Ok(
            crate::read::issues::by_task(&super::state(ctx).reads, self.0.task_id)
                .await?
                .map(super::issues::Issue),
        )
    }

    /// Null when the system created it (seed, CLI).
    async fn created_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.created_by).await?)
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }

    /// Aggregate version (number of events applied): the edit form sends it back as
    /// `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}
