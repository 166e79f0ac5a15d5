//! Employees from CSV (issue 35 §3), for admins. The natural key is the sign-in email. A new
//! employee gets an unguessable password nobody is told: they choose their own through "Forgot
//! your password?" (the emailed reset link, issue 37 §7), so no password travels in a sheet.

use futures::future::BoxFuture;
use rand::RngCore;
use staffhub_domain::members::employee::{Employee, EmployeeCommand};
use uuid::Uuid;

use super::EmployeeTarget;
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::ApiResult;
use crate::import::values::{key, list};
use crate::import::{Ctx, Import, ImportField, ImportTarget, OnField, Row, RowError};

pub static IMPORT: Import = Import {
    label: ("Members", "メンバー"),
    operations: &[
        "Mutation.createEmployee",
        "Mutation.updateEmployee",
        "Mutation.updateEmployeeRoles",
    ],
    fields: &[
        ImportField::new("name", "Name", "氏名")
            .required()
            .aliases(&["Full name", "名前", "社員名"]),
        ImportField::new("email", "Email", "メールアドレス")
            .required()
            .key()
            .aliases(&["E-mail", "Mail", "メール"]),
        ImportField::new("roles", "Roles", "ロール")
            .aliases(&["Role", "役割"])
            .hint("Role names separated by ;", "ロール名を ; で区切る"),
    ],
    row: crate::import::row::<EmployeeTarget>,
};

/// The roles the row names, by name ('Role not found').
async fn roles(ctx: &Ctx, names: &str) -> Result<Vec<i32>, RowError> {
    let mut ids = Vec::new();
    for name in list(names) {
        let found: Option<(i32,)> = ctx
            .state
            .reads
            .fetch_optional(
                sqlx::query_as("SELECT role_id FROM role_directory WHERE lower(name) = $1 LIMIT 1")
                    .bind(key(name)),
            )
            .await?;
        let (id,) = found.ok_or(Code::RoleNotFound)?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

impl ImportTarget for EmployeeTarget {
    fn key(row: &Row) -> Result<String, RowError> {
        Ok(key(row.required("email")?))
    }

    /// Asked of the sign-in store, where an email is claimed the moment it is taken.
    fn find<'a>(ctx: &'a Ctx, row: &'a Row) -> BoxFuture<'a, Result<Option<Uuid>, RowError>> {
        Box::pin(async move {
            let email = key(row.required("email")?);
            let found: Option<Uuid> =
                sqlx::query_scalar("SELECT employee_id FROM employee_credentials WHERE email = $1")
                    .bind(email)
                    .fetch_optional(&ctx.state.pool)
                    .await?;
            Ok(found)
        })
    }

    fn commands<'a>(
        ctx: &'a Ctx,
        row: &'a Row,
        id: Uuid,
        current: Option<&'a Employee>,
    ) -> BoxFuture<'a, Result<Vec<EmployeeCommand>, RowError>> {
        Box::pin(async move {
            let name = row.required("name")?.to_owned();
            let role_ids = match row.get("roles") {
                Some(names) => Some(roles(ctx, names).await.on_field("roles")?),
                None => None,
            };
            Ok(match current {
                None => vec![EmployeeCommand::RegisterEmployee {
                    employee_id: id,
                    name,
                    email: row.required("email")?.to_owned(),
                    role_ids: role_ids.unwrap_or_default(),
                }],
                Some(employee) => {
                    let mut commands = Vec::with_capacity(2);
                    if employee.name != name.trim() {
                        commands.push(EmployeeCommand::UpdateEmployeeProfile {
                            name,
                            email: employee.email.clone(),
                        });
                    }
                    if let Some(role_ids) = role_ids {
                        commands.push(EmployeeCommand::UpdateEmployeeRoles { role_ids });
                    }
                    commands
                }
            })
        })
    }

    /// A new employee's credentials come first, as the admin's create form makes them.
    fn write_new<'a>(
        ctx: &'a Ctx,
        _row: &'a Row,
        _id: Uuid,
        commands: Vec<EmployeeCommand>,
    ) -> BoxFuture<'a, ApiResult<Uuid>> {
        Box::pin(async move {
            let Some(EmployeeCommand::RegisterEmployee {
                name,
                email,
                role_ids,
                ..
            }) = commands.into_iter().next()
            else {
                return Err(Code::InvalidRequest.into());
            };
            let mut secret = [0u8; 24];
            rand::rng().fill_bytes(&mut secret);
            let new = crate::identity::NewEmployee {
                name,
                email,
                password: hex::encode(secret),
                role_ids,
            };
            ctx.state
                .identity
                .create_employee(new, |id, command| async move {
                    command::execute::<EmployeeTarget>(
                        &ctx.state,
                        &ctx.metadata,
                        id,
                        command,
                        Expect::New,
                    )
                    .await?;
                    Ok(id)
                })
                .await
        })
    }
}
