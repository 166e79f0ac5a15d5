use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{EmployeeCommand, EmployeeEvent, NAME_MAX_CHARS};
use crate::text;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmployeeError {
    #[error("Employee not found")]
    NotFound,
    #[error("Employee with this email already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid email")]
    InvalidEmail,
    #[error("Role assignment already exists")]
    DuplicateRole,
    #[error("Role not found")]
    RoleNotFound,
    #[error("The submitted data is identical to current information.")]
    Identical,
    /// Spec §6 / issue: the Admin role cannot be stripped from the last admin.
    #[error("The last active admin must keep the Admin role")]
    LastAdmin,
    #[error("Employee is deactivated")]
    Deactivated,
    #[error("Employee is active")]
    Active,
    #[error("directory lookup failed: {0}")]
    Lookup(String),
}

/// What the employee rules need to know about other employees and roles. Implemented at the
/// edge against the directory read model.
#[async_trait::async_trait]
pub trait Directory: Send + Sync {
    async fn role_exists(&self, role_id: i32) -> Result<bool, String>;
    /// Active employees holding the Admin role, other than `employee_id`.
    async fn other_active_admins(&self, employee_id: Uuid) -> Result<i64, String>;
}

#[derive(Clone)]
pub struct EmployeeServices {
    pub directory: std::sync::Arc<dyn Directory>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Employee {
    pub id: Option<Uuid>,
    pub name: String,
    pub email: String,
    pub role_ids: Vec<i32>,
    #[serde(default)]
    pub avatar_url: Option<String>,
    #[serde(default)]
    pub active: bool,
}

fn lookup<T>(result: Result<T, String>) -> Result<T, EmployeeError> {
    result.map_err(EmployeeError::Lookup)
}

/// Checks a role list: no duplicates, every role known.
async fn check_roles(role_ids: &[i32], services: &EmployeeServices) -> Result<(), EmployeeError> {
    let mut unique = role_ids.to_vec();
    unique.sort_unstable();
    unique.dedup();
    if unique.len() != role_ids.len() {
        return Err(EmployeeError::DuplicateRole);
    }
    for role_id in role_ids {
        if !lookup(services.directory.role_exists(*role_id).await)? {
            return Err(EmployeeError::RoleNotFound);
        }
    }
    Ok(())
}

impl Employee {
    fn is_admin(&self) -> bool {
        self.role_ids.contains(&crate::members::role::ADMIN_ROLE_ID)
    }

    /// The last active admin may not stop being one.
    async fn guard_last_admin(&self, services: &EmployeeServices) -> Result<(), EmployeeError> {
        let id = self.id.ok_or(EmployeeError::NotFound)?;
        if self.active
            && self.is_admin()
            && lookup(services.directory.other_active_admins(id).await)? == 0
        {
            return Err(EmployeeError::LastAdmin);
        }
        Ok(())
    }
}

impl Aggregate for Employee {
    const TYPE: &'static str = "Employee";
    type Command = EmployeeCommand;
    type Event = EmployeeEvent;
    type Error = EmployeeError;
    type Services = EmployeeServices;

    async fn handle(
        &mut self,
        command: EmployeeCommand,
        services: &EmployeeServices,
        sink: &EventSink<Self>,
    ) -> Result<(), EmployeeError> {
        if let EmployeeCommand::RegisterEmployee {
            employee_id,
            name,
            email,
            role_ids,
        } = command
        {
            if self.id.is_some() {
                return Err(EmployeeError::AlreadyExists);
            }
            let name =
                text::required_text(&name, NAME_MAX_CHARS).ok_or(EmployeeError::InvalidName)?;
            let email = text::email(&email).ok_or(EmployeeError::InvalidEmail)?;
            check_roles(&role_ids, services).await?;
            sink.write(
                EmployeeEvent::EmployeeRegistered {
                    employee_id,
                    name,
                    email,
                    role_ids,
                },
                self,
            )
            .await;
            return Ok(());
        }
        if self.id.is_none() {
            return Err(EmployeeError::NotFound);
        }
        match command {
            EmployeeCommand::RegisterEmployee { .. } => unreachable!("handled above"),
            EmployeeCommand::UpdateEmployeeProfile { name, email } => {
                let name =
                    text::required_text(&name, NAME_MAX_CHARS).ok_or(EmployeeError::InvalidName)?;
                let email = text::email(&email).ok_or(EmployeeError::InvalidEmail)?;
                if name == self.name && email == self.email {
                    return Err(EmployeeError::Identical);
                }
                sink.write(EmployeeEvent::EmployeeProfileUpdated { name, email }, self)
                    .await;
            }
            EmployeeCommand::UpdateEmployeeRoles { role_ids } => {
                check_roles(&role_ids, services).await?;
                let mut current = self.role_ids.clone();
                let mut wanted = role_ids.clone();
                current.sort_unstable();
                wanted.sort_unstable();
                if current == wanted {
                    return Err(EmployeeError::Identical);
                }
                if !role_ids.contains(&crate::members::role::ADMIN_ROLE_ID) {
                    self.guard_last_admin(services).await?;
                }
                sink.write(EmployeeEvent::EmployeeRolesChanged { role_ids }, self)
                    .await;
            }
            EmployeeCommand::ChangeEmployeeAvatar { avatar_url } => {
                if avatar_url == self.avatar_url {
                    return Err(EmployeeError::Identical);
                }
                sink.write(EmployeeEvent::EmployeeAvatarChanged { avatar_url }, self)
                    .await;
            }
            EmployeeCommand::DeactivateEmployee => {
                if !self.active {
                    return Err(EmployeeError::Deactivated);
                }
                self.guard_last_admin(services).await?;
                sink.write(EmployeeEvent::EmployeeDeactivated, self).await;
            }
            EmployeeCommand::ReactivateEmployee => {
                if self.active {
                    return Err(EmployeeError::Active);
                }
                sink.write(EmployeeEvent::EmployeeReactivated, self).await;
            }
            EmployeeCommand::RecordPasswordChange => {
                sink.write(EmployeeEvent::PasswordChanged, self).await;
            }
            // A deactivated employee cannot sign in, so neither a reset link nor an admin
            // reset may hand them a way back in: reactivation is the way (issue 37 §1, §7).
            EmployeeCommand::RecordPasswordResetByLink => {
                if !self.active {
                    return Err(EmployeeError::Deactivated);
                }
                sink.write(EmployeeEvent::PasswordResetByLink, self).await;
            }
            EmployeeCommand::ResetPasswordByAdmin => {
                if !self.active {
                    return Err(EmployeeError::Deactivated);
                }
                sink.write(EmployeeEvent::PasswordResetByAdmin, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: EmployeeEvent) {
        match event {
            EmployeeEvent::EmployeeRegistered {
                employee_id,
                name,
                email,
                role_ids,
            } => {
                *self = Employee {
                    id: Some(employee_id),
                    name,
                    email,
                    role_ids,
                    avatar_url: None,
                    active: true,
                };
            }
            EmployeeEvent::EmployeeProfileUpdated { name, email } => {
                self.name = name;
                self.email = email;
            }
            EmployeeEvent::EmployeeRolesChanged { role_ids } => self.role_ids = role_ids,
            EmployeeEvent::EmployeeAvatarChanged { avatar_url } => self.avatar_url = avatar_url,
            EmployeeEvent::EmployeeDeactivated => self.active = false,
            EmployeeEvent::EmployeeReactivated => self.active = true,
            EmployeeEvent::PasswordChanged
            | EmployeeEvent::PasswordResetByLink
            | EmployeeEvent::PasswordResetByAdmin => {}
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
