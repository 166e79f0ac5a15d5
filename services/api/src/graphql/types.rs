//! Object types shared by several parts of the schema.

use async_graphql::dataloader::DataLoader;
use async_graphql::{Context, ID, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

use super::ids;
use super::loaders::{EmployeeLoader, RoleLoader};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::read::members::EmployeeRow;
use crate::read::tasks::TaskRow;

pub(crate) async fn load_employee(
    ctx: &Context<'_>,
    id: Option<Uuid>,
) -> ApiResult<Option<Employee>> {
    let Some(id) = id else { return Ok(None) };
    let loader = ctx.data_unchecked::<DataLoader<EmployeeLoader>>();
    let row = loader
        .load_one(id)
        .await
        .map_err(|e| ApiError::internal("loading an employee failed", ArcError(e)))?;
    Ok(row.map(Employee))
}

/// `Arc<sqlx::Error>` as an error source.
#[derive(Debug)]
pub(crate) struct ArcError(pub(crate) std::sync::Arc<sqlx::Error>);

impl std::fmt::Display for ArcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for ArcError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.0)
    }
}

pub(crate) async fn load_roles(ctx: &Context<'_>, role_ids: &[i32]) -> ApiResult<Vec<ProfileRole>> {
    let loader = ctx.data_unchecked::<DataLoader<RoleLoader>>();
    let roles = loader
        .load_many(role_ids.iter().copied())
        .await
        .map_err(|e| ApiError::internal("loading roles failed", ArcError(e)))?;
    let mut list: Vec<ProfileRole> = roles
        .into_values()
        .map(|r| ProfileRole {
            role_id: r.role_id,
            name: r.name,
        })
        .collect();
    list.sort_by_key(|r| r.role_id);
    Ok(list)
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
        Ok(load_employee(ctx, self.0.assignee_id).await?)
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
        Ok(load_employee(ctx, self.0.created_by).await?)
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

#[derive(Debug, Clone, SimpleObject)]
pub struct ProfileRole {
    pub role_id: i32,
    pub name: String,
}

/// An employee (member).
pub struct Employee(pub EmployeeRow);

#[Object]
impl Employee {
    pub async fn id(&self) -> ID {
        ids::encode("Employee", self.0.employee_id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn email(&self) -> &str {
        &self.0.email
    }

    async fn avatar_url(&self) -> Option<&str> {
        self.0.avatar_url.as_deref()
    }

    async fn registered_at(&self) -> DateTime<Utc> {
        self.0.registered_at
    }

    async fn roles(&self, ctx: &Context<'_>) -> GqlResult<Vec<ProfileRole>> {
        Ok(load_roles(ctx, &self.0.role_ids).await?)
    }

    /// False once deactivated: the employee can no longer sign in.
    async fn active(&self) -> bool {
        self.0.deactivated_at.is_none()
    }

    async fn deactivated_at(&self) -> Option<DateTime<Utc>> {
        self.0.deactivated_at
    }

    /// Admin: what the employee's deactivation leaves behind.
    async fn dependents(&self, ctx: &Context<'_>) -> GqlResult<EmployeeDependents> {
        let state = super::state(ctx);
        crate::policy::check(crate::policy::Rule::Admin, Some(super::session(ctx)?))?;
        let found =
            crate::read::members::employee_dependents(&state.reads, self.0.employee_id).await?;
        let roles = crate::read::members::roles(&state.reads, &found.sole_approver_role_ids)
            .await?
            .into_iter()
            .map(|row| super::members::Role::from((row, 1)))
            .collect();
        Ok(EmployeeDependents {
            open_tasks: found.open_tasks,
            assigned_issues: found.assigned_issues,
            workflow_instances: found.workflow_instances,
            sole_approver_roles: roles,
        })
    }

    /// Aggregate version: the profile form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// What an employee's deactivation leaves behind (issue 37 §1), asked before deactivating.
#[derive(SimpleObject)]
pub struct EmployeeDependents {
    /// Tasks assigned to the employee that are open or processing.
    open_tasks: i64,
    /// Issues the employee is assigned to.
    assigned_issues: i64,
    /// Workflow instances in progress the employee owns.
    workflow_instances: i64,
    /// Roles the employee is the only active holder of that approve a step not done of an
    /// instance in progress: deactivating leaves those steps to a manager's reassignment.
    sole_approver_roles: Vec<super::members::Role>,
}

/// The signed-in employee (spec §3: name, employeeId, avatarUrl, roles).
pub struct Profile(pub EmployeeRow);

#[Object]
impl Profile {
    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn employee_id(&self) -> ID {
        ids::encode("Employee", self.0.employee_id)
    }

    async fn email(&self) -> &str {
        &self.0.email
    }

    async fn avatar_url(&self) -> Option<&str> {
        self.0.avatar_url.as_deref()
    }

    async fn roles(&self, ctx: &Context<'_>) -> GqlResult<Vec<ProfileRole>> {
        Ok(load_roles(ctx, &self.0.role_ids).await?)
    }
}
