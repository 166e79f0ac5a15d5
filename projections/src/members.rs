//! Projection "members": employees and roles (`employee_directory`, `role_directory`),
//! behind `profile`, `employees` and the assignee lookups of task commands.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::members::employee::EmployeeEvent;
use staffhub_domain::members::role::RoleEvent;
use staffhub_journal::JournalEvent;

use crate::notifications::{self, Facts, Source};
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct MembersProjection;

type PgQuery<'q> = sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>;

impl MembersProjection {
    /// `UPDATE employee_directory SET <assignments>, version = $2 WHERE id = $1 AND version < $2`,
    /// with further parameters bound by `bind` from `$3` on.
    ///
    /// Not [`crate::guarded::update`], though guarded the same way: `employee_directory` and
    /// `role_directory` have no `updated_at` column for it to set (migration `…03`), and a
    /// role's id is an integer, not a uuid. Adding the column would need a migration and
    /// change nothing anyone reads.
    async fn update_employee(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        assignments: &str,
        bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
    ) -> Result<(), ProjectionError> {
        let sql = format!(
            "UPDATE employee_directory SET {assignments}, version = $2 WHERE employee_id::text = $1 AND version < $2"
        );
        let query = sqlx::query(&sql)
            .bind(event.aggregate_id.clone())
            .bind(event.sequence);
        bind(query).execute(&mut *conn).await.map_err(db)?;
        Ok(())
    }
}

const NAME: &str = "members";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for MembersProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

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
                EmployeeEvent::EmployeeProfileUpdated { name, email } => {
                    self.update_employee(conn, event, "name = $3, email = $4", |q| {
                        q.bind(name).bind(email)
                    })
                    .await?;
                    Ok(Some(notice("Employee", ChangeKind::Updated)))
                }
                EmployeeEvent::EmployeeRolesChanged { role_ids } => {
                    self.update_employee(conn, event, "role_ids = $3", |q| q.bind(role_ids))
                        .await?;
                    Ok(Some(notice("Employee", ChangeKind::Updated)))
                }
                EmployeeEvent::EmployeeAvatarChanged { avatar_url } => {
                    self.update_employee(conn, event, "avatar_url = $3", |q| q.bind(avatar_url))
                        .await?;
                    Ok(Some(notice("Employee", ChangeKind::Updated)))
                }
                EmployeeEvent::EmployeeDeactivated => {
                    let at = event.recorded_at;
                    self.update_employee(conn, event, "deactivated_at = $3", |q| q.bind(at))
                        .await?;
                    Ok(Some(notice("Employee", ChangeKind::Updated)))
                }
                EmployeeEvent::EmployeeReactivated => {
                    self.update_employee(conn, event, "deactivated_at = NULL", |q| q)
                        .await?;
                    Ok(Some(notice("Employee", ChangeKind::Updated)))
                }
                // Only the version moves (`update_employee` sets it; naming it again would be
                // a second assignment, which PostgreSQL refuses and the worker would retry
                // forever).
                EmployeeEvent::PasswordChanged => {
                    self.update_employee(conn, event, "name = name", |q| q)
                        .await?;
                    Ok(None)
                }
                // Issue 37 §7: a reset moves the version (history, edit forms) and tells the
                // screens showing the member, like any other change of theirs.
                EmployeeEvent::PasswordResetByLink | EmployeeEvent::PasswordResetByAdmin => {
                    self.update_employee(conn, event, "name = name", |q| q)
                        .await?;
                    Ok(Some(notice("Employee", ChangeKind::Updated)))
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
                RoleEvent::RoleRenamed { name } => {
                    sqlx::query("UPDATE role_directory SET name = $2, version = $3 WHERE role_id::text = $1 AND version < $3")
                        .bind(&event.aggregate_id)
                        .bind(name)
                        .bind(event.sequence)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                    Ok(Some(notice("Role", ChangeKind::Updated)))
                }
                RoleEvent::RoleDeleted => {
                    // Issue 37 §1: the row stays, marked, so records naming the role still show
                    // its name and an admin can restore it; readers that grant skip it.
                    sqlx::query("UPDATE role_directory SET deleted_at = $2, version = $3 WHERE role_id::text = $1 AND version < $3")
                        .bind(&event.aggregate_id)
                        .bind(event.recorded_at)
                        .bind(event.sequence)
                        .execute(&mut *conn)
                        .await
                        .map_err(db)?;
                    Ok(Some(notice("Role", ChangeKind::Deleted)))
                }
                RoleEvent::RoleRestored { name, category } => {
                    sqlx::query("UPDATE role_directory SET deleted_at = NULL, name = $2, category_id = $3, version = $4 WHERE role_id::text = $1 AND version < $4")
                        .bind(&event.aggregate_id)
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

/// Who holds which role, for the notification centre's approval requests (docs/
/// notifications.md: role holders are those holding the role when the event is applied).
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "Employee",
    activity: false,
    rules: &[],
    facts: employee_facts,
}];

fn employee_facts<'a>(
    conn: &'a mut PgConnection,
    event: &'a JournalEvent,
) -> futures::future::BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async move {
        let Ok(employee_id) = uuid::Uuid::parse_str(&event.aggregate_id) else {
            return Ok(Facts::default());
        };
        if !matches!(
            event.event_type.as_str(),
            "EmployeeRegistered"
                | "EmployeeRolesChanged"
                | "EmployeeDeactivated"
                | "EmployeeReactivated"
        ) {
            return Ok(Facts::default());
        }
        match event
            .decode::<EmployeeEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?
        {
            EmployeeEvent::EmployeeRegistered { role_ids, .. }
            | EmployeeEvent::EmployeeRolesChanged { role_ids } => {
                notifications::set_roles_held(conn, employee_id, &role_ids).await?
            }
            EmployeeEvent::EmployeeDeactivated => {
                notifications::set_holder_active(conn, employee_id, false).await?
            }
            EmployeeEvent::EmployeeReactivated => {
                notifications::set_holder_active(conn, employee_id, true).await?
            }
            _ => {}
        }
        Ok(Facts::default())
    })
}
