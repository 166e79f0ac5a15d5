//! Members and roles (issue: members, roles and permissions): the employee directory, role
//! lists, and the commands admins (and employees on their own profile) run.

use async_graphql::dataloader::DataLoader;
use async_graphql::{Context, ID, InputObject, Object, SimpleObject, Subscription, Upload};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use sqlx::postgres::PgRow;
use staffhub_domain::members::employee::EmployeeCommand;
use staffhub_domain::members::role::{RoleCategory, RoleCommand};
use std::time::Instant;
use uuid::Uuid;

use super::connection::{self, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::loaders::{EmployeeLoader, RoleLoader};
use super::node::Node;
use super::search::SearchHit;
use super::types::ArcError;
use super::{ids, request, session, state};
use crate::areas::members::{EmployeeTarget, RoleTarget, employee_id};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::policy::{Rule, authorize_self_or_admin};
use crate::read::members::{self as member_reads, EmployeeListFilter, EmployeeRow, RoleRow};
use crate::state::AppState;

/// How `node(id)` loads one Employee: the edge's hook in the area's descriptor
/// (`crate::areas::members::AREA`), since it builds the GraphQL object.
pub(crate) fn employee_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(member_reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::Employee(Employee(row))))
    })
}

/// One row of the search statement as a hit (the descriptor's `search`,
/// `crate::areas::members::AREA`).
pub(crate) fn employee_hit(row: &PgRow, _: Locale) -> Result<SearchHit, sqlx::Error> {
    let employee: EmployeeRow = sqlx::FromRow::from_row(row)?;
    Ok(SearchHit::new(
        Node::Employee(Employee(employee.clone())),
        employee.name,
        Some(employee.email),
    ))
}

#[derive(InputObject, Default)]
pub struct EmployeeFilter {
    keyword: Option<String>,
    /// Employees holding any of these roles.
    role_ids: Option<Vec<i32>>,
    /// Deactivated employees are left out unless this is true.
    include_deactivated: Option<bool>,
}

connection!(
    EmployeeConnection,
    EmployeeEdge,
    Employee,
    EmployeeListFilter,
    member_reads::count
);

/// A role (spec §6): Admin is role 1; categories Management 1, Execution 2.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct Role {
    role_id: i32,
    /// As stored; `name` reads it in the caller's language where it is the built-in one.
    #[graphql(skip)]
    name: String,
    role_category_id: i32,
    /// Active employees holding the role.
    member_count: i64,
    /// Aggregate version.
    version: i64,
    /// True for a deleted role, still named where records refer to it; an admin can restore it.
    deleted: bool,
}

impl From<(RoleRow, i64)> for Role {
    fn from((row, member_count): (RoleRow, i64)) -> Self {
        Self {
            role_id: row.role_id,
            name: row.name,
            role_category_id: i32::from(row.category_id),
            member_count,
            version: row.version,
            deleted: row.deleted_at.is_some(),
        }
    }
}

#[async_graphql::ComplexObject]
impl Role {
    /// The role's name: the built-in Admin role's in the caller's language (issue 37 §4).
    async fn name(&self, ctx: &Context<'_>) -> String {
        crate::areas::members::role_name(self.role_id, &self.name, reader_locale(ctx))
    }

    /// Admin: what depends on the role. A role anything depends on cannot be deleted
    /// (201.M001.003 'Role is in use').
    async fn dependents(&self, ctx: &Context<'_>) -> GqlResult<RoleDependents> {
        crate::policy::check(Rule::Admin, Some(session(ctx)?))?;
        let dependents =
            crate::areas::members::role_dependents(&state(ctx).pool, self.role_id).await?;
        Ok(RoleDependents {
            members: dependents.members,
            documents: dependents.documents,
            permission_categories: dependents.permission_categories,
            workflow_templates: dependents.workflow_templates,
            workflow_instances: dependents.workflow_instances,
            total: dependents.total(),
        })
    }
}

/// What depends on a role (issue 37 §1): it cannot be deleted while any count is above 0.
#[derive(SimpleObject)]
pub struct RoleDependents {
    /// Active employees holding the role.
    members: i64,
    /// Documents that assign the role (as reader or editor).
    documents: i64,
    /// Document permission categories that assign the role.
    permission_categories: i64,
    /// Workflow templates, not archived, with a step the role approves.
    workflow_templates: i64,
    /// Workflow instances in progress with a step not done that the role approves.
    workflow_instances: i64,
    /// The sum of the counts above: 0 when the role can be deleted.
    total: i64,
}

/// (Named `roleCategoryId`, not `id`: Relay treats every `id` as a global record id.)
#[derive(SimpleObject)]
pub struct RoleCategoryInfo {
    role_category_id: i32,
    /// In the caller's language.
    name: String,
}

fn category_name(category: RoleCategory, locale: Locale) -> &'static str {
    match (category, locale) {
        (RoleCategory::Management, Locale::En) => "Management",
        (RoleCategory::Management, Locale::Ja) => "管理",
        (RoleCategory::Execution, Locale::En) => "Execution",
        (RoleCategory::Execution, Locale::Ja) => "実行",
    }
}

#[derive(Default)]
pub struct MembersQuery;

#[Object(guard = "Policy::query()")]
impl MembersQuery {
    /// The employee directory, by name.
    async fn employees(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<EmployeeFilter>,
    ) -> GqlResult<EmployeeConnection> {
        let filter = to_filter(filter)?;
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            member_reads::list(reads, &filter, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, Employee(row)))
            .collect();
        Ok(EmployeeConnection::new(edges, page_info, filter))
    }

    async fn roles(&self, ctx: &Context<'_>) -> GqlResult<Vec<Role>> {
        let rows = member_reads::all_roles(&state(ctx).reads).await?;
        Ok(rows.into_iter().map(Role::from).collect())
    }

    /// Deleted roles, newest first: records may still name them, and an admin can restore
    /// them.
    async fn deleted_roles(&self, ctx: &Context<'_>) -> GqlResult<Vec<Role>> {
        let rows = member_reads::deleted_roles(&state(ctx).reads).await?;
        Ok(rows.into_iter().map(Role::from).collect())
    }

    async fn role_categories(&self, ctx: &Context<'_>) -> GqlResult<Vec<RoleCategoryInfo>> {
        let locale = request(ctx)?.locale;
        Ok(RoleCategory::ALL
            .into_iter()
            .map(|c| RoleCategoryInfo {
                role_category_id: c.id(),
                name: category_name(c, locale).to_owned(),
            })
            .collect())
    }
}

#[derive(InputObject)]
pub struct CreateEmployeeInput {
    name: String,
    email: String,
    /// The initial password (8–128 characters); the employee can change it after signing in.
    password: String,
    role_ids: Vec<i32>,
}

/// Relay payloads: one type per mutation, each with the changed employee.
macro_rules! employee_payloads {
    ($($name:ident),*) => {$(
        #[derive(SimpleObject)]
        pub struct $name {
            employee: Employee,
        }
    )*};
}

employee_payloads!(
    CreateEmployeePayload,
    UpdateEmployeePayload,
    UpdateEmployeeRolesPayload,
    ChangeEmployeeAvatarPayload,
    DeactivateEmployeePayload,
    ReactivateEmployeePayload
);

#[derive(InputObject)]
pub struct UpdateEmployeeInput {
    employee_id: ID,
    /// The `version` the form was loaded at: an employee changed since is not overwritten
    /// (204.X000.004 with the current version).
    expected_version: i64,
    name: String,
    email: String,
}

#[derive(InputObject)]
pub struct UpdateEmployeeRolesInput {
    employee_id: ID,
    role_ids: Vec<i32>,
    /// The `version` the roles were shown at: a member changed since (another admin's save)
    /// is not overwritten, the save answers 204.X000.004 (issue 37 §3). Without it the roles
    /// are replaced whatever happened since.
    expected_version: Option<i64>,
}

#[derive(InputObject)]
pub struct ChangeEmployeeAvatarInput {
    employee_id: ID,
    /// png, jpeg, gif or webp, at most 5 MiB.
    file: Upload,
}

#[derive(InputObject)]
pub struct DeactivateEmployeeInput {
    employee_id: ID,
}

#[derive(InputObject)]
pub struct ReactivateEmployeeInput {
    employee_id: ID,
}

#[derive(InputObject)]
pub struct RestoreRoleInput {
    role_id: i32,
}

#[derive(SimpleObject)]
pub struct RestoreRolePayload {
    role: Role,
}

#[derive(InputObject)]
pub struct CreateRoleInput {
    name: String,
    role_category_id: i32,
}

#[derive(InputObject)]
pub struct RenameRoleInput {
    role_id: i32,
    name: String,
}

#[derive(InputObject)]
pub struct DeleteRoleInput {
    role_id: i32,
}

#[derive(SimpleObject)]
pub struct CreateRolePayload {
    role: Role,
}

#[derive(SimpleObject)]
pub struct RenameRolePayload {
    role: Role,
}

#[derive(SimpleObject)]
pub struct DeleteRolePayload {
    deleted_role_id: i32,
}

/// Runs an employee command through the one command path.
async fn run_employee_command(
    ctx: &Context<'_>,
    employee_id: Uuid,
    command: EmployeeCommand,
    expect: Expect,
) -> ApiResult<Employee> {
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<EmployeeTarget>(state(ctx), &metadata, employee_id, command, expect)
        .await
        .map(Employee)
}

#[derive(Default)]
pub struct MembersMutation;

#[Object(guard = "Policy::mutation()")]
impl MembersMutation {
    /// Admin: registers an employee with an initial password and roles.
    async fn create_employee(
        &self,
        ctx: &Context<'_>,
        input: CreateEmployeeInput,
    ) -> GqlResult<CreateEmployeePayload> {
        let new = crate::identity::NewEmployee {
            name: input.name,
            email: input.email,
            password: input.password,
            role_ids: input.role_ids,
        };
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let started = Instant::now();
        let (id, committed) = state
            .identity
            .create_employee(new, |id, command| {
                let metadata = &metadata;
                async move {
                    let committed = command::execute::<EmployeeTarget>(
                        state,
                        metadata,
                        id,
                        command,
                        Expect::New,
                    )
                    .await?;
                    Ok((id, committed))
                }
            })
            .await?;
        let row = command::answer_row::<EmployeeTarget>(state, id, committed, started).await?;
        Ok(CreateEmployeePayload {
            employee: Employee(row),
        })
    }

    /// The employee themself or an admin: name and sign-in email.
    async fn update_employee(
        &self,
        ctx: &Context<'_>,
        input: UpdateEmployeeInput,
    ) -> GqlResult<UpdateEmployeePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = employee_id(&input.employee_id)?;
        authorize_self_or_admin(session(ctx)?, id)?;
        let command = EmployeeCommand::UpdateEmployeeProfile {
            name: input.name,
            email: input.email.clone(),
        };
        let expect = Expect::Version(input.expected_version);
        let started = Instant::now();
        // One profile change per employee at a time, so a refused one gives back the sign-in
        // email it replaced before another request claims a new one.
        let lock = format!("staffhub.email.{id}");
        let committed = crate::names::exclusive(&state.pool, &lock, async {
            let Some(previous) = state.identity.claim_email(id, &input.email).await? else {
                return Err(Code::EmployeeExists.into());
            };
            let result =
                command::execute::<EmployeeTarget>(state, &metadata, id, command, expect).await;
            if let Err(error) = &result
                && error.is_refusal()
            {
                // Refused (or stale): nothing was stored; the sign-in email goes back.
                state.identity.claim_email(id, &previous).await?;
            }
            result
        })
        .await?;
        let row = command::answer_row::<EmployeeTarget>(state, id, committed, started).await?;
        Ok(UpdateEmployeePayload {
            employee: Employee(row),
        })
    }

    /// Admin: replaces an employee's roles. A role listed twice is 'Role assignment already
    /// exists'; the last active admin keeps the Admin role.
    async fn update_employee_roles(
        &self,
        ctx: &Context<'_>,
        input: UpdateEmployeeRolesInput,
    ) -> GqlResult<UpdateEmployeeRolesPayload> {
        let id = employee_id(&input.employee_id)?;
        let command = EmployeeCommand::UpdateEmployeeRoles {
            role_ids: input.role_ids,
        };
        let expect = input.expected_version.map_or(Expect::Any, Expect::Version);
        Ok(UpdateEmployeeRolesPayload {
            employee: run_employee_command(ctx, id, command, expect).await?,
        })
    }

    /// The employee themself or an admin: a new avatar image (multipart upload).
    async fn change_employee_avatar(
        &self,
        ctx: &Context<'_>,
        input: ChangeEmployeeAvatarInput,
    ) -> GqlResult<ChangeEmployeeAvatarPayload> {
        let id = employee_id(&input.employee_id)?;
        authorize_self_or_admin(session(ctx)?, id)?;
        let upload = input.file.value(ctx).map_err(|_| Code::InvalidFileFormat)?;
        let bytes = crate::files::read_upload(upload).await?;
        let stored = state(ctx).files.put_image(bytes).await?;
        let command = EmployeeCommand::ChangeEmployeeAvatar {
            avatar_url: Some(format!("/files/{}", stored.key)),
        };
        let employee = run_employee_command(ctx, id, command, Expect::Any).await;
        // A refused command (no such employee) leaves no file behind.
        state(ctx)
            .files
            .discard_if_refused(&stored.key, &employee)
            .await;
        Ok(ChangeEmployeeAvatarPayload {
            employee: employee?,
        })
    }

    /// Admin: the employee can no longer sign in; their sessions end at once.
    async fn deactivate_employee(
        &self,
        ctx: &Context<'_>,
        input: DeactivateEmployeeInput,
    ) -> GqlResult<DeactivateEmployeePayload> {
        let id = employee_id(&input.employee_id)?;
        let command = EmployeeCommand::DeactivateEmployee;
        let employee = run_employee_command(ctx, id, command, Expect::Any).await?;
        state(ctx).identity.revoke_all(id).await?;
        Ok(DeactivateEmployeePayload { employee })
    }

    /// Admin: a deactivated employee can sign in again, with the roles they held.
    async fn reactivate_employee(
        &self,
        ctx: &Context<'_>,
        input: ReactivateEmployeeInput,
    ) -> GqlResult<ReactivateEmployeePayload> {
        let id = employee_id(&input.employee_id)?;
        let command = EmployeeCommand::ReactivateEmployee;
        Ok(ReactivateEmployeePayload {
            employee: run_employee_command(ctx, id, command, Expect::Any).await?,
        })
    }

    /// Admin: a new role in a category (Management 1, Execution 2).
    async fn create_role(
        &self,
        ctx: &Context<'_>,
        input: CreateRoleInput,
    ) -> GqlResult<CreateRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let role_id = state.roles.next_id().await?;
        let command = RoleCommand::DefineRole {
            role_id,
            name: input.name.clone(),
            category_id: input.role_category_id,
        };
        let started = Instant::now();
        let committed = state
            .roles
            .names()
            .with_claim(&input.name, &role_id.to_string(), async {
                command::execute::<RoleTarget>(state, &metadata, role_id, command, Expect::Any)
                    .await
            })
            .await?;
        let row = command::answer_row::<RoleTarget>(state, role_id, committed, started).await?;
        Ok(CreateRolePayload {
            role: Role::from(row),
        })
    }

    /// Admin: renames a role ('Name already exists' when taken).
    async fn rename_role(
        &self,
        ctx: &Context<'_>,
        input: RenameRoleInput,
    ) -> GqlResult<RenameRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let role_id = input.role_id;
        let command = RoleCommand::RenameRole {
            name: input.name.clone(),
        };
        let started = Instant::now();
        let committed = state
            .roles
            .names()
            .with_claim(&input.name, &role_id.to_string(), async {
                command::execute::<RoleTarget>(state, &metadata, role_id, command, Expect::Any)
                    .await
            })
            .await?;
        let row = command::answer_row::<RoleTarget>(state, role_id, committed, started).await?;
        Ok(RenameRolePayload {
            role: Role::from(row),
        })
    }

    /// Admin: brings a deleted role back under its name ('Name already exists' when taken since).
    async fn restore_role(
        &self,
        ctx: &Context<'_>,
        input: RestoreRoleInput,
    ) -> GqlResult<RestoreRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let role_id = input.role_id;
        // The name it had when deleted, claimed again before the command (and given back if
        // the command is refused).
        let Some((row, _)) = member_reads::role_by_id(&state.reads, role_id).await? else {
            return Err(Code::RoleNotFound.into());
        };
        let started = Instant::now();
        let committed = state
            .roles
            .names()
            .with_claim(&row.name, &role_id.to_string(), async {
                command::execute::<RoleTarget>(
                    state,
                    &metadata,
                    role_id,
                    RoleCommand::RestoreRole,
                    Expect::Any,
                )
                .await
            })
            .await?;
        let row = command::answer_row::<RoleTarget>(state, role_id, committed, started).await?;
        Ok(RestoreRolePayload {
            role: Role::from(row),
        })
    }

    /// Admin: deletes a role (never the Admin role, never one anything depends on: 'Role is
    /// in use' with what depends on it); it stops granting anything at once, and can be
    /// restored.
    async fn delete_role(
        &self,
        ctx: &Context<'_>,
        input: DeleteRoleInput,
    ) -> GqlResult<DeleteRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let command = RoleCommand::DeleteRole;
        let started = Instant::now();
        let committed =
            command::execute::<RoleTarget>(state, &metadata, input.role_id, command, Expect::Any)
                .await?;
        // Stored: the name is free again, whatever happens to the answer.
        let owner = input.role_id.to_string();
        state.roles.names().release_owner(&owner).await?;
        command::answer::<RoleTarget>(state, input.role_id, committed, started).await?;
        Ok(DeleteRolePayload {
            deleted_role_id: input.role_id,
        })
    }
}

impl Employee {
    /// The employee behind an id a row names (an author, an assignee), through the request's
    /// loader, so a list of rows naming employees asks once.
    pub(crate) async fn load(ctx: &Context<'_>, id: Option<Uuid>) -> ApiResult<Option<Employee>> {
        let Some(id) = id else { return Ok(None) };
        let kept = &super::state(ctx).kept_employees;
        let mut rows = super::loaders::kept_or_loaded::<EmployeeLoader, _, _>(ctx, kept, [id])
            .await
            .map_err(|e| ApiError::internal("loading an employee failed", ArcError(e)))?;
        Ok(rows.remove(&id).map(Employee))
    }
}

/// The caller's language (English when the request names none).
fn reader_locale(ctx: &Context<'_>) -> crate::locale::Locale {
    super::request(ctx).map(|r| r.locale).unwrap_or_default()
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
            name: crate::areas::members::role_name(r.role_id, &r.name, reader_locale(ctx)),
        })
        .collect();
    list.sort_by_key(|r| r.role_id);
    Ok(list)
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
            .map(|row| Role::from((row, 1)))
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
    sole_approver_roles: Vec<Role>,
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

fn to_filter(filter: Option<EmployeeFilter>) -> ApiResult<EmployeeListFilter> {
    let filter = filter.unwrap_or_default();
    Ok(EmployeeListFilter {
        keyword: connection::keyword(filter.keyword)?,
        role_ids: filter.role_ids.unwrap_or_default(),
        include_deactivated: filter.include_deactivated.unwrap_or(false),
    })
}

/// One change to the directory, as a live list sees it (`employeesChanged`, issue 32).
#[derive(SimpleObject)]
pub struct EmployeeChange {
    kind: ChangeKind,
    /// The employee's id.
    id: ID,
    /// Whether the employee, as they are now, is in the subscriber's list (the `filter` given
    /// to `employeesChanged`, by the list's own SQL): false when they no longer match (a
    /// deactivated member leaves the active list), and the list drops them.
    matches: bool,
    /// The employee as they are now.
    employee: Option<Employee>,
}

#[derive(Default)]
pub struct MembersSubscription;

#[Subscription]
impl MembersSubscription {
    /// Every role, first as it is when the subscription starts, then again whenever a role is
    /// created, renamed, deleted or restored, or an employee's roles change its member count:
    /// every role picker and the roles section follow without a reload, and a screen whose
    /// socket reconnected is brought up to date by the first message, and a change that moves
    /// nothing a subscriber saw tells it nothing.
    // A notice is read once on this node for every subscriber (`AppState::role_lists`).
    async fn roles_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Vec<Role>>>> {
        authorize(ctx, "Subscription.rolesChanged").map_err(coded)?;
        let state = state(ctx).clone();
        // Listening starts here, before the first read: a change made meanwhile is told again.
        let changes = futures::stream::select(
            live::notices(&state, "Role"),
            live::notices(&state, "Employee"),
        )
        .map(Some);
        let lists = futures::stream::once(std::future::ready(None))
            .chain(changes)
            .then(move |notice| {
                let state = state.clone();
                async move {
                    let read = || async {
                        member_reads::all_roles(&state.reads)
                            .await
                            .map(std::sync::Arc::new)
                    };
                    match notice {
                        None => read().await,
                        Some(notice) => {
                            let key = (
                                format!("{}:{}", notice.entity_type, notice.entity_id),
                                notice.version,
                            );
                            state.role_lists.get(key, read).await
                        }
                    }
                }
            });
        Ok(lists
            .scan(None, |last: &mut Option<crate::state::RoleList>, list| {
                let told = match list {
                    Ok(list) if last.as_ref().is_some_and(|seen| **seen == *list) => None,
                    Ok(list) => {
                        *last = Some(list.clone());
                        Some(Ok(list.iter().cloned().map(Role::from).collect()))
                    }
                    Err(error) => Some(Err(coded(error))),
                };
                std::future::ready(Some(told))
            })
            .filter_map(std::future::ready))
    }

    /// Every change to one employee (their profile page): roles, name, avatar, deactivation.
    async fn employee_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Employee>>> {
        authorize(ctx, "Subscription.employeeChanged").map_err(coded)?;
        let wanted = employee_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Employee",
            wanted,
            Code::EmployeeNotFound,
            |state, _caller, id, _notice| async move {
                Ok(member_reads::by_id(&state.reads, id).await?.map(Employee))
            },
        )
        .await
        .map_err(coded)
    }

    /// Every employee registered or changed, each told with whether they are now in the
    /// caller's list with `filter` (the `employees` query's filter; none: every active
    /// employee), so the directory stays live without a matcher of its own (issue 32).
    async fn employees_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<EmployeeFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<EmployeeChange>>> {
        authorize(ctx, "Subscription.employeesChanged").map_err(coded)?;
        let filter = to_filter(filter).map_err(coded)?;
        let changes = live::list_changes(ctx, "Employee", move |state, _caller, id| {
            let filter = filter.clone();
            async move {
                let Some(row) = member_reads::by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = member_reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Employee(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| EmployeeChange {
                kind: change.kind,
                id: ids::encode("Employee", change.id),
                matches: change.matches,
                employee: change.row,
            })
        }))
    }
}
