//! Tasks: queries, mutations and subscriptions (issue: the spine's first slice).

use async_graphql::{
    ComplexObject, Context, Enum, ID, InputObject, Object, SimpleObject, Subscription,
};
use chrono::NaiveDate;
use futures::{Stream, StreamExt};
use staffhub_domain::task::{Task as TaskAggregate, TaskCommand};
use staffhub_journal::ExecuteError;
use staffhub_projections::ChangeKind as NoticeKind;
use std::time::Instant;
use tokio_stream::wrappers::BroadcastStream;
use uuid::Uuid;

use super::connection::{self, PageInfo};
use super::types::Task;
use super::{ids, request, session, state};
use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::metrics::CommandStage;
use crate::policy::Policy;
use crate::read::tasks::{self as task_reads, TaskListFilter, TaskSort, TaskSortField};
use crate::state::AppState;

/// Longest keyword accepted by list filters.
const KEYWORD_MAX_CHARS: usize = 200;

#[derive(InputObject, Default)]
pub struct TaskFilter {
    /// Matches title and description, case-insensitively; works for Japanese text.
    keyword: Option<String>,
    status_ids: Option<Vec<i32>>,
    priority_ids: Option<Vec<i32>>,
    assignee_ids: Option<Vec<ID>>,
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

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum OrderDirection {
    Asc,
    Desc,
}

#[derive(InputObject)]
pub struct TaskOrder {
    field: TaskOrderField,
    direction: OrderDirection,
}

#[derive(SimpleObject)]
pub struct TaskEdge {
    cursor: String,
    node: Task,
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct TaskConnection {
    edges: Vec<TaskEdge>,
    page_info: PageInfo,
    #[graphql(skip)]
    filter: TaskListFilter,
}

#[ComplexObject]
impl TaskConnection {
    /// All tasks matching the filter (computed only when asked for).
    async fn total_count(&self, ctx: &Context<'_>) -> GqlResult<i64> {
        Ok(task_reads::count(&state(ctx).reads, &self.filter).await?)
    }
}

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
    use staffhub_domain::task::{TaskPriority, TaskStatus};
    let filter = filter.unwrap_or_default();
    let keyword = filter
        .keyword
        .map(|k| k.trim().to_owned())
        .filter(|k| !k.is_empty());
    if keyword
        .as_ref()
        .is_some_and(|k| k.chars().count() > KEYWORD_MAX_CHARS)
    {
        return Err(Code::InvalidKeyword.into());
    }
    Ok(TaskListFilter {
        keyword,
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
    let page = connection::page(first, after.as_deref())?;
    let rows = task_reads::list(
        &state.reads,
        &filter,
        to_sort(order),
        page.offset,
        page.limit + 1,
    )
    .await?;
    let (edges, page_info) = connection::finish(page, rows);
    let edges = edges
        .into_iter()
        .map(|(cursor, row)| TaskEdge {
            cursor,
            node: Task(row),
        })
        .collect();
    Ok(TaskConnection {
        edges,
        page_info,
        filter,
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

fn task_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Task", Code::InvalidId)
}

fn assignee_id(id: Option<&ID>) -> ApiResult<Option<Uuid>> {
    id.map(|id| ids::decode(id, "Employee", Code::InvalidAssignee))
        .transpose()
}

/// Runs a task command, waits until the read model shows it, and returns the fresh task.
async fn execute(ctx: &Context<'_>, task_id: Uuid, command: TaskCommand) -> ApiResult<Task> {
    session(ctx)?;
    let state = state(ctx);
    let metadata = request(ctx)?.metadata();
    let name = command.name();
    let started = Instant::now();
    let result = state
        .journal
        .execute::<TaskAggregate>(
            &task_id.to_string(),
            command,
            &state.task_services,
            &metadata,
        )
        .await;
    let outcome = match &result {
        Ok(_) => "ok",
        Err(ExecuteError::Rejected(_)) => "rejected",
        Err(ExecuteError::Conflict { .. }) => "conflict",
        Err(ExecuteError::Journal { .. }) => "error",
    };
    state.metrics.observe_command("Task", name, outcome);
    let committed = result?;
    let appended = Instant::now();
    let visible = state
        .hub
        .wait_until_visible("Task", committed.position)
        .await;
    let seen = Instant::now();
    let row = state
        .task_loader
        .call(task_id)
        .await
        .map_err(|stopped| ApiError::internal("reading the task back", stopped))??;
    state.metrics.observe_stages(&[
        (CommandStage::Append, appended - started),
        (CommandStage::ReadModelWait, seen - appended),
        (CommandStage::ReadBack, seen.elapsed()),
    ]);
    match row {
        Some(row) if visible || row.version >= committed.version => Ok(Task(row)),
        _ => task_from_journal(state, task_id).await,
    }
}

/// Degraded mode, when the read model lags past the read-your-writes bound (a long write
/// transaction anywhere in the cluster holds every projection back): the task as its own
/// events say, folded through the aggregate. Besides auditing, this is the only place a
/// resolver reads the journal; it keeps a mutation's answer true when projections are slow.
async fn task_from_journal(state: &AppState, task_id: Uuid) -> ApiResult<Task> {
    use staffhub_domain::Aggregate;
    let mut conn = state.pool.acquire().await?;
    let events = staffhub_journal::events_of(&mut conn, "Task", &task_id.to_string()).await?;
    let (Some(first), Some(last)) = (events.first(), events.last()) else {
        return Err(Code::TaskNotFound.into());
    };
    let mut task = TaskAggregate::default();
    for event in &events {
        task.apply(
            event
                .decode()
                .map_err(|e| ApiError::internal("decoding a task event failed", e))?,
        );
    }
    Ok(Task(task_reads::TaskRow {
        task_id,
        title: task.title,
        description: task.description,
        status_id: task.status.id() as i16,
        priority_id: task.priority.id() as i16,
        assignee_id: task.assignee_id,
        due_date: task.due_date,
        created_by: first.metadata.actor_id,
        created_at: first.recorded_at,
        updated_at: last.recorded_at,
        version: last.sequence,
    }))
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
        state(ctx)
            .journal
            .expect_new::<TaskAggregate>(&id.to_string());
        let task = execute(ctx, id, command).await?;
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
        Ok(UpdateTaskPayload {
            task: execute(ctx, task_id(&input.id)?, command).await?,
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
            task: execute(ctx, task_id(&input.id)?, command).await?,
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
            task: execute(ctx, task_id(&input.id)?, command).await?,
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
            task: execute(ctx, task_id(&input.id)?, command).await?,
        })
    }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ChangeKind {
    Created,
    Updated,
}

#[derive(SimpleObject)]
pub struct TaskChange {
    kind: ChangeKind,
    task: Task,
}

#[derive(Default)]
pub struct TaskSubscription;

/// The fresh read-model row for a task notice. With the notice's version, every subscriber on
/// this node shares one read; without one (after falling behind the fan-out), it reads alone.
async fn fresh_task(
    state: &AppState,
    entity_id: &str,
    version: Option<i64>,
) -> Option<async_graphql::Result<Task>> {
    let id = Uuid::parse_str(entity_id).ok()?;
    let row = match version {
        Some(version) => {
            state
                .task_rows
                .get((id, version), || task_reads::by_id(&state.reads, id))
                .await
        }
        None => task_reads::by_id(&state.reads, id).await,
    };
    match row {
        Ok(row) => row.map(|r| Ok(Task(r))),
        Err(e) => Some(Err(ApiError::from(e).into_graphql())),
    }
}

/// Subscriptions return `async_graphql::Result` (streams cannot use `GqlError`); every error
/// is converted explicitly so it keeps its catalogue code.
fn coded(error: impl Into<ApiError>) -> async_graphql::Error {
    error.into().into_graphql()
}

#[Subscription]
impl TaskSubscription {
    /// Every change to one task, as its fresh read-model state.
    async fn task_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Task>>> {
        crate::policy::authorize(ctx, "Subscription.taskChanged").map_err(coded)?;
        let task_id = task_id(&id).map_err(coded)?;
        let state = state(ctx).clone();
        if task_reads::by_id(&state.reads, task_id)
            .await
            .map_err(coded)?
            .is_none()
        {
            return Err(coded(Code::TaskNotFound));
        }
        let wanted = task_id.to_string();
        Ok(
            BroadcastStream::new(state.hub.subscribe_changes()).filter_map(move |notice| {
                let state = state.clone();
                let wanted = wanted.clone();
                async move {
                    match notice {
                        Ok(n) if n.entity_type == "Task" && n.entity_id == wanted => {
                            fresh_task(&state, &wanted, Some(n.version)).await
                        }
                        Ok(_) => None,
                        // Fell behind the fan-out: re-read the task rather than miss a change.
                        Err(_) => fresh_task(&state, &wanted, None).await,
                    }
                }
            }),
        )
    }

    /// Every task created or changed (list screens refresh or insert).
    async fn tasks_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<TaskChange>>> {
        crate::policy::authorize(ctx, "Subscription.tasksChanged").map_err(coded)?;
        let state = state(ctx).clone();
        Ok(
            BroadcastStream::new(state.hub.subscribe_changes()).filter_map(move |notice| {
                let state = state.clone();
                async move {
                    let notice = notice.ok().filter(|n| n.entity_type == "Task")?;
                    let kind = match notice.kind {
                        NoticeKind::Created => ChangeKind::Created,
                        NoticeKind::Updated => ChangeKind::Updated,
                    };
                    Some(
                        fresh_task(&state, &notice.entity_id, Some(notice.version))
                            .await?
                            .map(|task| TaskChange { kind, task }),
                    )
                }
            }),
        )
    }
}
