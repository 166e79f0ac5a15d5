//! Projection "directory": employees and roles (`employee_directory`, `role_directory`),
//! behind `profile`, `employees` and the assignee lookups of task commands.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::employee::EmployeeEvent;
use staffhub_domain::role::RoleEvent;
use staffhub_journal::JournalEvent;

use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct DirectoryProjection;

const NAME: &str = "directory";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for DirectoryProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Employee", "Role"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["employee_directory", "role_directory"]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let notice = |entity_type: &str, kind| ChangeNotice {
            entity_type: entity_type.to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        };
        match event.aggregate_type.as_str() {
            "Employee" => match event
                .decode::<EmployeeEvent>()
                .map_err(|e| ProjectionError::decode(event, e))?
            {
                EmployeeEvent::EmployeeRegistered {
                    employee_id,
                    name,
                    email,
                    role_ids,
                } => {
                    sqlx::query(
                        "INSERT INTO employee_directory (employee_id, name, email, registered_at, role_ids, version)
                         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (employee_id) DO NOTHING",
                    )
                    .bind(employee_id)
                    .bind(name)
                    .bind(email)
                    .bind(event.recorded_at)
                    .bind(role_ids)
                    .bind(event.sequence)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                    Ok(Some(notice("Employee", ChangeKind::Created)))
                }
                EmployeeEvent::PasswordChanged => {
                    sqlx::query("UPDATE employee_directory SET version = $2 WHERE employee_id::text = $1 AND version < $2")
                        .bind(&event.aggregate_id)
                        .bind(event.sequence)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                    Ok(None)
                }
            },
            "Role" => match event
                .decode::<RoleEvent>()
                .map_err(|e| ProjectionError::decode(event, e))?
            {
                RoleEvent::RoleDefined {
                    role_id,
                    name,
                    category,
                } => {
                    sqlx::query(
                        "INSERT INTO role_directory (role_id, name, category_id, version)
                         VALUES ($1, $2, $3, $4) ON CONFLICT (role_id) DO NOTHING",
                    )
                    .bind(role_id)
                    .bind(name)
                    .bind(category.id() as i16)
                    .bind(event.sequence)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                    Ok(Some(notice("Role", ChangeKind::Created)))
                }
            },
            _ => Ok(None),
        }
    }
}
