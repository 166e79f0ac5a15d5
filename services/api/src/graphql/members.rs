//! Members and roles (issue: members, roles and permissions): the employee directory, role
//! lists, and the commands admins (and employees on their own profile) run.

use async_graphql::{ComplexObject, Context, ID, InputObject, Object, SimpleObject, Upload};
use staffhub_domain::employee::{Employee as EmployeeAggregate, EmployeeCommand};
use staffhub_domain::role::RoleCategory;
use staffhub_journal::{Committed, ExecuteError};
use uuid::Uuid;

use super::connection::{self, PageInfo};
use super::types::Employee;
use super::{ids, request, session, state};
use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::policy::Policy;
use crate::read::employees::{self as employee_reads, EmployeeListFilter};
use crate::state::AppState;

#[derive(InputObject, Default)]
pub struct EmployeeFilter {
    keyword: Option<String>,
    /// Employees holding any of these roles.
    role_ids: Option<Vec<i32>>,
    /// Deactivated employees are left out unless this is true.
    include_deactivated: Option<bool>,
}

#[derive(SimpleObject)]
pub struct EmployeeEdge {
    cursor: String,
    node: Employee,
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct EmployeeConnection {
    edges: Vec<EmployeeEdge>,
    page_info: PageInfo,
    #[graphql(skip)]
    filter: EmployeeListFilter,
}

#[ComplexObject]
impl EmployeeConnection {
    async fn total_count(&self, ctx: &Context<'_>) -> GqlResult<i64> {
        Ok(employee_reads::count(&state(ctx).reads, &self.filter).await?)
    }
}

/// A role (spec §6): Admin is role 1; categories Management 1, Execution 2.
#[derive(SimpleObject)]
pub struct Role {
    role_id: i32,
    name: String,
    role_category_id: i32,
    /// Active employees holding the role.
    member_count: i64,
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
        let page = connection::page(first, after.as_deref())?;
        let filter = filter.unwrap_or_default();
        let keyword = filter
            .keyword
            .map(|k| k.trim().to_owned())
            .filter(|k| !k.is_empty());
        if keyword.as_ref().is_some_and(|k| k.chars().count() > 200) {
            return Err(Code::InvalidKeyword.into());
        }
        let filter = EmployeeListFilter {
            keyword,
            role_ids: filter.role_ids.unwrap_or_default(),
            include_deactivated: filter.include_deactivated.unwrap_or(false),
        };
        let rows =
            employee_reads::list(&state(ctx).reads, &filter, page.offset, page.limit + 1).await?;
        let (edges, page_info) = connection::finish(page, rows);
        let edges = edges
            .into_iter()
            .map(|(cursor, row)| EmployeeEdge {
                cursor,
                node: Employee(row),
            })
            .collect();
        Ok(EmployeeConnection {
            edges,
            page_info,
            filter,
        })
    }

    async fn roles(&self, ctx: &Context<'_>) -> GqlResult<Vec<Role>> {
        let rows = employee_reads::all_roles(&state(ctx).reads).await?;
        Ok(rows
            .into_iter()
            .map(|(row, member_count)| Role {
                role_id: row.role_id,
                name: row.name,
                role_category_id: i32::from(row.category_id),
                member_count,
            })
            .collect())
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
    DeactivateEmployeePayload
);

#[derive(InputObject)]
pub struct UpdateEmployeeInput {
    employee_id: ID,
    name: String,
    email: String,
}

#[derive(InputObject)]
pub struct UpdateEmployeeRolesInput {
    employee_id: ID,
    role_ids: Vec<i32>,
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

fn employee_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Employee", Code::InvalidId)
}

/// Waits for the directory to show `committed`, then reads the employee; past the bound, the
/// employee as their own events say (see `task_from_journal` for why).
async fn employee_after(
    state: &AppState,
    employee_id: Uuid,
    committed: Committed,
) -> ApiResult<Employee> {
    let visible = state
        .hub
        .wait_until_visible("Employee", committed.position)
        .await;
    if visible && let Some(row) = employee_reads::by_id(&state.reads, employee_id).await? {
        return Ok(Employee(row));
    }
    employee_from_journal(state, employee_id).await
}

async fn employee_from_journal(state: &AppState, employee_id: Uuid) -> ApiResult<Employee> {
    use staffhub_domain::Aggregate;
    let mut conn = state.pool.acquire().await?;
    let events =
        staffhub_journal::events_of(&mut conn, "Employee", &employee_id.to_string()).await?;
    let Some(first) = events.first() else {
        return Err(Code::EmployeeNotFound.into());
    };
    let mut employee = EmployeeAggregate::default();
    let mut deactivated_at = None;
    for event in &events {
        let decoded: staffhub_domain::employee::EmployeeEvent = event
            .decode()
            .map_err(|e| ApiError::internal("decoding an employee event failed", e))?;
        if decoded == staffhub_domain::employee::EmployeeEvent::EmployeeDeactivated {
            deactivated_at = Some(event.recorded_at);
        }
        employee.apply(decoded);
    }
    Ok(Employee(employee_reads::EmployeeRow {
        employee_id,
        name: employee.name,
        email: employee.email,
        avatar_url: employee.avatar_url,
        registered_at: first.recorded_at,
        role_ids: employee.role_ids,
        deactivated_at,
    }))
}

async fn run_employee_command(
    ctx: &Context<'_>,
    employee_id: Uuid,
    command: EmployeeCommand,
) -> ApiResult<Employee> {
    let state = state(ctx);
    let metadata = request(ctx)?.metadata();
    let name = command.name();
    let result = state
        .journal
        .execute::<EmployeeAggregate>(
            &employee_id.to_string(),
            command,
            state.identity.employee_services(),
            &metadata,
        )
        .await;
    state
        .metrics
        .observe_command("Employee", name, outcome(&result));
    employee_after(state, employee_id, result?).await
}

fn outcome<T, E: std::error::Error>(result: &Result<T, ExecuteError<E>>) -> &'static str {
    match result {
        Ok(_) => "ok",
        Err(ExecuteError::Rejected(_)) => "rejected",
        Err(ExecuteError::Conflict { .. }) => "conflict",
        Err(ExecuteError::Journal { .. }) => "error",
    }
}

/// Records a role command's outcome and waits for the directory to show it.
async fn after_role_command(
    state: &AppState,
    name: &str,
    result: ApiResult<Committed>,
) -> ApiResult<()> {
    state
        .metrics
        .observe_command("Role", name, if result.is_ok() { "ok" } else { "rejected" });
    state.hub.wait_until_visible("Role", result?.position).await;
    Ok(())
}

async fn role_by_id(state: &AppState, role_id: i32) -> ApiResult<Role> {
    let rows = employee_reads::all_roles(&state.reads).await?;
    rows.into_iter()
        .find(|(row, _)| row.role_id == role_id)
        .map(|(row, member_count)| Role {
            role_id: row.role_id,
            name: row.name,
            role_category_id: i32::from(row.category_id),
            member_count,
        })
        .ok_or_else(|| Code::RoleNotFound.into())
}

/// The current name of a live role, for claims.
async fn current_role_name(state: &AppState, role_id: i32) -> ApiResult<String> {
    Ok(role_by_id(state, role_id).await?.name)
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
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let new = crate::identity::NewEmployee {
            name: input.name,
            email: input.email,
            password: input.password,
            role_ids: input.role_ids,
        };
        let result = state.identity.create_employee(new, &metadata).await;
        state.metrics.observe_command(
            "Employee",
            "RegisterEmployee",
            if result.is_ok() { "ok" } else { "rejected" },
        );
        let (employee_id, committed) = result?;
        Ok(CreateEmployeePayload {
            employee: employee_after(state, employee_id, committed).await?,
        })
    }

    /// The employee themself or an admin: name and sign-in email.
    async fn update_employee(
        &self,
        ctx: &Context<'_>,
        input: UpdateEmployeeInput,
    ) -> GqlResult<UpdateEmployeePayload> {
        let state = state(ctx);
        let id = employee_id(&input.employee_id)?;
        crate::policy::authorize_self_or_admin(session(ctx)?, id)?;
        let current = employee_reads::by_id(&state.reads, id)
            .await?
            .ok_or(Code::EmployeeNotFound)?;
        if !state.identity.claim_email(id, &input.email).await? {
            return Err(Code::EmployeeExists.into());
        }
        let command = EmployeeCommand::UpdateEmployeeProfile {
            name: input.name,
            email: input.email,
        };
        match run_employee_command(ctx, id, command).await {
            Ok(employee) => Ok(UpdateEmployeePayload { employee }),
            Err(error) => {
                // Rejected: the sign-in email goes back to what it was.
                state.identity.claim_email(id, &current.email).await?;
                Err(error.into())
            }
        }
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
        Ok(UpdateEmployeeRolesPayload {
            employee: run_employee_command(ctx, id, command).await?,
        })
    }

    /// The employee themself or an admin: a new avatar image (multipart upload).
    async fn change_employee_avatar(
        &self,
        ctx: &Context<'_>,
        input: ChangeEmployeeAvatarInput,
    ) -> GqlResult<ChangeEmployeeAvatarPayload> {
        let id = employee_id(&input.employee_id)?;
        crate::policy::authorize_self_or_admin(session(ctx)?, id)?;
        let upload = input.file.value(ctx).map_err(|_| Code::InvalidFileFormat)?;
        let bytes = crate::files::read_upload(upload).await?;
        let stored = state(ctx).files.put_image(bytes).await?;
        let command = EmployeeCommand::ChangeEmployeeAvatar {
            avatar_url: Some(format!("/files/{}", stored.key)),
        };
        Ok(ChangeEmployeeAvatarPayload {
            employee: run_employee_command(ctx, id, command).await?,
        })
    }

    /// Admin: the employee can no longer sign in; their sessions end at once.
    async fn deactivate_employee(
        &self,
        ctx: &Context<'_>,
        input: DeactivateEmployeeInput,
    ) -> GqlResult<DeactivateEmployeePayload> {
        let id = employee_id(&input.employee_id)?;
        let employee = run_employee_command(ctx, id, EmployeeCommand::DeactivateEmployee).await?;
        state(ctx).identity.revoke_all(id).await?;
        Ok(DeactivateEmployeePayload { employee })
    }

    /// Admin: a new role in a category (Management 1, Execution 2).
    async fn create_role(
        &self,
        ctx: &Context<'_>,
        input: CreateRoleInput,
    ) -> GqlResult<CreateRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let result = state
            .roles
            .create(&input.name, input.role_category_id, &metadata)
            .await;
        let role_id = result.as_ref().map(|(id, _)| *id).ok();
        after_role_command(state, "DefineRole", result.map(|(_, committed)| committed)).await?;
        let role_id = role_id.ok_or(Code::RoleNotFound)?;
        Ok(CreateRolePayload {
            role: role_by_id(state, role_id).await?,
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
        let old_name = current_role_name(state, input.role_id).await?;
        let result = state
            .roles
            .rename(input.role_id, &old_name, &input.name, &metadata)
            .await;
        after_role_command(state, "RenameRole", result).await?;
        Ok(RenameRolePayload {
            role: role_by_id(state, input.role_id).await?,
        })
    }

    /// Admin: deletes a role (never the Admin role); it stops granting anything at once.
    async fn delete_role(
        &self,
        ctx: &Context<'_>,
        input: DeleteRoleInput,
    ) -> GqlResult<DeleteRolePayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let name = current_role_name(state, input.role_id).await?;
        let result = state.roles.delete(input.role_id, &name, &metadata).await;
        after_role_command(state, "DeleteRole", result).await?;
        Ok(DeleteRolePayload {
            deleted_role_id: input.role_id,
        })
    }
}
